/** The list orders the API knows (price ones are our server's addition); date-desc (newest first) is the default. */
export const productSorts = ['date-desc', 'date-asc', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];
export const defaultSort: ProductSort = 'date-desc';

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (productSorts as readonly string[]).includes(value);
}
