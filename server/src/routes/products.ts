import {
  findProduct,
  PRODUCTS_PER_PAGE,
  SEARCH_SORTS,
  sortedPage,
  SORTS,
  type ProductRow,
  type ProductSort,
} from '../db/queries/catalogue';
import { FACET_KEYS, listCandidates, searchMatches, type Candidate, type ProductFilter } from '../db/queries/productList';
import { fittingAccessoryIds, similarProductIds } from '../db/queries/related';
import { suggestCategories, suggestProducts, suggestSpellings } from '../db/queries/search';
import type { ShopRoutes } from '../app/shop';
import { ShopError } from '../domain/errors';
import type { Lang } from '../domain/language';
import * as s from '../http/schemas';
import { applyFilters, facetsOf, type ListFilters } from '../shop/facets';
import { monthlyPayment } from '../domain/installments';
import { toLari, toTetri } from '../domain/money';
import { lari, page, presentProduct } from '../shop/present';
import { translations } from '../domain/translations';

// The two lists that are not categories; they answer a category-like header of their own.
const SPECIAL_LISTS = {
  outlet: { name_en: 'Outlet', name_ka: 'აუთლეტი' },
  'weekly-promotion': { name_en: 'Weekly promotion', name_ka: 'კვირის აქცია' },
} as const;
type SpecialList = keyof typeof SPECIAL_LISTS;

function isSpecial(slug: string): slug is SpecialList {
  return Object.hasOwn(SPECIAL_LISTS, slug);
}

type FilterQuery = { price_min?: number; price_max?: number; in_stock: boolean } & Partial<Record<(typeof FACET_KEYS)[number], string>>;

/** the list call's filter parameters: they are the validation and the OpenAPI document at once */
const filterQuery = {
  price_min: { type: 'number', minimum: 0, maximum: 1000000, description: 'lari; what the shopper pays (the discounted price when discounted)' },
  price_max: { type: 'number', minimum: 0, maximum: 1000000, description: 'lari, included' },
  in_stock: { type: 'boolean', default: false, description: 'only products with live stock' },
  ...Object.fromEntries(
    FACET_KEYS.map((key) => [
      key,
      { type: 'string', maxLength: 500, pattern: '^([a-z0-9][a-z0-9.-]*(,[a-z0-9][a-z0-9.-]*)*)?$', description: `comma-separated codes of the ${key} facet's values (any of them)` },
    ]),
  ),
} as const;

function filtersOf(query: FilterQuery): ListFilters {
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
  };
}

/** the same filters, written the same way whatever the order of the address: a cache key */
function filtersKey(filters: ListFilters): string {
  const specs = [...filters.specs].map(([key, codes]) => `${key}=${[...codes].sort().join(',')}`).sort();
  return [filters.priceMin, filters.priceMax, filters.inStock, ...specs].join(' ');
}

