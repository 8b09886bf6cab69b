export {
  cartSlice,
  clampQuantity,
  emptyCart,
  paymethods,
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
