import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { preloadImage, uploadUrl, useSettledArg } from '@/shared/lib';
import { listSearch, type ProductFilters } from '../model/listArgs';
import { normalizeProductDetail, type ProductDetail } from '../model/product';
import { normalizeProductPage, type ProductPage } from '../model/productPage';
import { listSorting, searchSorting, type ProductSort, type SearchSort } from '../model/sort';
import { normalizeSuggestions, type Suggestions } from '../model/suggestions';

export type ListArg = { lang: Lang; slug: string; sort: ProductSort; page: number; filters?: ProductFilters };
type SearchArg = { lang: Lang; keyword: string; page: number; filters?: ProductFilters; sort?: SearchSort };

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productList: build.query<ProductPage, ListArg>({
      query: ({ lang, slug, sort, page, filters }) => ({
        url: `/api/products/${encodeURIComponent(slug)}`,
        params: listSearch({ sort, page, filters: filters ?? {} }, listSorting),
        lang,
      }),
      transformResponse: normalizeProductPage,
    }),
    /** The keyword goes as typed: the server decides what matches. */
    productSearch: build.query<ProductPage, SearchArg>({
      query: ({ lang, keyword, page, filters, sort = searchSorting.fallback }) => ({
        url: '/api/products',
        params: { keyword, ...listSearch({ sort, page, filters: filters ?? {} }, searchSorting) },
        lang,
      }),
      transformResponse: normalizeProductPage,
    }),
    product: build.query<ProductDetail | null, { lang: Lang; slug: string }>({
      query: ({ lang, slug }) => ({ url: `/api/product/${encodeURIComponent(slug)}`, lang }),
      transformResponse: normalizeProductDetail,
    }),
    /** Products and categories for a keyword being typed (our server's addition; fails on a contract-only one). */
    searchSuggestions: build.query<Suggestions, { lang: Lang; q: string }>({
      query: ({ lang, q }) => ({ url: '/api/search/suggest', params: { q }, lang }),
      transformResponse: normalizeSuggestions,
    }),
    /** kept as it came: only the product page reads it (useRelatedProducts, model/related.ts) */
    relatedProducts: build.query<unknown, { lang: Lang; slug: string }>({
      query: ({ lang, slug }) => ({ url: `/api/product/${encodeURIComponent(slug)}/related`, lang }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useProductListQuery, useProductSearchQuery, useProductQuery, useSearchSuggestionsQuery } = productApi;

/** The home page's shelves, asked by the page and, before it renders, by its route's loader alike. */
export const homeShelves = {
  discounted: { slug: 'outlet', sort: 'date-desc', page: 1 },
  // a search for nothing lists every product, newest first
  newArrivals: { keyword: '', page: 1 },
} as const;

/** The route table starts these (`initiate`) before a page renders, and reads them (`select`) for its head. */
export const productEndpoints = productApi.endpoints;

/** How many product cards a list shows eagerly: the first row on a phone, above the fold. */
export const EAGER_PRODUCT_CARDS = 2;

type Prefetch = ThunkAction<void, unknown, unknown, UnknownAction>;

/**
 * Start loading a list or a product before its page's code is there (its route's loader does), and
 * with the answer the pictures above the fold: the list's first thumbnails, the product's main image.
 */
export const prefetchProductList =
  (arg: ListArg): Prefetch =>
  (dispatch) => {
    void dispatch(productApi.endpoints.productList.initiate(arg, { subscribe: false })).then(({ data }) =>
      data?.products
        .slice(0, EAGER_PRODUCT_CARDS)
        .forEach((product) => preloadImage(uploadUrl('products', product.images[0], 'thumb'))),
    );
  };

export const prefetchProduct =
  (arg: { lang: Lang; slug: string }): Prefetch =>
  (dispatch) => {
    void dispatch(productApi.endpoints.product.initiate(arg, { subscribe: false })).then(({ data }) =>
      preloadImage(uploadUrl('products', data?.images[0])),
    );
  };

// The spec's fetch delays: lists and search refetch 100 ms after a change settles, a product 200 ms.
const LIST_DELAY_MS = 100;
const PRODUCT_DELAY_MS = 200;

export function useProductList(arg: Omit<ListArg, 'lang'>) {
  return useProductListQuery(useSettledArg({ lang: useLang(), ...arg }, LIST_DELAY_MS));
}

export function useProductSearch(arg: Omit<SearchArg, 'lang'>) {
  return useProductSearchQuery(useSettledArg({ lang: useLang(), ...arg }, LIST_DELAY_MS));
}

/** suggestions follow the keyword once typing pauses this long */
const SUGGEST_DELAY_MS = 150;

/** Suggestions for a keyword as it is typed; nothing asked for an empty one. */
export function useSearchSuggestions(keyword: string) {
  const arg = useSettledArg({ lang: useLang(), q: keyword.trim() }, SUGGEST_DELAY_MS);
  return useSearchSuggestionsQuery(arg, { skip: arg.q === '' });
}

export function useProduct(slug: string) {
  return useProductQuery(useSettledArg({ lang: useLang(), slug }, PRODUCT_DELAY_MS));
}
