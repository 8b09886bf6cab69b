import type { Candidate } from '../db/queries/productList';
import { FACET_KEYS } from '../domain/catalogue';
import { fits, type Compatibility } from '../domain/fit';
import { toLari } from '../domain/money';

// The shopper's filters over a list, and the facets beside it. Standard faceting: a facet's counts
// apply every OTHER filter, so a shopper sees how many products each value would leave.

export interface ListFilters {
  /** what the shopper pays, in tetri, both ends included */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  /** specification key -> the codes any of which a product must have */
  specs: Map<string, Set<string>>;
  /** only what fits this product (the rule set, domain/fit.ts); null: no such filter */
  fits: FitSubject | null;
}

/** the product a list's `fits` filter names */
export interface FitSubject {
  slug: string;
  compatibility: Compatibility | null;
}

type Facet = 'price' | 'in_stock' | string;

function passes(candidate: Candidate, filters: ListFilters, except?: Facet): boolean {
  // what the list is about, like its category: never a facet of its own
  if (filters.fits && !fits(filters.fits.compatibility, candidate.compatibility)) return false;
  if (except !== 'price' && filters.priceMin !== null && candidate.price < filters.priceMin) return false;
  if (except !== 'price' && filters.priceMax !== null && candidate.price > filters.priceMax) return false;
  if (except !== 'in_stock' && filters.inStock && !candidate.in_stock) return false;
  for (const [key, codes] of filters.specs) {
    if (key === except || codes.size === 0) continue;
    const spec = candidate.specs.find((s) => s.key === key);
    if (!spec || !codes.has(spec.code)) return false;
  }
  return true;
}

/** the candidates the filters keep, in their order */
export function applyFilters(candidates: Candidate[], filters: ListFilters): Candidate[] {
  return candidates.filter((candidate) => passes(candidate, filters));
}

export interface FacetValue {
  code: string;
  value: string;
  count: number;
  selected: boolean;
}

export interface SpecFacet {
  key: string;
  label: string;
  values: FacetValue[];
}

export interface Facets {
  /** the lowest and highest price (lari) among the products the other filters keep; null: none */
  price: { min: number; max: number } | null;
  /** how many products the other filters keep that are in stock */
  in_stock: number;
  specs: SpecFacet[];
}

function specFacet(candidates: Candidate[], filters: ListFilters, key: string): SpecFacet | null {
  const selected = filters.specs.get(key) ?? new Set<string>();
  const values = new Map<string, FacetValue & { number: number | null }>();
  let label = '';
  for (const candidate of candidates) {
    const spec = candidate.specs.find((s) => s.key === key);
    if (!spec) continue;
    label = spec.label;
    const entry = values.get(spec.code) ?? {
      code: spec.code,
      value: spec.value,
      number: spec.number,
      count: 0,
      selected: selected.has(spec.code),
    };
    if (passes(candidate, filters, key)) entry.count += 1;
    values.set(spec.code, entry);
  }
  // one value to choose from filters nothing, unless the shopper chose it
  if (values.size < 2 && selected.size === 0) return null;
  const ordered = [...values.values()].sort((a, b) =>
    a.number !== null && b.number !== null ? a.number - b.number : a.value.localeCompare(b.value),
  );
  return { key, label, values: ordered.map(({ number: _number, ...value }) => value) };
}

export function facetsOf(candidates: Candidate[], filters: ListFilters): Facets {
  const priced = candidates
    .filter((candidate) => passes(candidate, filters, 'price'))
    .map((candidate) => candidate.price);
  return {
    price: priced.length === 0 ? null : { min: toLari(Math.min(...priced)), max: toLari(Math.max(...priced)) },
    in_stock: candidates.filter((candidate) => candidate.in_stock && passes(candidate, filters, 'in_stock')).length,
    specs: FACET_KEYS.map((key) => specFacet(candidates, filters, key)).filter(
      (facet): facet is SpecFacet => facet !== null,
    ),
  };
}
