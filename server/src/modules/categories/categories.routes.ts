import type { ShopRoutes } from '../../context';
import { categoriesSchema, HOME_CATEGORIES, homeCategoriesSchema } from './categories.schemas';
import { presentCategories } from '../catalogue/present.service';

const categoryRoutes: ShopRoutes = async (app, { catalogue }) => {
  app.get(
    '/api/categories',
    {
      schema: categoriesSchema,
    },
    async (request, reply) => {
      const { lang } = request;
      const answer = await catalogue.answer(`categories ${lang}`, async () => {
        const tree = await catalogue.categories();
        return presentCategories(
          lang,
          tree,
          tree.rows.filter((row) => row.parent_id === null),
        );
      });
      return answer.send(request, reply);
    },
  );

  app.get(
    '/api/categories/home',
    {
      schema: homeCategoriesSchema,
    },
    async (request, reply) => {
      const { lang } = request;
      const answer = await catalogue.answer(`home categories ${lang}`, async () => {
        const tree = await catalogue.categories();
        return { data: presentCategories(lang, tree, tree.rows.filter((row) => row.home).slice(0, HOME_CATEGORIES)) };
      });
      return answer.send(request, reply);
    },
  );
};

export default categoryRoutes;
