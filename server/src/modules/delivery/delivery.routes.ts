import type { ShopRoutes } from '../../context';
import { deliveryMethodsSchema } from './delivery.schemas';
import { deliveryOptions } from './delivery.service';

// Beyond the spec's contract: how orders reach shoppers, for the checkout to offer. A server without
// this route (the contract's) gets the spec's checkout, its delivery arranged from the comment.

const deliveryRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/api/delivery-methods',
    {
      schema: deliveryMethodsSchema,
    },
    async (request) => ({ data: await deliveryOptions(db, request.lang) }),
  );
};

export default deliveryRoutes;
