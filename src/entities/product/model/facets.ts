import type { Answer } from '@/shared/api';
import { fields, list, text, toAmount, wholeNumber } from '@/shared/lib';
import { isFilter } from './listArgs';

/** `facets` as our server sends it beside a list */
type FacetsAnswer = NonNullable<Answer<'/api/products/{slug}', 'get'>['facets']>;
type SpecAnswer = FacetsAnswer['specs'][number];
type RangeAnswer = FacetsAnswer['ranges'][number];

/** One value of a specification filter, with how many products it would leave (other filters applied). */
export interface FacetValue {
  code: string;
  value: string;
  count: number;
}

export interface SpecFacet {
  /** also the filter's name in the address: ?aperture=70,90 */
  key: string;
  label: string;
  values: FacetValue[];
}

/**
 * A measurement to filter by as a range (price in lari, aperture and focal length in mm, payload in kg),
 * `{key}_min`/`{key}_max` in the address: `min`/`max` span what the other filters keep, on `step`s.
 */
export interface RangeFacet {
  key: string;
  label: string;
  unit: string;
  step: number;
  min: number;
  max: number;
}

/** The filters our server offers beside a list (absent from a contract-only server's answer). */
export interface Facets {
  price: { min: number; max: number } | null;
  /** products in stock, the other filters applied */
  inStock: number;
  specs: SpecFacet[];
  /** empty from a server without ranges: the price then comes from `price` alone */
  ranges: RangeFacet[];
  /** the list holds what fits a telescope (accessories, mounts): it offers "fits my telescope" */
  fitsTelescope: boolean;
}

/** the ranges a list answer offers, skipping any the address could not carry */
function normalizeRanges(raw: unknown): RangeFacet[] {
  return list(raw).flatMap((entry) => {
    const range = fields<RangeAnswer>(entry);
    const key = text(range.key);
    const [min, max, step] = [range.min, range.max, range.step].map(toAmount);
    if (!key || !isFilter(`${key}_min`) || min === null || max === null) return [];
    return [
      {
        key,
        label: text(range.label) ?? key,
        unit: text(range.unit) ?? '',
        step: step && step > 0 ? step : 1,
        min,
        max,
      },
    ];
  });
}

/** `facets` of a list answer; null when the server sent none: the storefront then shows no filters. */
export function normalizeFacets(raw: unknown): Facets | null {
  if (raw === null || typeof raw !== 'object') return null;
  const facets = fields<FacetsAnswer>(raw);
  const price = fields<NonNullable<FacetsAnswer['price']>>(facets.price);
  const min = toAmount(price.min);
  const max = toAmount(price.max);
  return {
    price: min !== null && max !== null ? { min, max } : null,
    inStock: Math.max(0, wholeNumber(facets.in_stock)),
    specs: list(facets.specs).flatMap((entry) => {
      const facet = fields<SpecAnswer>(entry);
      const key = text(facet.key);
      // a filter the storefront does not read from its address could be offered, but never applied
      if (!key || !isFilter(key)) return [];
      const values = list(facet.values).flatMap((item) => {
        const value = fields<SpecAnswer['values'][number]>(item);
        const code = text(value.code);
        return code ? [{ code, value: text(value.value) ?? code, count: Math.max(0, wholeNumber(value.count)) }] : [];
      });
      return values.length > 0 ? [{ key, label: text(facet.label) ?? key, values }] : [];
    }),
    ranges: normalizeRanges(facets.ranges),
    fitsTelescope: facets.fits_telescope === true,
  };
}
