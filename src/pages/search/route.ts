import { loaderRequest, namedParams, type PageAddress, type PageRoute } from '@/shared/routing';
import { listArgsFromSearch, listSearch, productEndpoints, searchSorting } from '@/entities/product';

// an empty keyword lists the newest products
const argsOf = ({ lang, searchParams }: PageAddress) => ({
  lang,
  keyword: searchParams.get('keyword') ?? '',
  ...listArgsFromSearch(searchParams, searchSorting),
});

/** The search results for the address's keyword, in its order, page and filters. */
export const searchRoute = {
  id: 'search',
  path: 'search',
  namespaces: ['catalog', 'cart'],
  page: () => import(/* webpackChunkName: "page-search" */ './ui/SearchPage').then((m) => m.SearchPage),
  argsOf,
  data: (dispatch, args) => void dispatch(productEndpoints.productSearch.initiate(args, loaderRequest)),
  query: (params) => ({
    ...listSearch(listArgsFromSearch(params, searchSorting), searchSorting),
    ...namedParams('keyword')(params),
  }),
  head: ({ t }) => ({ title: t('search_title', { ns: 'catalog' }) }),
} satisfies PageRoute<ReturnType<typeof argsOf>>;
