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
import { signedOut } from '@/entities/session/@x/cart';

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

  it('empties products, promo and comment after a payment but keeps the method', () => {
    const store = newCart();
    store.dispatch(quantitySet({ id: 1, quantity: 1 }));
    store.dispatch(promoApplied(' COMET50 '));
    store.dispatch(paymethodChosen('BOG_LOAN'));
    store.dispatch(commentChanged('leave at the door'));
    expect(store.getState().cart.promo).toBe('COMET50');
    store.dispatch(cartEmptied());
    // the comment (an address, a phone number) goes with the paid order; the method chosen stays
    expect(store.getState().cart).toEqual({ products: null, promo: null, paymethod: 'BOG_LOAN', comment: '' });
  });

  it('forgets the checkout comment at logout, and keeps the products', () => {
    const store = newCart();
    store.dispatch(quantitySet({ id: 7, quantity: 2 }));
    store.dispatch(commentChanged('Vake, Chavchavadze 12, 599 11 22 33'));
    store.dispatch(signedOut());
    expect(store.getState().cart).toMatchObject({ products: { '7': 2 }, comment: '' });
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
