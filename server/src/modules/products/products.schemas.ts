import {
  FACET_KEYS,
  PRODUCTS_PER_PAGE,
  RANGE_FACETS,
  RANGE_KEYS,
  SEARCH_SORTS,
  SORTS,
  type RangeKey,
} from '../../domain/catalogue';
import * as s from '../../http/schemas';
import { fitsParameter } from '../telescopes/telescopes.schemas';
import { FITTING_SHOWN } from './fitting.service';

// The products' API as the OpenAPI document shows it: each route's schema validates its request and shapes its answer,
// and the types of a route's query and reply derive from it.

/** the ranges besides the price (whose price_min and price_max came first) */
export const MEASURED = RANGE_KEYS.filter((key) => key !== 'price') as Exclude<RangeKey, 'price'>[];

export type FilterQuery = { price_min?: number; price_max?: number; in_stock: boolean; fits?: string } & Partial<
  Record<(typeof FACET_KEYS)[number], string>
> &
  Partial<Record<`${(typeof MEASURED)[number]}_${'min' | 'max'}`, number>>;

/** the list call's filter parameters: they are the validation and the OpenAPI document at once */
const filterQuery = {
  price_min: {
    type: 'number',
    minimum: 0,
    maximum: 1000000,
    description: 'lari; what the shopper pays (the discounted price when discounted)',
  },
  price_max: { type: 'number', minimum: 0, maximum: 1000000, description: 'lari, included' },
  in_stock: { type: 'boolean', default: false, description: 'only products with live stock' },
  fits: fitsParameter,
  ...Object.fromEntries(
    MEASURED.flatMap((key) =>
      (['min', 'max'] as const).map((end) => [
        `${key}_${end}`,
        {
          type: 'number',
          minimum: 0,
          maximum: 1000000,
          description: `${RANGE_FACETS[key].unit}, included: the ${end === 'min' ? 'lowest' : 'highest'} ${key}`,
        },
      ]),
    ),
  ),
  ...Object.fromEntries(
    FACET_KEYS.map((key) => [
      key,
      {
        type: 'string',
        maxLength: 500,
        pattern: '^([a-z0-9][a-z0-9.-]*(,[a-z0-9][a-z0-9.-]*)*)?$',
        description: `comma-separated codes of the ${key} facet's values (any of them)`,
      },
    ]),
  ),
} as const;

/** a category's or special list's products */
export const productListSchema = {
  summary: `A category's products, its descendants' included (${PRODUCTS_PER_PAGE} per page); slug "outlet": discounted products, "weekly-promotion": this week's promotion`,
  description:
    'Filter parameters narrow the list; the answer carries `facets` beside `data`: the price range, the count in stock and each specification value with its product count, each facet counting with all the OTHER filters applied.',
  params: s.slugParams,
  querystring: s.pageQuery(PRODUCTS_PER_PAGE, {
    sort: { type: 'string', enum: SORTS, default: 'date-desc' },
    ...filterQuery,
  }),
  response: {
    200: s.answer({
      data: s.pageOf(s.product),
      facets: s.facets,
      category: s.categoryRef,
    }),
    ...s.notModified,
    ...s.failures,
  },
} as const;

/** the search */
export const searchSchema = {
  summary: `Search products in either language over name, category, specifications and description, typos tolerated (${PRODUCTS_PER_PAGE} per page, best match first)`,
  description:
    'Takes the same filter parameters as a category list and answers `facets` beside `data` likewise. The keyword is read for its meaning too: lengths in any unit (`2"`, `2 inch`, `2-inch`, `2 in`, `50.8 mm`, `2 ინჩი` are one; `8 inch` matches a 200 or 203 mm aperture), who a product is for (`for a child`, `ბავშვისთვის`, `kids`, `beginner`, `დამწყები`), and a kind of product for a telescope (`mount for 8 inch sct`, `sct mount`: the mounts that carry one, by the fit rules). A search that finds nothing answers `suggestions`.',
  querystring: s.pageQuery(PRODUCTS_PER_PAGE, {
    keyword: { type: 'string', maxLength: 100, default: '' },
    sort: { type: 'string', enum: SEARCH_SORTS, default: 'relevance' },
    ...filterQuery,
  }),
  response: {
    200: {
      ...s.answer({ data: s.pageOf(s.product), facets: s.facets }),
      properties: {
        data: s.pageOf(s.product),
        facets: s.facets,
        suggestions: {
          ...s.answer({
            spellings: {
              type: 'array',
              items: { type: 'string' },
              description: 'words the keyword may have meant',
            },
            categories: s.suggestions.properties.categories,
            best_sellers: { type: 'array', items: s.product },
          }),
          description: 'beyond the contract: only when a keyword found nothing',
        },
      },
    },
    ...s.failures,
  },
} as const;

/** suggestions while typing */
export const suggestSchema = {
  summary:
    'Suggestions while the shopper types: products and categories; when neither matches, words the keyword may have meant',
  querystring: {
    type: 'object',
    required: ['q'],
    properties: { q: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  response: { 200: s.suggestions, ...s.failures },
} as const;

/** one product */
export const productSchema = {
  summary: 'One product, with its specifications and monthly installment price',
  params: s.slugParams,
  description: 'Beside `data`, `category` names the category the product is filed under (for the breadcrumb).',
  response: {
    200: s.answer({ data: s.product, category: s.categoryRef }),
    ...s.notModified,
    ...s.failures,
  },
} as const;

/** the telescopes by name */
export const telescopesSchema = {
  summary: "The catalogue's telescopes by name: what a list's `fits` filter takes, for a shopper to pick theirs",
  description:
    'Only slug and name (in the asked language), all of them at once: a few dozen. The lists whose `facets.fits_telescope` is true are narrowed by `fits={slug}`.',
  response: {
    200: s.dataOf({
      type: 'array',
      items: s.answer({ slug: s.slugParams.properties.slug, name: { type: 'string' } }),
    }),
    ...s.notModified,
    ...s.failures,
  },
} as const;

/** a product's company */
export const relatedSchema = {
  summary:
    "A product's company: what fits it (a telescope's accessories and mounts, an accessory's or mount's telescopes) and similar products",
  description:
    'What fits comes from one rule set: an accessory fits a focuser of its barrel size (a 1.25" one fits a 2" focuser through the adapter: `fit.verdict` "adapter"), collimators fit reflectors only, diagonals and binoviewers not Newtonians, flatteners refractors only; a mount fits a tube with a dovetail its saddle takes and a weight at most 70 % of its payload. `accessories` offers a mount only to a telescope sold without one, in stock, one of each kind in turn.',
  params: s.slugParams,
  response: {
    200: s.dataOf(
      s.answer({
        accessories: {
          type: 'array',
          items: s.product,
          description: `a telescope's: up to ${FITTING_SHOWN} accessories and mounts that fit it, each with \`fit\`; empty for others`,
        },
        similar: { type: 'array', items: s.product },
        telescopes: {
          type: 'array',
          items: s.product,
          description: `an accessory's or mount's: up to ${FITTING_SHOWN} telescopes it fits, each with \`fit\`; all of them: \`/api/products/telescopes?fits={slug}\``,
        },
        telescopes_total: { type: 'integer', description: 'how many telescopes it fits in all' },
      }),
    ),
    ...s.notModified,
    ...s.failures,
  },
} as const;