const productRoutes: ShopRoutes = async (app, { db, catalogue, settings: { loanTerms } }) => {

  /** a product as the contract shows it, with its monthly price on the shop's BOG loan terms */
  const present = (lang: Lang, row: ProductRow) => {
    const monthly = monthlyPayment(toTetri(row.discounted ?? row.price), loanTerms);
    return {
      ...presentProduct(lang, row),
      installment: monthly === null ? null : { months: loanTerms.months, monthly: toLari(monthly) },
    };
  };

  /**
   * The products a list starts from. A search is never cached as a whole answer (any keyword can be
   * asked), so its one query finds only ids and ranks; each product's price, stock and specifications
   * come from the catalogue cache.
   */
  const candidatesOf = async (lang: Lang, filter: ProductFilter): Promise<Candidate[]> => {
    if (filter.kind !== 'search' || filter.keyword === '') return listCandidates(db, filter, lang);
    const [matches, all] = await Promise.all([searchMatches(db, filter.keyword), catalogue.candidatesById(lang)]);
    return matches.flatMap(({ id, rank }) => {
      const candidate = all.get(id);
      return candidate ? [{ ...candidate, rank }] : [];
    });
  };

  /** one page of the kept products: in the order of their ids from the catalogue cache, else sorted by the database */
  const pageOf = async (ids: number[], sort: ProductSort, pageNumber: number, lang: Lang): Promise<ProductRow[]> => {
    if (sort !== 'relevance') return sortedPage(db, ids, { sort, page: pageNumber, lang, perPage: PRODUCTS_PER_PAGE });
    const products = await catalogue.productsById();
    const start = (pageNumber - 1) * PRODUCTS_PER_PAGE;
    return ids.slice(start, start + PRODUCTS_PER_PAGE).flatMap((id) => products.get(id) ?? []);
  };

  /** a page of a list, its filters applied, with the facets beside it */
  const list = async (lang: Lang, filter: ProductFilter, filters: ListFilters, sort: ProductSort, pageNumber: number) => {
    const candidates = await candidatesOf(lang, filter);
    const kept = applyFilters(candidates, filters);
    const rows = await pageOf(
      kept.map((candidate) => candidate.id),
      sort,
      pageNumber,
      lang,
    );
    return {
      data: page(
        rows.map((row) => present(lang, row)),
        pageNumber,
        PRODUCTS_PER_PAGE,
        kept.length,
      ),
      facets: facetsOf(candidates, filters),
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
        querystring: s.pageQuery(PRODUCTS_PER_PAGE, { sort: { type: 'string', enum: SORTS, default: 'date-desc' }, ...filterQuery }),
        response: {
          200: s.answer({
            data: s.pageOf(s.product),
            facets: s.facets,
            category: s.answer({
              id: { type: 'integer', description: '0 for outlet and weekly-promotion' },
              slug: s.category.properties.slug,
              translations: s.category.properties.translations,
            }),
          }),
          ...s.notModified,
          ...s.failures,
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { sort, page: pageNumber } = request.query;
      const filters = filtersOf(request.query);
      const { lang } = request;
      const answer = await catalogue.answer(`list ${lang} ${slug} ${sort} ${pageNumber} ${filtersKey(filters)}`, async () => {
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
          category: { id: category.id, slug: category.slug, translations: translations(lang, category, ['name']) },
        };
      });
      return answer.send(request, reply);
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
        summary: `Search products in either language over name, category, specifications and description, typos tolerated (${PRODUCTS_PER_PAGE} per page, best match first)`,
        description: 'Takes the same filter parameters as a category list and answers `facets` beside `data` likewise.',
        querystring: s.pageQuery(PRODUCTS_PER_PAGE, {
          keyword: { type: 'string', maxLength: 100, default: '' },
          sort: { type: 'string', enum: SEARCH_SORTS, default: 'relevance' },
          ...filterQuery,
        }),
        response: { 200: s.answer({ data: s.pageOf(s.product), facets: s.facets }), ...s.failures },
      },
    },
    async (request) => {
      const { keyword, sort, page: pageNumber } = request.query;
      return list(request.lang, { kind: 'search', keyword: keyword.trim() }, filtersOf(request.query), sort, pageNumber);
    },
  );

  app.get(
    '/api/search/suggest',
    {
      schema: {
        summary: 'Suggestions while the shopper types: products and categories; when neither matches, words the keyword may have meant',
        querystring: { type: 'object', required: ['q'], properties: { q: { type: 'string', minLength: 1, maxLength: 100 } } },
        response: { 200: s.suggestions, ...s.failures },
      },
    },
    async (request) => {
      const keyword = request.query.q.trim();
      const { lang } = request;
      const [products, categories] = await Promise.all([suggestProducts(db, keyword, lang), suggestCategories(db, keyword, lang)]);
      const nothing = products.length === 0 && categories.length === 0;
      return {
        products: products.map((row) => ({ ...row, price: lari(row.price), discounted: row.discounted === null ? null : lari(row.discounted) })),
        categories,
        spellings: nothing && keyword !== '' ? await suggestSpellings(db, keyword) : [],
      };
    },
  );

  app.get(
    '/api/product/:slug',
    { schema: { summary: 'One product, with its specifications and monthly installment price', params: s.slugParams, response: { 200: s.dataOf(s.product), ...s.notModified, ...s.failures } } },
    async (request, reply) => {
      const { lang } = request;
      const answer = await catalogue.answer(`product ${lang} ${request.params.slug}`, async () => {
        const product = await findProduct(db, request.params.slug);
        if (!product) throw new ShopError(404, 'product_not_found');
        return { data: present(lang, product) };
      });
      return answer.send(request, reply);
    },
  );

  app.get(
    '/api/product/:slug/related',
    {
      schema: {
        summary: "A product's company: accessories that fit it and similar products",
        params: s.slugParams,
        response: {
          200: s.dataOf(s.answer({ accessories: { type: 'array', items: s.product }, similar: { type: 'array', items: s.product } })),
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
        const [accessories, similar] = await Promise.all([fittingAccessoryIds(db, product.id), similarProductIds(db, product.id)]);
        const rows = async (ids: number[]) => sortedPage(db, ids, { sort: 'relevance', page: 1, lang, perPage: ids.length });
        return {
          data: {
            accessories: (await rows(accessories)).map((row) => present(lang, row)),
            similar: (await rows(similar)).map((row) => present(lang, row)),
          },
        };
      });
      return answer.send(request, reply);
    },
  );
};

export default productRoutes;
