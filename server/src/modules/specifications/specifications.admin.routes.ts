import { answer, bearer, failures, listOf, text } from '../../http/adminSchemas';
import type { ShopRoutes } from '../../app/shop';
import { specificationList } from './specifications.service';

// The shop's list of specifications in the back office: what a product's specification is picked from.

/** a specification of the list as the back office reads it */
const specification = answer({
  id: { ...text, description: 'its key, which a product specification names' },
  key: text,
  label: answer({ en: text, ka: text }),
  unit: { type: ['string', 'null'], description: 'a value typed as a bare number is in this unit' },
  filter: { type: 'boolean', description: 'shoppers filter the catalogue by it' },
});

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
