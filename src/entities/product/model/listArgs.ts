import { pageParam } from '@/shared/lib';
import { listSorting, sortFrom, type ProductSort, type Sorting } from './sort';

/** The shopper's filters as the address and the API name them: price_min, in_stock, aperture=70,90... */
export type ProductFilters = Record<string, string>;

export interface ListArgs<S extends string = ProductSort> {
  sort: S;
  page: number;
  filters: ProductFilters;
}

/**
 * The filters the API takes (README, "Filters", "Ranges", "Fits"; the specifications are the server's
 * FACET_KEYS): the only parameters of an address read as filters, so another one (a campaign's
 * utm_source, the login modal's auth) filters nothing and is no list of its own, to the API cache or the
 * server's pages. Measurements are ranges too: `{key}_min`, `{key}_max`.
 */
const FILTERS = new Set([
  ...['price', 'aperture', 'focal_length', 'payload'].flatMap((key) => [`${key}_min`, `${key}_max`]),
  'fits',
  'in_stock',
  'design',
  'aperture',
  'focal_length',
  'mount',
  'brand',
  'magnification',
  'objective',
  'barrel',
  'sensor',
]);

export const isFilter = (name: string) => FILTERS.has(name);

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
    .filter(([name, value]) => isFilter(name) && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    sort: sortFrom(params.get('sort'), sorting),
    page: pageParam(params),
    filters: Object.fromEntries(filters),
  };
}

/**
 * The address's parameters of a list's arguments, the inverse of listArgsFromSearch: the default order
 * and the first page stay out, so a list has one address (and one API call) however it was reached.
 */
export function listSearch<S extends string>(
  { sort, page, filters }: ListArgs<S>,
  { fallback }: Sorting<S>,
): Record<string, string> {
  return { ...filters, ...(sort !== fallback && { sort }), ...(page > 1 && { page: String(page) }) };
}
