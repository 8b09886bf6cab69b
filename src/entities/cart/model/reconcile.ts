import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { cartApi } from '../api/cartApi';
import { productRemoved, quantitySet, selectCart } from './cart';

type StartListening = ListenerMiddlewareInstance['startListening'];
type StateWithCart = Parameters<typeof selectCart>[0];

/**
 * The server judges what can be bought: a product it no longer sells leaves the stored cart, and a
 * quantity above the stock comes down to what the server priced, so the cart page, the badge and
 * checkout agree. Only lines the shopper has not touched since that request are corrected; a sold-out
 * line (priced 0) stays, for the shopper to see and remove. An answer with no lines at all looks more
 * like a server fault than a catalogue without any of these products, so it corrects nothing: a bad
 * answer must never empty a shopper's cart.
 */
export function startCartListeners(startListening: StartListening) {
  return startListening({
    matcher: cartApi.endpoints.getCartTotals.matchFulfilled,
    effect: (action, api) => {
      if (action.payload.lines.length === 0) return;
      const requested = action.meta.arg.originalArgs.cart.products ?? {};
      const priced = new Map(action.payload.lines.map((line) => [String(line.product.id), line.quantity]));
      const current = selectCart(api.getState() as StateWithCart).products ?? {};
      for (const [id, quantity] of Object.entries(requested)) {
        if (current[id] !== quantity) continue;
        const pricedQuantity = priced.get(id);
        if (pricedQuantity === undefined) api.dispatch(productRemoved(id));
        else if (pricedQuantity >= 1 && pricedQuantity < quantity) api.dispatch(quantitySet({ id, quantity: pricedQuantity }));
      }
    },
  });
}
