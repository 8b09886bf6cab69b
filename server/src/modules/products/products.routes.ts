import type { ShopRoutes } from '../../app/shop';
import {
  FACET_KEYS,
  PRODUCTS_PER_PAGE,
  RANGE_FACETS,
  RANGE_KEYS,
  SEARCH_SORTS,
  SORTS,
  type ProductFilter,
  type ProductSort,
  type RangeKey,
} from '../../domain/catalogue';
import { ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { toTetri } from '../../domain/money';
import { translations } from '../../domain/translations';
import * as s from '../../http/schemas';
import { fits } from '../../domain/fit';
import { fitsParameter } from '../telescopes/telescopes.schemas';
import { fitSubjectOf } from '../telescopes/telescopes.service';
import { findProduct, insteadOfNothing, productList, relatedProducts, suggestions } from './products.service';
import type { FitSubject, ListFilters } from './facets.service';
import { FITTING_SHOWN, fitAnswer, telescopeNames, type Fitting } from './fitting.service';
import { lari, page, presentCategoryRef, presentWithInstallment } from '../catalogue/present.service';

// The two lists that are not categories; they answer a category-like header of their own.
const SPECIAL_LISTS = {
  outlet: { name_en: 'Outlet', name_ka: 'აუთლეტი' },
  'weekly-promotion': { name_en: 'Weekly promotion', name_ka: 'კვირის აქცია' },
} as const;
type SpecialList = keyof typeof SPECIAL_LISTS;

function isSpecial(slug: string): slug is SpecialList {
  return Object.hasOwn(SPECIAL_LISTS, slug);
}

/** the ranges besides the price (whose price_min and price_max came first) */
const MEASURED = RANGE_KEYS.filter((key) => key !== 'price') as Exclude<RangeKey, 'price'>[];

type FilterQuery = { price_min?: number; price_max?: number; in_stock: boolean; fits?: string } & Partial<
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

function filtersOf(query: FilterQuery, fits: FitSubject | null): ListFilters {
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
function filtersKey(filters: ListFilters): string {
  const specs = [...filters.specs].map(([key, codes]) => `${key}=${[...codes].sort().join(',')}`).sort();
  const ranges = [...filters.ranges].map(([key, { min, max }]) => `${key}=${min}..${max}`).sort();
  return [filters.priceMin, filters.priceMax, filters.inStock, filters.fits?.key, ...specs, ...ranges].join(' ');
}

const productRoutes: ShopRoutes = async (app, { db, catalogue, settings: { loanTerms } }) => {
  /** the query's filters, the product or telescope its `fits` names */
  const filtersFrom = async (query: FilterQuery) =>
    filtersOf(query, query.fits === undefined ? null : await fitSubjectOf({ db, catalogue }, query.fits));

  /** a product fitting another, with how it fits */
  const presentFitting = async (lang: Lang, { row, verdict }: Fitting) => ({
    ...presentWithInstallment(lang, row, loanTerms),
    fit: fitAnswer(verdict, (await catalogue.productsById()).values()),
  });

  /** a page of a list, its filters applied, with the facets beside it */
  const list = async (
    lang: Lang,
    filter: ProductFilter,
    filters: ListFilters,
    sort: ProductSort,
    pageNumber: number,
  ) => {
    const { rows, total, facets } = await productList({ db, catalogue }, lang, filter, filters, sort, pageNumber);
    const subject = filters.fits?.compatibility ?? null;
    return {
      data: page(
        await Promise.all(
          rows.map((row) => {
            const verdict = subject && fits(subject, row.compatibility);
            return verdict ? presentFitting(lang, { row, verdict }) : presentWithInstallment(lang, row, loanTerms);
          }),
        ),
        pageNumber,
        PRODUCTS_PER_PAGE,
        total,
      ),
      facets,
    };
  };

  app.get(
    '/api/products/:slug',
    {
      schema: {
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
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { sort, page: pageNumber } = request.query;
      const filters = await filtersFrom(request.query);
      const { lang } = request;
      const answer = await catalogue.answer(
        `list ${lang} ${slug} ${sort} ${pageNumber} ${filtersKey(filters)}`,
        async () => {
          if (isSpecial(slug)) {
            return {
              ...(await list(lang, { kind: slug }, filters, sort, pageNumber)),
              category: { id: 0, slug, translations: translations(lang, SPECIAL_LISTS[slug], ['name']) },
            };
          }
          const tree = await catalogue.categories();
          const category = tree.find(slug);
          if (!category) throw new ShopError(404, 'category_not_found');
          // a category's list includes the products of all its descendants
          const categoryIds = [category.id, ...tree.descendants(category.id).map((row) => row.id)];
          return {
            ...(await list(lang, { kind: 'category', categoryIds }, filters, sort, pageNumber)),
            category: presentCategoryRef(lang, category),
          };
        },
      );
      return answer.send(request, reply);
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
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
      },
    },
    async (request) => {
      const { keyword, sort, page: pageNumber } = request.query;
      const { lang } = request;
      const trimmed = keyword.trim();
      const answer = await list(
        lang,
        { kind: 'search', keyword: trimmed },
        await filtersFrom(request.query),
        sort,
        pageNumber,
      );
      if (answer.data.total > 0 || trimmed === '') return answer;
      const instead = await insteadOfNothing(db, trimmed, lang);
      return {
        ...answer,
        suggestions: {
          spellings: instead.spellings,
          categories: instead.categories,
          best_sellers: instead.bestSellers.map((row) => presentWithInstallment(lang, row, loanTerms)),
        },
      };
    },
  );

  app.get(
    '/api/search/suggest',
    {
      schema: {
        summary:
          'Suggestions while the shopper types: products and categories; when neither matches, words the keyword may have meant',
        querystring: {
          type: 'object',
          required: ['q'],
          properties: { q: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: { 200: s.suggestions, ...s.failures },
      },
    },
    async (request) => {
      const keyword = request.query.q.trim();
      const { lang } = request;
      const { products, categories, spellings } = await suggestions(db, keyword, lang);
      return {
        products: products.map((row) => ({
          ...row,
          price: lari(row.price),
          discounted: row.discounted === null ? null : lari(row.discounted),
        })),
        categories,
        spellings,
      };
    },
  );

  app.get(
    '/api/product/:slug',
    {
      schema: {
        summary: 'One product, with its specifications and monthly installment price',
        params: s.slugParams,
        description: 'Beside `data`, `category` names the category the product is filed under (for the breadcrumb).',
        response: {
          200: s.answer({ data: s.product, category: s.categoryRef }),
          ...s.notModified,
          ...s.failures,
        },
      },
    },
    async (request, reply) => {
      const { lang } = request;
      const answer = await catalogue.answer(`product ${lang} ${request.params.slug}`, async () => {
        const product = await findProduct(db, request.params.slug);
        if (!product) throw new ShopError(404, 'product_not_found');
        const category = (await catalogue.categories()).get(product.category_id);
        return {
          data: presentWithInstallment(lang, product, loanTerms),
          ...(category && { category: presentCategoryRef(lang, category) }),
        };
      });
      return answer.send(request, reply);
    },
  );

  app.get(
    '/api/telescopes',
    {
      schema: {
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
      },
    },
    async (request, reply) => {
      const { lang } = request;
      const answer = await catalogue.answer(`telescopes ${lang}`, async () => ({
        data: telescopeNames((await catalogue.productsById()).values(), lang),
      }));
      return answer.send(request, reply);
    },
  );

  app.get(
    '/api/product/:slug/related',
    {
      schema: {
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
      },
    },
    async (request, reply) => {
      const { lang } = request;
      const answer = await catalogue.answer(`related ${lang} ${request.params.slug}`, async () => {
        const product = await findProduct(db, request.params.slug);
        if (!product) throw new ShopError(404, 'product_not_found');
        const related = await relatedProducts({ db, catalogue }, product, lang);
        return {
          data: {
            accessories: await Promise.all(related.accessories.map((fitting) => presentFitting(lang, fitting))),
            similar: related.similar.map((row) => presentWithInstallment(lang, row, loanTerms)),
            telescopes: await Promise.all(related.telescopes.map((fitting) => presentFitting(lang, fitting))),
            telescopes_total: related.telescopesTotal,
          },
        };
      });
      return answer.send(request, reply);
    },
  );
};

export default productRoutes;
