export {
  cartSlice,
  clampQuantity,
  emptyCart,
  quantitySet,
  productRemoved,
  promoApplied,
  paymethodChosen,
  commentChanged,
  cartEmptied,
  selectCart,
  selectCartCount,
  selectQuantityInCart,
  readStoredCart,
  writeStoredCart,
} from './model/cart';
export type { CartState, Paymethod } from './model/cart';
export { cartApi } from './api/cartApi';
export type { CartLine } from './api/cartApi';
export { useCartTotals } from './api/useCartTotals';
export { startCartListeners } from './model/reconcile';
export { CartSummary } from './ui/CartSummary';
