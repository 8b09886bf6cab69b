import type { ShopRoutes } from '../../app/shop';
import * as s from '../../http/schemas';
import { priceCart } from './cart.service';
import { toLari } from '../../domain/money';
import { presentProduct } from '../catalogue/present.service';

const cartRoutes: ShopRoutes = async (app, { catalogue }) => {
  app.post(
    '/api/cart',
    {
      schema: {
        summary: 'Price a cart: unit price is discounted ?? price; total_price is after the promo discount',
        description:
          'For display: priced from the catalogue and promo rules kept in memory (at most CATALOGUE_CACHE_MS old); each line is ' +
          'clamped to the stock left. A promo gives a discount only from its minimum subtotal and while it has uses left in all; ' +
          'an unknown, expired, used-up or below-minimum code gives promo_discount 0 and no error. The checkout prices again.',
        body: { type: 'object', properties: s.cartProperties },
        response: {
          200: s.dataOf(
            s.answer({
              total_quantity: { type: 'integer' },
              total_price: { type: 'number', description: 'lari, after the promo discount' },
              promo_discount: { type: 'number', description: 'lari; 0 without a valid promo' },
              products: { type: 'array', items: s.answer({ product: s.product, quantity: { type: 'integer' } }) },
            }),
          ),
          ...s.failures,
        },
      },
    },
    async (request) => {
      const cart = await priceCart(catalogue, request.body.products, request.body.promo);
      return {
        data: {
          total_quantity: cart.totalQuantity,
          total_price: toLari(cart.totalTetri),
          promo_discount: toLari(cart.discountTetri),
          products: cart.lines.map((line) => ({
            product: presentProduct(request.lang, line.product),
            quantity: line.quantity,
          })),
        },
      };
    },
  );
};

export default cartRoutes;
