import type { Candidate, CandidateSpec } from './productList.repository';
import { FACET_KEYS, RANGE_FACETS, RANGE_KEYS, type RangeKey } from '../../domain/catalogue';
import { filterValueLabel } from '../../domain/filterValues';
import { fits, type Fittable } from '../../domain/fit';
import type { Lang } from '../../domain/language';
import { toLari, toTetri } from '../../domain/money';
import { MEASURED, type FilterQuery } from './products.schemas';

// The shopper's filters over a list, and the facets beside it. Standard faceting: a facet's counts
// apply every OTHER filter, so a shopper sees how many products each value would leave.

export interface ListFilters {
  /** what the shopper pays, in tetri, both ends included */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  /** specification key -> the codes any of which a product must have */
  specs: Map<string, Set<string>>;
  /** only what fits this product or telescope, or would with what it `needs` (domain/fit.ts); null: no such filter */
  fits: FitSubject | null;
  /** measurements within a range, both ends included (`aperture_min`...; the price is priceMin/priceMax) */
  ranges: Map<Exclude<RangeKey, 'price'>, { min: number | null; max: number | null }>;
}

/** a candidate's number for a range facet: the price paid in lari, a specification's, a mount's payload */
function numberOf(candidate: Candidate, key: RangeKey): number | null {
  if (key === 'price') return toLari(candidate.price);
  if (key === 'payload') return candidate.compatibility?.role === 'mount' ? candidate.compatibility.payload : null;
  return candidate.specs.find((spec) => spec.key === key)?.number ?? null;
}

/** what a list's `fits` filter names: a product of ours, or a telescope we do not sell */
export interface FitSubject {
  /** the filter as one value (a cache key's part): the product's slug, `ref:{slug}`, `own:{figures}` */
  key: string;
  compatibility: Fittable | null;
}

type Facet = 'price' | 'in_stock' | string;

/**
 * The filter values a product's specification answers to: its own, and for an accessory with both skirts
 * (`1.25" / 2"`) each of its sizes too, so ticking 2" keeps the dual-barrel eyepiece (it fits a 2" focuser).
 */
function codesOf(candidate: Candidate, spec: CandidateSpec): string[] {
  const fit = candidate.compatibility;
  if (spec.key !== 'barrel' || fit?.role !== 'accessory') return [spec.code];
  return [...new Set([spec.code, ...fit.barrel.map(String)])];
}

