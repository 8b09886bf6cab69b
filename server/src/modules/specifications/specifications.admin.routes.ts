import { bearer, failures, listOf } from '../../admin/schemas';
import type { ShopRoutes } from '../../app/shop';
import { specification } from './specifications.schemas';
import { specificationList } from './specifications.service';

// The shop's list of specifications in the back office: what a product's specification is picked from.

const specificationRoutes: ShopRoutes = async (app, shop) => {
  app.get(
    '/specifications',
    {
      config: { access: 'products.read' },
      schema: {
        tags: ['admin'],
        summary: "The shop's list of specifications: names in both languages, units, which ones are filters",
        security: bearer,
        response: { 200: listOf(specification), ...failures },
      },
    },
    async () => {
      const items = [...(await specificationList(shop.db)).values()].map((spec) => ({ id: spec.key, ...spec }));
      return { items, total: items.length };
    },
  );
};

export default specificationRoutes;
