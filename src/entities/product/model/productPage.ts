import { fields, firstTranslation, text, wholeNumber } from '@/shared/lib';
import { normalizeProducts, type Product } from './product';

/** One page of a product list (category, outlet, weekly promotion or search). */
export interface ProductPage {
  products: Product[];
  /** how many products the whole list holds (the "found N products" line) */
  total: number;
  page: number;
  lastPage: number;
  /** the list's own name: the category, outlet or weekly promotion; null for a search */
  title: string | null;
  /**
   * our server's additions beside the list (`facets`, a search's `suggestions`) as they came: only the
   * pages that show them read them (normalizeFacets...), so their readers are in those pages' scripts,
   * not in the home page's (which lists products too)
   */
  facets: unknown;
  suggestions: unknown;
}

/** `{ data: Page<Product>, category?, facets?, suggestions? }` */
export function normalizeProductPage(body: unknown): ProductPage {
  const answer = fields(body);
  const page = fields(answer.data);
  const products = normalizeProducts(page.data);
  return {
    products,
    total: Math.max(0, wholeNumber(page.total, products.length)),
    page: Math.max(1, wholeNumber(page.current_page, 1)),
    lastPage: Math.max(1, wholeNumber(page.last_page, 1)),
    title: text(firstTranslation(fields(answer.category).translations).name),
    facets: answer.facets ?? null,
    suggestions: answer.suggestions ?? null,
  };
}
