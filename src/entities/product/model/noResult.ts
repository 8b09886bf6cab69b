import { fields } from '@/shared/lib';
import { normalizeProducts, type Product } from './product';
import { normalizeSuggestions, type SuggestedCategory } from './suggestions';

/** What a search that found nothing offers instead (our server's `suggestions`). */
export interface NoResultSuggestions {
  /** words the keyword may have meant */
  spellings: string[];
  categories: SuggestedCategory[];
  bestSellers: Product[];
}

/** a search answer's `suggestions`; null when there are none (a contract-only server, or a search that found) */
export function normalizeNoResult(raw: unknown): NoResultSuggestions | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { spellings, categories } = normalizeSuggestions(raw);
  const bestSellers = normalizeProducts(fields(raw).best_sellers);
  return spellings.length + categories.length + bestSellers.length > 0 ? { spellings, categories, bestSellers } : null;
}
