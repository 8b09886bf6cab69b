import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { cartApi } from '../api/cartApi';
import { productRemoved, selectCart } from './cart';

type StartListening = ListenerMiddlewareInstance['startListening'];
type StateWithCart = Parameters<typeof selectCart>[0];

/**
 * The server judges what can be bought: a product it no longer sells leaves the stored cart, so the
 * cart page, the badge and checkout agree. Only lines the shopper has not touched since that request
 * are corrected. A quantity above the stock stays as the shopper chose it (the server prices and sells
 * what is left, and the cart line says "only N left") rather than silently becoming the stock; a
 * sold-out line (priced 0) stays too, for the shopper to see and remove. Only a consistent answer corrects: one
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
      const priced = new Set(lines.map((line) => String(line.product.id)));
      const current = selectCart(api.getState() as StateWithCart).products ?? {};
      for (const [id, quantity] of Object.entries(requested)) {
        if (current[id] === quantity && !priced.has(id)) api.dispatch(productRemoved(id));
      }
    },
  });
}
