import { pageParam } from '@/shared/lib';
import type { ProductListArg } from '@/entities/product';
import { sortParam } from './sortParam';

/**
 * The one reading of a product list's address into its query's arguments (the language aside), used by
 * the list page and by its route's loader alike, so the loader starts exactly the request the page will make.
 * Filters join here.
 */
export function productListArgs(slug: string, params: URLSearchParams): Omit<ProductListArg, 'lang'> {
  return { slug, sort: sortParam(params), page: pageParam(params) };
}
