import { configureStore } from '@reduxjs/toolkit';
import {
  cartEmptied,
  clampQuantity,
  cartSlice,
  commentChanged,
  paymethodChosen,
  productRemoved,
  promoApplied,
  quantitySet,
  selectCartCount,
  selectQuantityInCart,
} from '.';

const newCart = () => configureStore({ reducer: { cart: cartSlice.reducer } });

describe('the cart', () => {
  it('starts empty with BOG_CARD as the payment method', () => {
    expect(newCart().getState().cart).toEqual({ products: null, promo: null, paymethod: 'BOG_CARD', comment: '' });
  });

  it('counts distinct products for the header badge, not pieces', () => {
    const store = newCart();
    store.dispatch(quantitySet({ id: 1, quantity: 3 }));
    store.dispatch(quantitySet({ id: 2, quantity: 1 }));
    expect(selectCartCount(store.getState())).toBe(2);
    expect(selectQuantityInCart(store.getState(), 1)).toBe(3);
  });

  it('never keeps a quantity below 1', () => {
    const store = newCart();
    store.dispatch(quantitySet({ id: 1, quantity: 0 }));
    expect(selectQuantityInCart(store.getState(), 1)).toBe(1);
  });

  it('goes back to products: null when the last product is removed', () => {
    const store = newCart();
    store.dispatch(quantitySet({ id: 1, quantity: 1 }));
    store.dispatch(productRemoved(1));
    expect(store.getState().cart.products).toBeNull();
  });

  it('empties products and promo after a payment but keeps the method and comment', () => {
    const store = newCart();
    store.dispatch(quantitySet({ id: 1, quantity: 1 }));
    store.dispatch(promoApplied(' COMET50 '));
    store.dispatch(paymethodChosen('BOG_LOAN'));
    store.dispatch(commentChanged('leave at the door'));
    expect(store.getState().cart.promo).toBe('COMET50');
    store.dispatch(cartEmptied());
    expect(store.getState().cart).toEqual({ products: null, promo: null, paymethod: 'BOG_LOAN', comment: 'leave at the door' });
  });
});

describe('quantity bounds', () => {
  it('keeps a quantity between 1 and the live stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
