import type { ShopRoutes } from '../../context';
import { specificationListSchema } from './specifications.schemas';
import { specificationList } from './specifications.service';

// The shop's list of specifications in the back office: what a product's specification is picked from.

const specificationRoutes: ShopRoutes = async (app, shop) => {
  app.get(
    '/specifications',
    {
      config: { access: 'products.read' },
      schema: specificationListSchema,
    },
    async () => {
      const items = [...(await specificationList(shop.db)).values()].map((spec) => ({ id: spec.key, ...spec }));
      return { items, total: items.length };
    },
  );
};

export default specificationRoutes;
