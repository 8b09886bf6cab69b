/** A list's orders and its default order, which stays out of the address and the API call. */
export interface Sorting<S extends string> {
  sorts: readonly S[];
  fallback: S;
}

/** The list orders the API knows (price ones are our server's addition); date-desc (newest first) is the default. */
export const productSorts = ['date-desc', 'date-asc', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];
export const defaultSort: ProductSort = 'date-desc';
export const listSorting: Sorting<ProductSort> = { sorts: productSorts, fallback: defaultSort };

/** A search's orders (our server's addition): best match first by default, then a list's. */
export const searchSorts = ['relevance', ...productSorts] as const;
export type SearchSort = (typeof searchSorts)[number];
export const searchSorting: Sorting<SearchSort> = { sorts: searchSorts, fallback: 'relevance' };

/** the order an address names, if the list has it; else the list's default */
export function sortFrom<S extends string>(value: string | null, { sorts, fallback }: Sorting<S>): S {
  return (sorts as readonly string[]).includes(value ?? '') ? (value as S) : fallback;
}
