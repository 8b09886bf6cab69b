import { matchPath } from 'react-router-dom';
import { isLang } from '@/shared/i18n';
import { pageParam } from '@/shared/lib';
import { prefetchProduct, prefetchProductList } from '@/entities/product';
import { sortParam } from '@/features/arrange-products';
import type { AppDispatch } from '../model';

/**
 * Starts the API request of the page at `location` while the page's code and translations are still
 * on their way, with the very arguments the page will ask with: it then renders complete rather than
 * skeleton first (nothing shifts when the data arrives) and sooner. Pages not listed fetch as they render.
 */
export function prefetchPageData(dispatch: AppDispatch, { pathname, search }: { pathname: string; search: string }) {
  const product = matchPath('/:locale/product/:slug', pathname);
  if (product && isLang(product.params.locale) && product.params.slug) {
    dispatch(prefetchProduct({ lang: product.params.locale, slug: product.params.slug }));
    return;
  }
  const list = matchPath('/:locale/products/:slug', pathname);
  if (list && isLang(list.params.locale) && list.params.slug) {
    const params = new URLSearchParams(search);
    dispatch(prefetchProductList({ lang: list.params.locale, slug: list.params.slug, sort: sortParam(params), page: pageParam(params) }));
  }
}