function passes(candidate: Candidate, filters: ListFilters, except?: Facet): boolean {
  // what the list is about, like its category: never a facet of its own
  if (filters.fits && !fits(filters.fits.compatibility, candidate.compatibility)) return false;
  if (except !== 'price' && filters.priceMin !== null && candidate.price < filters.priceMin) return false;
  if (except !== 'price' && filters.priceMax !== null && candidate.price > filters.priceMax) return false;
  if (except !== 'in_stock' && filters.inStock && !candidate.in_stock) return false;
  for (const [key, range] of filters.ranges) {
    if (key === except) continue;
    const value = numberOf(candidate, key);
    if (value === null || (range.min !== null && value < range.min) || (range.max !== null && value > range.max))
      return false;
  }
  for (const [key, codes] of filters.specs) {
    if (key === except || codes.size === 0) continue;
    const spec = candidate.specs.find((s) => s.key === key);
    if (!spec || !codesOf(candidate, spec).some((code) => codes.has(code))) return false;
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

export interface RangeFacet {
  key: RangeKey;
  label: string;
  unit: string;
  /** what a slider moves by; min and max are on its steps (the lowest rounded down, the highest up) */
  step: number;
  min: number;
  max: number;
  /** the shopper's ends, null where none is set */
  selected_min: number | null;
  selected_max: number | null;
}

export interface Facets {
  /** the lowest and highest price (lari) among the products the other filters keep; null: none */
  price: { min: number; max: number } | null;
  /** how many products the other filters keep that are in stock */
  in_stock: number;
  specs: SpecFacet[];
  /** measurements as ranges (RANGE_FACETS), each over the products the other filters keep */
  ranges: RangeFacet[];
  /** some of the list's products (whatever the filters) fit a telescope: a `fits` filter by telescope narrows it */
  fits_telescope: boolean;
}

/** an accessory or a mount: what a telescope takes (domain/fit.ts) */
const fitsATelescope = (candidate: Candidate) =>
  candidate.compatibility?.role === 'accessory' || candidate.compatibility?.role === 'mount';

function rangeFacet(candidates: Candidate[], filters: ListFilters, key: RangeKey, lang: Lang): RangeFacet | null {
  const { unit, step, label } = RANGE_FACETS[key];
  const selected =
    key === 'price'
      ? {
          min: filters.priceMin === null ? null : toLari(filters.priceMin),
          max: filters.priceMax === null ? null : toLari(filters.priceMax),
        }
      : (filters.ranges.get(key) ?? { min: null, max: null });
  const values = candidates
    .filter((candidate) => passes(candidate, filters, key))
    .map((candidate) => numberOf(candidate, key))
    .filter((value): value is number => value !== null);
  const chosen = selected.min !== null || selected.max !== null;
  // one value to choose from filters nothing, unless the shopper set an end
  if (new Set(values).size < 2 && !chosen) return null;
  return {
    key,
    label: label[lang],
    unit,
    step,
    min: values.length === 0 ? 0 : Math.floor(Math.min(...values) / step) * step,
    max: values.length === 0 ? 0 : Math.ceil(Math.max(...values) / step) * step,
    selected_min: selected.min,
    selected_max: selected.max,
  };
}

function specFacet(candidates: Candidate[], filters: ListFilters, key: string, lang: Lang): SpecFacet | null {
  const selected = filters.specs.get(key) ?? new Set<string>();
  const values = new Map<string, FacetValue & { number: number | null }>();
  let label = '';
  for (const candidate of candidates) {
    const spec = candidate.specs.find((s) => s.key === key);
    if (!spec) continue;
    label = spec.label;
    const entry = values.get(spec.code) ?? {
      code: spec.code,
      // a listed value by the list's name, not by the first product's wording
      value: filterValueLabel(key, spec.code, lang) ?? spec.value,
      number: spec.number,
      count: 0,
      selected: selected.has(spec.code),
    };
    values.set(spec.code, entry);
  }
  // a product counts under every value it answers to (codesOf) that the list shows
  for (const candidate of candidates) {
    const spec = candidate.specs.find((s) => s.key === key);
    if (!spec || !passes(candidate, filters, key)) continue;
    for (const code of codesOf(candidate, spec)) {
      const entry = values.get(code);
      if (entry) entry.count += 1;
    }
  }
  // one value to choose from filters nothing, unless the shopper chose it
  if (values.size < 2 && selected.size === 0) return null;
  const ordered = [...values.values()].sort((a, b) =>
    a.number !== null && b.number !== null ? a.number - b.number : a.value.localeCompare(b.value),
  );
  return { key, label, values: ordered.map(({ number: _number, ...value }) => value) };
}

export function facetsOf(candidates: Candidate[], filters: ListFilters, lang: Lang): Facets {
  const priced = candidates
    .filter((candidate) => passes(candidate, filters, 'price'))
    .map((candidate) => candidate.price);
  return {
    price: priced.length === 0 ? null : { min: toLari(Math.min(...priced)), max: toLari(Math.max(...priced)) },
    in_stock: candidates.filter((candidate) => candidate.in_stock && passes(candidate, filters, 'in_stock')).length,
    specs: FACET_KEYS.map((key) => specFacet(candidates, filters, key, lang)).filter(
      (facet): facet is SpecFacet => facet !== null,
    ),
    ranges: RANGE_KEYS.map((key) => rangeFacet(candidates, filters, key, lang)).filter(
      (facet): facet is RangeFacet => facet !== null,
    ),
    fits_telescope: candidates.some(fitsATelescope),
  };
}

export function filtersOf(query: FilterQuery, fits: FitSubject | null): ListFilters {
  const specs = new Map<string, Set<string>>();
  for (const key of FACET_KEYS) {
    const codes = (query[key] ?? '').split(',').filter(Boolean);
    if (codes.length > 0) specs.set(key, new Set(codes));
  }
  return {
    priceMin: query.price_min === undefined ? null : toTetri(query.price_min),
    priceMax: query.price_max === undefined ? null : toTetri(query.price_max),
    inStock: query.in_stock,
    specs,
    fits,
    ranges: new Map(
      MEASURED.flatMap((key) => {
        const [min, max] = [query[`${key}_min`] ?? null, query[`${key}_max`] ?? null];
        return min === null && max === null ? [] : [[key, { min, max }] as const];
      }),
    ),
  };
}

/** the same filters, written the same way whatever the order of the address: a cache key */
export function filtersKey(filters: ListFilters): string {
  const specs = [...filters.specs].map(([key, codes]) => `${key}=${[...codes].sort().join(',')}`).sort();
  const ranges = [...filters.ranges].map(([key, { min, max }]) => `${key}=${min}..${max}`).sort();
  return [filters.priceMin, filters.priceMax, filters.inStock, filters.fits?.key, ...specs, ...ranges].join(' ');
}
