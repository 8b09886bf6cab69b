import type { ShopRoutes } from '../../app/shop';
import * as s from '../../http/schemas';
import { presentCategories } from '../catalogue/present.service';

const HOME_CATEGORIES = 8;

const categoryRoutes: ShopRoutes = async (app, { catalogue }) => {
  app.get(
    '/api/categories',
    {
      schema: {
        summary: 'Top-level categories, each with all its descendants flattened',
        response: { 200: { type: 'array', items: s.category }, ...s.notModified, ...s.failures },
      },
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
      schema: {
        summary: `The categories of the home grid (at most ${HOME_CATEGORIES})`,
        response: {
          200: s.dataOf({ type: 'array', items: s.category, maxItems: HOME_CATEGORIES }),
          ...s.notModified,
          ...s.failures,
        },
      },
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
