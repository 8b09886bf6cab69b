import type { ShopRoutes } from '../../context';
import { PRODUCTS_PER_PAGE, type ProductFilter, type ProductSort } from '../../domain/catalogue';
import { ShopError } from '../../domain/errors';
import { fits } from '../../domain/fit';
import type { Lang } from '../../domain/language';
import { translations } from '../../domain/translations';
import { lari, page, presentCategoryRef, presentWithInstallment } from '../catalogue/present.service';
import { fitSubjectOf } from '../telescopes/telescopes.service';
import { filtersKey, filtersOf, type ListFilters } from './facets.service';
import { fitAnswer, telescopeNames, type Fitting } from './fitting.service';
import {
  type FilterQuery,
  productListSchema,
  productSchema,
  relatedSchema,
  searchSchema,
  suggestSchema,
  telescopesSchema,
} from './products.schemas';
import {
  findProduct,
  insteadOfNothing,
  isSpecial,
  productList,
  relatedProducts,
  SPECIAL_LISTS,
  suggestions,
} from './products.service';

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
      schema: productListSchema,
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
      schema: searchSchema,
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
      schema: suggestSchema,
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
      schema: productSchema,
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
      schema: telescopesSchema,
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
      schema: relatedSchema,
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
