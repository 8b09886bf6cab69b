import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createInstance } from 'i18next';
import { JSDOM } from 'jsdom';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { apiQuery, baseApi, errorStatus } from '@/shared/api';
import { defaultLanguage, langFromPath } from '@/shared/i18n';
import { provideHtmlWindow } from '@/shared/lib';
import { AppProviders } from '../entrypoint/AppProviders';
import { setupStore, type RootState } from '../model';
import {
  contentPages as routerContentPages,
  createRoutes,
  headHtml,
  headTags,
  namedQuery,
  pageAddress as routerPageAddress,
  resolveHead,
} from '../router';
import type { PageRenderer } from './contract';
import { serverPageScript } from './serverPage';

// Product details and pages are HTML from the API: parsed and sanitized here as in the browser.
provideHtmlWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

// This module is the render entry webpack builds for the server (webpack.config.ts): its exports are the
// server's PageRenderer, each typed by the contract, so a change on either side fails its typecheck.

/** The address the page at a URL is rendered and kept under: the server renders that address, not the URL it was asked. */
export const pageAddress: PageRenderer['pageAddress'] = routerPageAddress;

/** The pages without parameters a sitemap lists, by their paths under /{locale} ('' the home page): the route table's. */
export const contentPages: PageRenderer['contentPages'] = routerContentPages;

/**
 * Renders the storefront page at `url` as the browser would show it once its data arrived: the route
 * table's loaders start the page's requests, which are awaited, and the page is rendered in one piece
 * (onAllReady: crawlers, link previews and the HTML cache need the whole page, and its CSS can be
 * extracted only from the whole markup). A failed request leaves its skeleton, for the browser to ask again.
 */
export const renderPage: PageRenderer['renderPage'] = async ({ url, fetchApi, translations }) => {
  const lang = langFromPath(url.pathname) ?? defaultLanguage;
  const { store } = setupStore(undefined, {
    apiExtra: { apiQuery: apiQuery({ baseUrl: url.origin, fetchFn: fetchApi }) },
    persist: false,
  });
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: translations[lang] },
    ns: Object.keys(translations[lang]),
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });

  const handler = createStaticHandler(createRoutes({ dispatch: store.dispatch, loadNamespaces: () => undefined }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { redirect: context.headers.get('location') ?? '/', status: context.status };
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));

  const state = store.getState();
  const t = i18n.getFixedT(lang);
  const matches = context.matches.map(({ params, route }) => ({ params, handle: route.handle }));
  const head = resolveHead(matches, { lang, searchParams: url.searchParams, url: url.href, state, t });
  const named = namedQuery(matches, url.searchParams);

  // the browser's emotion cache has the same key, so it takes these styles over instead of inserting them again
  const cache = createCache({ key: 'css' });
  // every style goes to <head> through extractCriticalToChunks, none inline before its element
  cache.compat = true;
  const html = await renderToString(
    <CacheProvider value={cache}>
      <I18nextProvider i18n={i18n}>
        <AppProviders store={store}>
          {/* the router's state travels in the page's own JSON, not in an inline script (the CSP forbids those) */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </I18nextProvider>
    </CacheProvider>,
  );
  const emotion = createEmotionServer(cache);
  const { api, complete } = answeredQueries(state);
  // the removal timers of the requests' cache entries would keep this store alive for a minute
  store.dispatch(baseApi.util.resetApiState());

  return {
    status: head.notFound ? 404 : 200,
    lang,
    head: headHtml(headTags(head, { lang, pathname: url.pathname, search: named.search, origin: url.origin, t })),
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    html,
    state: serverPageScript({
      api: { [baseApi.reducerPath]: api },
      translations: { [lang]: translations[lang] },
      router: { loaderData: context.loaderData },
    }),
    complete,
    private: named.secret,
  };
};

/**
 * The API cache with its answered queries only: the browser asks again for what failed here. A 404 is an
 * answer (the 404 page was rendered from it, and the browser hydrates the same page from it).
 */
function answeredQueries(state: RootState) {
  const queries = Object.entries(state.api.queries);
  const answered = queries.filter(
    ([, query]) =>
      query?.status === QueryStatus.fulfilled ||
      (query?.status === QueryStatus.rejected && errorStatus(query.error) === 404),
  );
  return {
    api: { ...state.api, queries: Object.fromEntries(answered), mutations: {}, subscriptions: {} },
    complete: answered.length === queries.length,
  };
}

function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // the page in one piece, in order: no boundary sent apart and moved in place by an inline script
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
