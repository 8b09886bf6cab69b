import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { cartApi } from '../api/cartApi';
import { productRemoved, quantitySet, selectCart } from './cart';

type StartListening = ListenerMiddlewareInstance['startListening'];
type StateWithCart = Parameters<typeof selectCart>[0];

/**
 * The server judges what can be bought: a product it no longer sells leaves the stored cart, and a
 * quantity above the stock comes down to what the server priced, so the cart page, the badge and
 * checkout agree. Only lines the shopper has not touched since that request are corrected; a sold-out
 * line (priced 0) stays, for the shopper to see and remove. Only a consistent answer corrects: one
 * without a product list, or with no lines but a non-zero total, is a server fault, and a bad answer
 * must never empty a shopper's cart.
 */
export function startCartListeners(startListening: StartListening) {
  return startListening({
    matcher: cartApi.endpoints.getCartTotals.matchFulfilled,
    effect: (action, api) => {
      const { lines, listed, totalQuantity } = action.payload;
      if (!listed || (lines.length === 0 && totalQuantity !== 0)) return;
      const requested = action.meta.arg.originalArgs.cart.products ?? {};
      const priced = new Map(lines.map((line) => [String(line.product.id), line.quantity]));
      const current = selectCart(api.getState() as StateWithCart).products ?? {};
      for (const [id, quantity] of Object.entries(requested)) {
        if (current[id] !== quantity) continue;
        const pricedQuantity = priced.get(id);
        if (pricedQuantity === undefined) api.dispatch(productRemoved(id));
        else if (pricedQuantity >= 1 && pricedQuantity < quantity)
          api.dispatch(quantitySet({ id, quantity: pricedQuantity }));
      }
    },
  });
}
