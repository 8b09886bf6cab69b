import { loaderRequest, namedParams, type PageAddress, type PageRoute } from '@/shared/routing';
import { productEndpoints } from '@/entities/product';
import { COMPARE_LIMIT } from '@/features/compare-products';

// ?products=a,b,c: the first four, each once
const argsOf = ({ lang, searchParams }: PageAddress) => ({
  lang,
  slugs: [...new Set((searchParams.get('products') ?? '').split(',').filter(Boolean))].slice(0, COMPARE_LIMIT),
});

/** Products side by side (/{locale}/compare?products={slug},{slug}): a link to share, rendered by the server. */
export const compareRoute = {
  id: 'compare',
  path: 'compare',
  namespaces: ['catalog', 'cart', 'observe'],
  page: () => import(/* webpackChunkName: "page-compare" */ './ui/ComparePage').then((m) => m.ComparePage),
  argsOf,
  data: (dispatch, { lang, slugs }) =>
    slugs.forEach((slug) => void dispatch(productEndpoints.product.initiate({ lang, slug }, loaderRequest))),
  query: namedParams('products'),
  head: ({ t }) => ({ title: t('compare_title', { ns: 'catalog' }) }),
} satisfies PageRoute<ReturnType<typeof argsOf>>;
