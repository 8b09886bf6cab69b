// How the catalogue's lists are asked for: which products, in which order, filtered by what, so many a
// page. The routes' schemas, the services and the queries all speak of lists in these words.

export const PRODUCTS_PER_PAGE = 12;
export const SORTS = ['date-desc', 'date-asc', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
/** a search can also be ordered by how well each product matches, its default */
export const SEARCH_SORTS = ['relevance', ...SORTS] as const;
export type ProductSort = (typeof SEARCH_SORTS)[number];

/** which products a list shows, before the shopper's filters */
export type ProductFilter =
  | { kind: 'category'; categoryIds: number[] }
  | { kind: 'outlet' }
  | { kind: 'weekly-promotion' }
  | { kind: 'search'; keyword: string };

/** the specifications shoppers filter by, in the order the filters show them */
export const FACET_KEYS = [
  'design',
  'aperture',
  'focal_length',
  'mount',
  'brand',
  'magnification',
  'objective',
  'barrel',
  'sensor',
] as const;

/**
 * Measurements a list offers as a range (a lowest and highest value, moved in steps) rather than a
 * checkbox a value: 21 apertures are one slider. `price` is what the shopper pays, in lari; the others
 * a specification's number (payload: a mount's, from its compatibility). Each is filtered by
 * `{key}_min` and `{key}_max`, both ends included.
 */
export const RANGE_FACETS = {
  price: { unit: '₾', step: 10, label: { en: 'Price', ka: 'ფასი' } },
  aperture: { unit: 'mm', step: 10, label: { en: 'Aperture', ka: 'აპერტურა' } },
  focal_length: { unit: 'mm', step: 50, label: { en: 'Focal length', ka: 'ფოკუსური მანძილი' } },
  payload: { unit: 'kg', step: 1, label: { en: 'Payload capacity', ka: 'ტვირთამწეობა' } },
} as const;
export type RangeKey = keyof typeof RANGE_FACETS;
export const RANGE_KEYS = Object.keys(RANGE_FACETS) as RangeKey[];
