import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { defaultLanguage, langFromPath } from '@/shared/i18n';
import type { RootState } from '../model';
import { applyHead, headTags, namedQuery, resolveHead, routeNamespaces } from './head';

/**
 * Keeps <head> (title, description, canonical, hreflang, Open Graph, JSON-LD) in step with the route
 * table's head of the page in view and the data it has, after each render: a server-rendered page
 * arrives with the same tags, so hydration renders nothing here to compare.
 */
function RouteHead() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { t, ready } = useTranslation(routeNamespaces(matches), { useSuspense: false });
  const store = useStore<RootState>();

  useEffect(() => {
    if (!ready) return undefined;
    const lang = langFromPath(pathname) ?? defaultLanguage;
    const update = () => {
      const context = {
        lang,
        searchParams: new URLSearchParams(search),
        url: `${window.location.origin}${pathname}${search}`,
        state: store.getState(),
        t,
      };
      // the page's own address: the parameters it reads, not the rest of the address (utm_*, a typo), nor a secret
      const own = {
        pathname,
        search: namedQuery(matches, context.searchParams).search,
        origin: window.location.origin,
      };
      applyHead(headTags(resolveHead(matches, context), { lang, ...own, t }), document);
    };
    update();
    // the page's data arriving fills in its head (a product's name, price and JSON-LD)
    return store.subscribe(update);
  }, [matches, pathname, search, ready, t, store]);

  return null;
}

/** Around every route: the head of the page in view. */
export function DocumentHead() {
  return (
    <>
      <RouteHead />
      <Outlet />
    </>
  );
}
