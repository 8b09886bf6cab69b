import type { Queryable } from '../../db/client';
import type { Lang } from '../../domain/language';
import { FACET_KEYS, type ProductFilter } from '../../domain/catalogue';
import type { Audience, Compatibility } from '../../domain/fit';
import { georgianSpellings } from '../../domain/transliteration';
import { likePattern } from '../catalogue/catalogue.repository';

// The products a list starts from (a category, the outlet, a search), each with what its filters
// look at: the price paid, stock, its filterable specifications and, for a search, how well it matches.

export interface CandidateSpec {
  key: string;
  code: string;
  number: number | null;
  /** the specification's name and value in the requested language */
  label: string;
  value: string;
}

/** products.filter_specs: a product's specifications in both languages (see migration 006) */
interface StoredSpec {
  key: string;
  code: string;
  number: number | null;
  label_en: string;
  label_ka: string | null;
  value_en: string;
  value_ka: string | null;
}

export interface Candidate {
  id: number;
  /** what the shopper pays, in tetri */
  price: number;
  in_stock: boolean;
  /** how well a search matches (0 outside a search) */
  rank: number;
  specs: CandidateSpec[];
  /** what decides what it fits, and who it is for (domain/fit.ts) */
  compatibility: Compatibility | null;
  audience: Audience[];
}

/**
 * SQL matching and ranking a search, one round trip with the list. The keyword becomes a full-text
 * query: every word, a longer one as a prefix ("dobson 8" -> dobson:* & 8; a one-character prefix would
 * match nearly anything), and a word of four letters or more also as the known words it resembles
 * (pg_trgm similarity over search_terms), so "telscope" finds "telescope" and "ტელესკოპი" finds
 * "ტელესკოპები"; an English word the catalogue has as it is is not guessed at ("binoculars" is no typo
 * of "trinocular": the English stemmer reads its forms, while Georgian case endings need the guesses).
 * A Georgian word typed in Latin letters ("okulari") is also its Georgian spellings
 * (domain/transliteration.ts). Words are quoted, so nothing a shopper types is query syntax.
 * `from` joins the query as `search.q`, evaluated once (OFFSET 0 keeps the planner from pulling its
 * expression up into every row); $1..$3 the words, $4 the keyword as a LIKE pattern.
 */
export function searchSql(keyword: string): { from: string; where: string; rank: string; params: unknown[] } {
  const words = (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.replace(/['\\]/g, ''));
  const own = words.map((word) =>
    [
      word.length > 1 ? `'${word}':*` : `'${word}'`,
      ...georgianSpellings(word).map((spelling) => `'${spelling}':*`),
    ].join(' | '),
  );
  const guessable = words.map((word) => word.length >= 4 && !/^\d+$/.test(word));
  return {
    from: `(SELECT to_tsquery('english', text) || to_tsquery('simple', text) AS q
            FROM (SELECT coalesce(string_agg('(' || concat_ws(' | ', w.own,
                    (SELECT string_agg(quote_literal(t.term), ' | ')
                     FROM (SELECT term FROM search_terms WHERE w.guess AND term % w.word AND term <> w.word AND term !~ '[''\\\\]'
                             AND (w.word !~ '^[a-z]+$' OR NOT EXISTS (SELECT 1 FROM search_terms known WHERE known.term = w.word))
                           ORDER BY similarity(term, w.word) DESC, term LIMIT 3) t)) || ')', ' & ' ORDER BY w.n), '') AS text
                  FROM unnest($1::text[], $2::text[], $3::boolean[]) WITH ORDINALITY AS w(word, own, guess, n)) words
            OFFSET 0) search`,
    // names also as typed, so "100%" or "star_" find what carries them
    where: `(p.search_document @@ search.q OR p.name_en ILIKE $4 OR p.name_ka ILIKE $4)`,
    rank: `ts_rank(p.search_document, search.q)`,
    params: [words, own, guessable, likePattern(keyword)],
  };
}

function baseOf(filter: ProductFilter): { from?: string; where: string; rank: string; params: unknown[] } {
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

/** a list's products best match first (a search), the newest first among equals */
const BEST_FIRST = 'rank DESC, p.created_at DESC, p.id DESC';

/** the products of a list: for a search best match first, the newest first among equals (all of them for no keyword) */
export async function listCandidates(db: Queryable, filter: ProductFilter, lang: Lang): Promise<Candidate[]> {
  const base = baseOf(filter);
  const { rows } = await db.query<Omit<Candidate, 'specs'> & { filter_specs: StoredSpec[] }>(
    `SELECT p.id, (coalesce(p.discounted, p.price) * 100)::int AS price, p.live_stock > 0 AS in_stock, ${base.rank}::float8 AS rank, p.filter_specs,
            p.compatibility, p.audience
     FROM products p${base.from ? `, ${base.from}` : ''} WHERE p.visible AND ${base.where} ORDER BY ${BEST_FIRST}`,
    base.params,
  );
  const filterable = new Set<string>(FACET_KEYS);
  return rows.map(({ filter_specs: specs, ...candidate }) => ({
    ...candidate,
    specs: specs
      .filter((spec) => filterable.has(spec.key))
      .map((spec) => ({
        key: spec.key,
        code: spec.code,
        number: spec.number,
        label: lang === 'ka' ? (spec.label_ka ?? spec.label_en) : spec.label_en,
        value: lang === 'ka' ? (spec.value_ka ?? spec.value_en) : spec.value_en,
      })),
  }));
}

/**
 * The products a search matches, best first (the newest first among equals): only their ids and how
 * well they match. The rest of what a list needs comes from the catalogue cache (every product's
 * candidate and row), so a search costs the database one query with a small answer.
 */
export async function searchMatches(db: Queryable, keyword: string): Promise<{ id: number; rank: number }[]> {
  const search = searchSql(keyword);
  const { rows } = await db.query<{ id: number; rank: number }>(
    `SELECT p.id, ${search.rank}::float8 AS rank FROM products p, ${search.from} WHERE p.visible AND ${search.where} ORDER BY ${BEST_FIRST}`,
    search.params,
  );
  return rows;
}
