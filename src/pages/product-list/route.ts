import { errorStatus } from '@/shared/api';
import { uploadUrl } from '@/shared/lib';
import { loaderRequest, type PageAddress, type PageRoute } from '@/shared/routing';
import { listArgsFromSearch, listSearch, listSorting, prefetchProductList, productEndpoints } from '@/entities/product';

const argsOf = ({ lang, params, searchParams }: PageAddress) => ({
  lang,
  slug: params.slug ?? '',
  ...listArgsFromSearch(searchParams, listSorting),
});

/** A category's products, or the outlet and weekly-promotion lists: in the order, page and filters of the address. */
export const productListRoute = {
  id: 'product-list',
  path: 'products/:slug',
  namespaces: ['catalog', 'cart'],
  page: () => import(/* webpackChunkName: "page-product-list" */ './ui/ProductListPage').then((m) => m.ProductListPage),
  argsOf,
  data: (dispatch, args) => {
    dispatch(prefetchProductList(args));
    // `?fits=`: the product the list fits, whose name its chip shows
    const { fits } = args.filters;
    if (fits) void dispatch(productEndpoints.product.initiate({ lang: args.lang, slug: fits }, loaderRequest));
  },
  query: (params) => listSearch(listArgsFromSearch(params, listSorting), listSorting),
  missing: (state, args) => errorStatus(productEndpoints.productList.select(args)(state).error) === 404,
  head: ({ args, state, t }) => {
    const { data: list } = productEndpoints.productList.select(args)(state);
    if (!list?.title) return {};
    return {
      title: list.title,
      description: t('list_description', { ns: 'catalog', name: list.title }),
      image: uploadUrl('products', list.products[0]?.images[0], 'thumb'),
    };
  },
} satisfies PageRoute<ReturnType<typeof argsOf>>;
