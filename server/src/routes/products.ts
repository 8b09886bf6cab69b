import {
  findProduct,
  productPage,
  PRODUCTS_PER_PAGE,
  SORTS,
  type ProductFilter,
  type ProductSort,
} from '../db/queries/catalogue';
import type { ShopRoutes } from '../http/context';
import { ShopError } from '../http/errors';
import type { Lang } from '../http/language';
import * as s from '../http/schemas';
import { page, presentProduct } from '../shop/present';
import { translations } from '../shop/translations';

// The two lists that are not categories; they answer a category-like header of their own.
const SPECIAL_LISTS = {
  outlet: { name_en: 'Outlet', name_ka: 'აუთლეტი' },
  'weekly-promotion': { name_en: 'Weekly promotion', name_ka: 'კვირის აქცია' },
} as const;
type SpecialList = keyof typeof SPECIAL_LISTS;

function isSpecial(slug: string): slug is SpecialList {
  return Object.hasOwn(SPECIAL_LISTS, slug);
}

const productRoutes: ShopRoutes = async (app, { db, catalogue }) => {
  const list = async (lang: Lang, filter: ProductFilter, sort: ProductSort, pageNumber: number) => {
    const { rows, total } = await productPage(db, filter, { sort, page: pageNumber, lang });
    return page(
      rows.map((row) => presentProduct(lang, row)),
      pageNumber,
      PRODUCTS_PER_PAGE,
      total,
    );
  };

  app.get(
    '/api/products/:slug',
    {
      schema: {
        summary: `A category's products, its descendants' included (${PRODUCTS_PER_PAGE} per page); slug "outlet": discounted products, "weekly-promotion": this week's promotion`,
        params: s.slugParams,
        querystring: s.pageQuery(PRODUCTS_PER_PAGE, { sort: { type: 'string', enum: SORTS, default: 'date-desc' } }),
        response: {
          200: s.answer({
            data: s.pageOf(s.product),
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
      const { lang } = request;
      const answer = await catalogue.answer(`list ${lang} ${slug} ${sort} ${pageNumber}`, async () => {
        if (isSpecial(slug)) {
          return {
            data: await list(lang, { kind: slug }, sort, pageNumber),
            category: { id: 0, slug, translations: translations(lang, SPECIAL_LISTS[slug], ['name']) },
          };
        }
        const tree = await catalogue.categories();
        const category = tree.find(slug);
        if (!category) throw new ShopError(404, 'category_not_found');
        // a category's list includes the products of all its descendants
        const categoryIds = [category.id, ...tree.descendants(category.id).map((row) => row.id)];
        return {
          data: await list(lang, { kind: 'category', categoryIds }, sort, pageNumber),
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
        summary: `Search products by name in either language (${PRODUCTS_PER_PAGE} per page, newest first)`,
        querystring: s.pageQuery(PRODUCTS_PER_PAGE, { keyword: { type: 'string', maxLength: 100, default: '' } }),
        response: { 200: s.dataOf(s.pageOf(s.product)), ...s.failures },
      },
    },
    async (request) => ({
      data: await list(request.lang, { kind: 'search', keyword: request.query.keyword.trim() }, 'date-desc', request.query.page),
    }),
  );

  app.get(
    '/api/product/:slug',
    { schema: { summary: 'One product', params: s.slugParams, response: { 200: s.dataOf(s.product), ...s.notModified, ...s.failures } } },
    async (request, reply) => {
      const { lang } = request;
      const answer = await catalogue.answer(`product ${lang} ${request.params.slug}`, async () => {
        const product = await findProduct(db, request.params.slug);
        if (!product) throw new ShopError(404, 'product_not_found');
        return { data: presentProduct(lang, product) };
      });
      return answer.send(request, reply);
    },
  );
};

export default productRoutes;
