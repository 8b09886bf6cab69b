import { matchRoutes, type RouteObject } from 'react-router-dom';
import { defaultLanguage, isLang, langFromPath } from '@/shared/i18n';
import { addressSearch } from './head';
import { createRoutes } from './routes';

/** the path segment of the 404 page every address without a page is rendered as (no page has it) */
const MISSING = '404';

// Only matched here, never loaded: no loader of this table runs, so it needs no store.
let table: RouteObject[] | undefined;
const matchingTable = () =>
  (table ??= createRoutes({
    dispatch: () => {
      throw new Error('matching an address runs no loader');
    },
    loadNamespaces: () => undefined,
  }));

/**
 * The address a page is rendered and kept under by the server: the matched page's path written one way
 * (its route's own spelling, its parameters percent-encoded, no trailing slash) and the query
 * parameters the page reads, by name. The rest of an address (utm_*, fbclid, a typo, their order)
 * changes nothing on the page. Every address without a page is its language's 404 page, or the bare
 * 404 page outside any language (`/fr/about`, `//host/…`): junk paths are one page each.
 */
export function pageAddress(url: URL): string {
  const matches = matchRoutes(matchingTable(), url.pathname) ?? [];
  const page = matches.at(-1);
  if (!page || page.route.path === '*' || ('locale' in page.params && !isLang(page.params.locale))) {
    const lang = langFromPath(url.pathname);
    return lang ? `/${lang}/${MISSING}` : `/${MISSING}`;
  }
  if (!('locale' in page.params) && page.route.path?.endsWith('/*')) {
    // a page path without its language, sent on to the default language's page: kept under that page's
    // address less the language, so the redirect carries what the page reads (a list's order) and no more
    return pageAddress(new URL(`/${defaultLanguage}${url.pathname}${url.search}`, url)).slice(
      defaultLanguage.length + 1,
    );
  }
  const segments = matches.flatMap(({ route }) => route.path?.split('/') ?? []).filter(Boolean);
  const path = segments.map((segment) =>
    segment.startsWith(':') ? encodeURIComponent(page.params[segment.slice(1)] ?? '') : segment,
  );
  return `/${path.join('/')}${addressSearch(
    matches.map(({ route }) => route),
    url.searchParams,
  )}`;
}
