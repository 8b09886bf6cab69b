import { pageParam } from '@/shared/lib';
import { defaultSort, isProductSort, type ProductSort } from './sort';

/** The shopper's filters as the address and the API name them: price_min, in_stock, aperture=70,90... */
export type ProductFilters = Record<string, string>;

export interface ListArgs {
  sort: ProductSort;
  page: number;
  filters: ProductFilters;
}

/** the parameters that are not filters */
const NOT_FILTERS = new Set(['sort', 'page', 'keyword']);
const FILTER_NAME = /^[a-z_]{1,40}$/;

/**
 * A product list's query arguments from its address (?sort=&page=&price_min=&aperture=70,90): the one
 * mapping, so a shared link shows the same list. Filters come sorted by name, so the same filters in
 * another order are the same cache entry.
 */
export function listArgsFromSearch(params: URLSearchParams): ListArgs {
  const sort = params.get('sort');
  const filters = [...params.entries()]
    .filter(([name, value]) => !NOT_FILTERS.has(name) && FILTER_NAME.test(name) && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    sort: isProductSort(sort) ? sort : defaultSort,
    page: pageParam(params),
    filters: Object.fromEntries(filters),
  };
}
