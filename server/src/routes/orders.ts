import { authenticate, signedIn } from '../auth/authenticate';
import type { ShopRoutes } from '../app/shop';
import * as s from '../http/schemas';
import { ordersOf } from '../shop/orders';
import { lari } from '../shop/present';

const orderRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/api/orders',
    {
      onRequest: authenticate(db),
      schema: {
        summary: "The signed-in customer's orders, newest first",
        security: s.bearer,
        response: { 200: s.dataOf({ type: 'array', items: s.order }), ...s.failures },
      },
    },
    async (request) => ({
      data: (await ordersOf(db, signedIn(request).id)).map((order) => ({
        order_number: order.order_number,
        payment: order.payment,
        payment_statust: order.payment_status, // sic: the contract's spelling
        total_price: lari(order.total_price),
        created_at: order.created_at.toISOString(),
      })),
    }),
  );
};

export default orderRoutes;
