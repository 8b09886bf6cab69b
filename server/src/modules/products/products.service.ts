import type { Queryable } from '../../db/client';
import { sortedPage, type ProductRow } from '../catalogue/catalogue.repository';
import { listCandidates, searchMatches, type Candidate } from './productList.repository';
import { similarProductIds } from './related.repository';
import { bestSellerIds, suggestCategories, suggestProducts, suggestSpellings } from './search.repository';
import { PRODUCTS_PER_PAGE, type ProductFilter, type ProductSort } from '../../domain/catalogue';
import { ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { hasMeaning, readSearch } from '../../domain/searchIntent';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { applyFilters, facetsOf, type Facets, type FitSubject, type ListFilters } from './facets.service';
import { FITTING_SHOWN, offeredFor, telescopesFitting } from './fitting.service';
import { applyIntent } from './searchIntent.service';

// The catalogue as the product routes and the sitemap read it: lists with their filters and facets,
// a product and its company, the search box's suggestions. What the catalogue cache holds is read
// from it; the rest from the database.

export { findProduct } from '../catalogue/catalogue.repository';
export { sitemapRows } from '../catalogue/sitemap.repository';

/** where the catalogue is read from: the database, and the catalogue as last read */
interface Sources {
  db: Queryable;
  catalogue: CatalogueCache;
}

/** the products a keyword's words match, best first: ids and ranks from the database, the rest from the cache */
async function textMatches(db: Queryable, all: Map<number, Candidate>, keyword: string): Promise<Candidate[]> {
  if (keyword === '') return [...all.values()];
  return (await searchMatches(db, keyword)).flatMap(({ id, rank }) => {
    const candidate = all.get(id);
    return candidate ? [{ ...candidate, rank }] : [];
  });
}

/**
 * The products a list starts from. A search is never cached as a whole answer (any keyword can be
 * asked), so its one query finds only ids and ranks; each product's price, stock and specifications
 * come from the catalogue cache. A search that means more than its words ("2 inch eyepiece", "mount
 * for 8 inch sct", "ტელესკოპი ბავშვისთვის": domain/searchIntent.ts) searches the words left and applies
 * the meaning to what they match; when that finds nothing, the keyword is searched as it was typed.
 */
async function candidatesOf({ db, catalogue }: Sources, lang: Lang, filter: ProductFilter): Promise<Candidate[]> {
  if (filter.kind !== 'search' || filter.keyword === '') return listCandidates(db, filter, lang);
  const all = await catalogue.candidatesById(lang);
  const intent = readSearch(filter.keyword);
  if (hasMeaning(intent)) {
    const meant = applyIntent(intent, await textMatches(db, all, intent.text), all.values());
    if (meant.length > 0) return meant;
  }
  return textMatches(db, all, filter.keyword);
}

/** one page of the kept products: in the order of their ids from the catalogue cache, else sorted by the database */
async function pageOf(
  { db, catalogue }: Sources,
  ids: number[],
  sort: ProductSort,
  pageNumber: number,
  lang: Lang,
): Promise<ProductRow[]> {
  if (sort !== 'relevance') return sortedPage(db, ids, { sort, page: pageNumber, lang, perPage: PRODUCTS_PER_PAGE });
  const products = await catalogue.productsById();
  const start = (pageNumber - 1) * PRODUCTS_PER_PAGE;
  return ids.slice(start, start + PRODUCTS_PER_PAGE).flatMap((id) => products.get(id) ?? []);
}

/** a page of a list, its filters applied: its products, how many the filters kept, and the facets beside it */
export async function productList(
  sources: Sources,
  lang: Lang,
  filter: ProductFilter,
  filters: ListFilters,
  sort: ProductSort,
  pageNumber: number,
): Promise<{ rows: ProductRow[]; total: number; facets: Facets }> {
  const candidates = await candidatesOf(sources, lang, filter);
  const kept = applyFilters(candidates, filters);
  const rows = await pageOf(
    sources,
    kept.map((candidate) => candidate.id),
    sort,
    pageNumber,
    lang,
  );
  return { rows, total: kept.length, facets: facetsOf(candidates, filters, lang) };
}

/** the product a list's `fits` filter names, as the catalogue was last read; 404 when there is none on sale */
export async function fitSubject({ catalogue }: Pick<Sources, 'catalogue'>, slug: string): Promise<FitSubject> {
  for (const row of (await catalogue.productsById()).values()) {
    if (row.slug === slug) return { key: slug, compatibility: row.compatibility };
  }
  throw new ShopError(404, 'product_not_found');
}

/**
 * A product's company on its page: for a telescope, the accessories (and, sold without one, the mounts)
 * that fit it; for an accessory or mount, the telescopes it fits (the first few, and how many in all);
 * similar products for any.
 */
export async function relatedProducts({ db, catalogue }: Sources, product: ProductRow, lang: Lang) {
  const [similarIds, products] = await Promise.all([similarProductIds(db, product.id), catalogue.productsById()]);
  const similar = await sortedPage(db, similarIds, { sort: 'relevance', page: 1, lang, perPage: similarIds.length });
  const telescopes = telescopesFitting(product, products.values());
  return {
    accessories: offeredFor(product, products.values()).slice(0, FITTING_SHOWN),
    similar,
    telescopes: telescopes.slice(0, FITTING_SHOWN),
    telescopesTotal: telescopes.length,
  };
}

/** what the search box suggests: products and categories; when neither matches, words the keyword may have meant */
export async function suggestions(db: Queryable, keyword: string, lang: Lang) {
  const [products, categories] = await Promise.all([
    suggestProducts(db, keyword, lang),
    suggestCategories(db, keyword, lang),
  ]);
  const nothing = products.length === 0 && categories.length === 0;
  return { products, categories, spellings: nothing && keyword !== '' ? await suggestSpellings(db, keyword) : [] };
}

/** best sellers a search that found nothing offers */
const BEST_SELLERS = 4;
/** spellings it offers at most */
const SPELLINGS = 3;

/**
 * What a search that found nothing offers instead: the words of product and category names the
 * keyword's words resemble, the categories whose names resemble it, and the best sellers.
 */
export async function insteadOfNothing(db: Queryable, keyword: string, lang: Lang) {
  const words = (keyword.toLowerCase().match(/[\p{L}]{3,}/gu) ?? []).slice(0, 5);
  const [spellings, categories, bestSellers] = await Promise.all([
    Promise.all(words.map((word) => suggestSpellings(db, word))),
    suggestCategories(db, keyword, lang),
    bestSellerIds(db, BEST_SELLERS),
  ]);
  return {
    spellings: [...new Set(spellings.flat())].filter((term) => !words.includes(term)).slice(0, SPELLINGS),
    categories,
    bestSellers: await sortedPage(db, bestSellers, { sort: 'relevance', page: 1, lang, perPage: BEST_SELLERS }),
  };
}
