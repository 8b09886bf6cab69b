import type { Queryable } from '../../db/client';
import type { Lang } from '../../domain/language';
import { textColumn } from '../../domain/translations';
import { searchSql } from './productList.repository';

// What the header search suggests while the shopper types, and what it offers when nothing matches.

export interface SuggestedProduct {
  slug: string;
  img: string | null;
  name: string;
  price: string;
  discounted: string | null;
}

export interface SuggestedCategory {
  slug: string;
  name: string;
}

const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 4;
/** a word resembles a keyword from this trigram similarity on */
const RESEMBLES = 0.3;
/**
 * a category's name resembles a keyword from this word similarity on: "dobs" is most of "Dobsonian", but
 * "celestron" shares only "str", "tro" and "ron" with "Astronomy" (0.3), which offered a brand's shoppers
 * the binoculars, cameras and books
 */
const CATEGORY_RESEMBLES = 0.45;

export async function suggestProducts(db: Queryable, keyword: string, lang: Lang): Promise<SuggestedProduct[]> {
  const search = searchSql(keyword);
  const { rows } = await db.query<SuggestedProduct>(
    `SELECT p.slug, p.img, ${textColumn(lang, 'name', 'p')} AS name, p.price, p.discounted FROM products p, ${search.from}
     WHERE p.visible AND ${search.where} ORDER BY ${search.rank} DESC, p.id LIMIT ${SUGGESTED_PRODUCTS}`,
    search.params,
  );
  return rows;
}

/** categories whose name (either language) resembles the keyword, closest first */
export async function suggestCategories(db: Queryable, keyword: string, lang: Lang): Promise<SuggestedCategory[]> {
  const { rows } = await db.query<SuggestedCategory>(
    `SELECT c.slug, ${textColumn(lang, 'name', 'c')} AS name FROM categories c,
       LATERAL (SELECT greatest(word_similarity($1, c.name_en), word_similarity($1, coalesce(c.name_ka, ''))) AS score) m
     WHERE m.score >= ${CATEGORY_RESEMBLES} ORDER BY m.score DESC, c.position, c.id LIMIT ${SUGGESTED_CATEGORIES}`,
    [keyword],
  );
  return rows;
}

/** words of product and category names that resemble a keyword nothing matched: "did you mean" */
export async function suggestSpellings(db: Queryable, keyword: string): Promise<string[]> {
  const { rows } = await db.query<{ term: string }>(
    `SELECT term FROM search_terms WHERE similarity(term, lower($1)) >= ${RESEMBLES} ORDER BY similarity(term, lower($1)) DESC, term LIMIT 3`,
    [keyword],
  );
  return rows.map((row) => row.term);
}

/** the products paid orders took most units of (on sale, in stock), the newest first among equals */
export async function bestSellerIds(db: Queryable, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM products p
     LEFT JOIN (SELECT l.product_id, sum(l.quantity) AS sold FROM order_lines l JOIN orders o ON o.id = l.order_id
                WHERE o.payment_status = 'paid' GROUP BY l.product_id) s ON s.product_id = p.id
     WHERE p.visible AND p.live_stock > 0
     ORDER BY coalesce(s.sold, 0) DESC, p.created_at DESC, p.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}
