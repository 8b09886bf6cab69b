import type { ShopRoutes } from '../../context';
import { cartSchema } from './cart.schemas';
import { priceCart } from './cart.service';
import { toLari } from '../../domain/money';
import { presentProduct } from '../catalogue/present.service';

const cartRoutes: ShopRoutes = async (app, { catalogue }) => {
  app.post(
    '/api/cart',
    {
      schema: cartSchema,
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
