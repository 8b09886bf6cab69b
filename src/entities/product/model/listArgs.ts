import { pageParam } from '@/shared/lib';
import { listSorting, sortFrom, type ProductSort, type Sorting } from './sort';

/** The shopper's filters as the address and the API name them: price_min, in_stock, aperture=70,90... */
export type ProductFilters = Record<string, string>;

export interface ListArgs<S extends string = ProductSort> {
  sort: S;
  page: number;
  filters: ProductFilters;
}

/** the parameters that are not filters */
const NOT_FILTERS = new Set(['sort', 'page', 'keyword']);
const FILTER_NAME = /^[a-z_]{1,40}$/;

/**
 * A product list's query arguments from its address (?sort=&page=&price_min=&aperture=70,90), with the
 * orders of its kind of list (a category's by default, or a search's): the one
 * mapping, so a shared link shows the same list. Filters come sorted by name, so the same filters in
 * another order are the same cache entry.
 */
export function listArgsFromSearch(params: URLSearchParams): ListArgs;
export function listArgsFromSearch<S extends string>(params: URLSearchParams, sorting: Sorting<S>): ListArgs<S>;
export function listArgsFromSearch(params: URLSearchParams, sorting: Sorting<string> = listSorting): ListArgs<string> {
  const filters = [...params.entries()]
    .filter(([name, value]) => !NOT_FILTERS.has(name) && FILTER_NAME.test(name) && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    sort: sortFrom(params.get('sort'), sorting),
    page: pageParam(params),
    filters: Object.fromEntries(filters),
  };
}
