import { matchPath } from 'react-router-dom';
import { langFromPath } from '@/shared/i18n';
import { pageParam } from '@/shared/lib';
import { prefetchCategories, prefetchHomeCategories } from '@/entities/category';
import { prefetchContact } from '@/entities/contact';
import { prefetchNewsPage } from '@/entities/news-article';
import { prefetchProduct, prefetchProductList } from '@/entities/product';
import { sortParam } from '@/features/arrange-products';
import type { AppDispatch } from '../model';

/**
 * Starts the API requests of the page at `location` while the page's code and translations are still
 * on their way, with the very arguments the page will ask with: it then renders complete rather than
 * skeleton first (nothing shifts when the data arrives) and sooner. Asked before the first render, it
 * also spares a second, blocking render: a component whose store data changes between its render and
 * its subscription is rendered again at once. Pages not listed fetch as they render.
 */
export function prefetchPageData(dispatch: AppDispatch, { pathname, search }: { pathname: string; search: string }) {
  const lang = langFromPath(pathname);
  if (!lang) return;
  // every page's header and footer
  dispatch(prefetchCategories(lang));
  dispatch(prefetchContact(lang));

  if (matchPath('/:locale', pathname)) {
    dispatch(prefetchHomeCategories(lang));
    dispatch(prefetchNewsPage({ lang, page: 1 }));
    return;
  }
  const product = matchPath('/:locale/product/:slug', pathname);
  if (product?.params.slug) {
    dispatch(prefetchProduct({ lang, slug: product.params.slug }));
    return;
  }
  const list = matchPath('/:locale/products/:slug', pathname);
  if (list?.params.slug) {
    const params = new URLSearchParams(search);
    dispatch(prefetchProductList({ lang, slug: list.params.slug, sort: sortParam(params), page: pageParam(params) }));
  }
}
