import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { apiStateArrived } from '@/shared/api';
import { i18n, initI18n } from '@/shared/i18n';
import { replayEarlyTaps } from '@/shared/ui';
import '@/shared/fonts';
import { App } from './App';
import { setupStore } from '../model';
import { createRoutes } from '../router';
import { readServerPage } from '../ssr/serverPage';

const serverPage = readServerPage(document);
void initI18n(window.location.pathname, navigator.languages ?? [navigator.language], serverPage?.translations);
const { store, rehydrated } = setupStore();
const routes = createRoutes({
  dispatch: store.dispatch,
  loadNamespaces: (namespaces) => i18n.loadNamespaces([...namespaces]),
});
const container = document.getElementById('root')!;

if (serverPage) {
  // The server rendered this page: the store starts with its answers (nothing is asked again), the
  // components hydrate against its state, and the stored cart and session follow right after.
  store.dispatch(apiStateArrived(serverPage.api));
  const serverState = store.getState();
  // the taps made on the page before it became the shop are made again (src/shared/ui/earlyTaps.ts);
  // the mark is when the page's controls answer taps themselves, which bench/inp.ts reports
  const hydrated = () => void replayEarlyTaps(rehydrated).then(() => performance.mark('shop-hydrated'));
  void loadPageCode(routes).then(() => {
    const router = createBrowserRouter(routes, { hydrationData: serverPage.router });
    // the page is on screen already: hydration as a transition is done in short slices, leaving the
    // main thread free for the shopper's input (no long task)
    startTransition(() => {
      hydrateRoot(container, <App store={store} router={router} serverState={serverState} onHydrated={hydrated} />);
    });
  });
} else {
  // The static build (any host with a history fallback): the router starts the first page's code and
  // data. The first render starts with the stored cart and session in place (localStorage answers
  // within a few microtasks), and as a transition it is done in short slices, so the main thread is
  // never blocked for long.
  const router = createBrowserRouter(routes);
  void rehydrated.then(() =>
    startTransition(() => createRoot(container).render(<App store={store} router={router} />)),
  );
}

/** The matched routes' code, in place before hydration, so the first render is the server's page. */
async function loadPageCode(table: RouteObject[]) {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const code = await route.lazy();
      Object.assign(route, code, { lazy: undefined });
    }),
  );
}
