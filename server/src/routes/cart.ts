import type { FastifyPluginAsync } from 'fastify';
import type { Shop } from '../http/context';
import * as s from '../http/schemas';
import { priceCart, type CartProducts } from '../shop/cart';
import { toLari } from '../shop/money';
import { presentProduct } from '../shop/present';

interface CartBody {
  products?: CartProducts;
  promo?: string | null;
}

const cartRoutes: FastifyPluginAsync<Shop> = async (app, { catalogue }) => {
  app.post<{ Body: CartBody }>(
    '/api/cart',
    {
      schema: {
        summary: 'Price a cart: unit price is discounted ?? price; total_price is after the promo discount',
        description:
          'For display: priced from the catalogue and promo rules kept in memory (at most CATALOGUE_CACHE_MS old); each line is ' +
          'clamped to the stock left. A promo gives a discount only from its minimum subtotal and while it has uses left in all; ' +
          'an unknown, expired, used-up or below-minimum code gives promo_discount 0 and no error. The checkout prices again.',
        body: { type: 'object', properties: s.cartProperties },
      },
    },
    async (request) => {
      const cart = await priceCart(catalogue, request.body.products, request.body.promo);
      return {
        data: {
          total_quantity: cart.totalQuantity,
          total_price: toLari(cart.totalTetri),
          promo_discount: toLari(cart.discountTetri),
          products: cart.lines.map((line) => ({ product: presentProduct(request.lang, line.product), quantity: line.quantity })),
        },
      };
    },
  );
};

export default cartRoutes;
