import type { Queryable } from '../client';
import type { Lang } from '../../http/language';
import { textColumn } from '../../shop/translations';
import { likePattern } from './catalogue';

// The products a list starts from (a category, the outlet, a search), each with what its filters
// look at: the price paid, stock, its filterable specifications and, for a search, how well it matches.

/** which products a list shows, before the shopper's filters */
export type ProductFilter =
  | { kind: 'category'; categoryIds: number[] }
  | { kind: 'outlet' }
  | { kind: 'weekly-promotion' }
  | { kind: 'search'; keyword: string };

/** the specifications shoppers filter by, in the order the filters show them */
export const FACET_KEYS = ['design', 'aperture', 'focal_length', 'mount', 'brand', 'magnification', 'objective', 'barrel', 'sensor'] as const;

export interface CandidateSpec {
  key: string;
  code: string;
  number: number | null;
  /** the specification's name and value in the requested language */
  label: string;
  value: string;
}

export interface Candidate {
  id: number;
  /** what the shopper pays, in tetri */
  price: number;
  in_stock: boolean;
  /** how well a search matches (0 outside a search) */
  rank: number;
  specs: CandidateSpec[];
}

/** how similar (pg_trgm word_similarity) a misspelt word must be: "telscope" to "telescopes" is 0.5 */
const TYPO_SIMILARITY = 0.45;

/**
 * Every word of a keyword, each longer one as a prefix: "dobson 8" -> dobson:* & 8 (a one-character
 * prefix would match nearly anything). Words only, so nothing to escape.
 */
export function prefixQuery(keyword: string): string {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => (word.length > 1 ? `${word}:*` : word)).join(' & ');
}

/** SQL matching and ranking a search; $1 the keyword, $2 its prefix query, $3 its LIKE pattern */
export function searchSql(keyword: string): { where: string; rank: string; params: unknown[] } {
  const query = `(to_tsquery('english', $2) || to_tsquery('simple', $2))`;
  // trigram guesses need a word of a few letters: shorter ones resemble too much
  const typos = (keyword.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => word.length >= 4);
  return {
    where: `(p.search_document @@ ${query} OR p.name_en ILIKE $3 OR p.name_ka ILIKE $3
             ${typos ? `OR word_similarity($1, p.search_words) >= ${TYPO_SIMILARITY}` : ''})`,
    rank: `(ts_rank(p.search_document, ${query}) + word_similarity($1, p.search_words))`,
    params: [keyword, prefixQuery(keyword), likePattern(keyword)],
  };
}

function baseOf(filter: ProductFilter): { where: string; rank: string; params: unknown[] } {
  switch (filter.kind) {
    case 'category':
      return { where: 'p.category_id = ANY($1::int[])', rank: '0', params: [filter.categoryIds] };
    case 'outlet':
      return { where: 'p.discounted IS NOT NULL', rank: '0', params: [] };
    case 'weekly-promotion':
      return { where: 'p.weekly_promotion', rank: '0', params: [] };
    case 'search':
      return filter.keyword === '' ? { where: 'true', rank: '0', params: [] } : searchSql(filter.keyword);
  }
}

/** the products of a list: for a search best match first, the newest first among equals (all of them for no keyword) */
export async function listCandidates(db: Queryable, filter: ProductFilter, lang: Lang): Promise<Candidate[]> {
  const base = baseOf(filter);
  const keys = base.params.length + 1;
  const { rows } = await db.query<Candidate>(
    `SELECT p.id, (coalesce(p.discounted, p.price) * 100)::int AS price, p.live_stock > 0 AS in_stock, ${base.rank}::float8 AS rank,
       (SELECT coalesce(json_agg(json_build_object('key', s.key, 'code', s.code, 'number', s.number,
                                                   'label', ${textColumn(lang, 'label', 'l')}, 'value', ${textColumn(lang, 'value', 's')})), '[]')
        FROM product_specs s JOIN spec_labels l ON l.key = s.key WHERE s.product_id = p.id AND s.key = ANY($${keys}::text[])) AS specs
     FROM products p WHERE ${base.where} ORDER BY rank DESC, p.created_at DESC, p.id DESC`,
    [...base.params, FACET_KEYS],
  );
  return rows;
}
