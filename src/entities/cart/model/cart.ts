import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestBody } from '@/shared/api';
import { parseJson } from '@/shared/lib';
import { signedOut } from '@/entities/session/@x/cart';

/** The payment methods of our server's checkout, from its OpenAPI document. */
export type Paymethod = NonNullable<RequestBody<'/api/checkout', 'post'>['paymethod']>;

// Each of the server's methods once, no other: a method added to or dropped from either side fails the build.
const paymethodSet = {
  BOG_CARD: true,
  LIBERTY_CARD: true,
  BOG_LOAN: true,
  TBC_CARD: true,
  TBC_LOAN: true,
} satisfies Record<Paymethod, true>;
const paymethods = Object.keys(paymethodSet) as Paymethod[];

/** The cart as the spec stores it under localStorage.cart: product id -> quantity, null when empty. */
export interface CartState {
  products: Record<string, number> | null;
  promo: string | null;
  paymethod: Paymethod;
  comment: string;
}

/** Quantities in the cart and on the product page: at least 1, at most what is in stock. */
export function clampQuantity(quantity: number, liveStock: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, Math.max(1, Math.floor(liveStock))));
}

export const emptyCart: CartState = { products: null, promo: null, paymethod: 'BOG_CARD', comment: '' };

function withProducts(products: Record<string, number>): Record<string, number> | null {
  return Object.keys(products).length > 0 ? products : null;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** Puts a product in the cart with this quantity (at least 1), or changes its quantity. */
    quantitySet(state, action: PayloadAction<{ id: number | string; quantity: number }>) {
      const quantity = Math.max(1, Math.floor(action.payload.quantity));
      state.products = { ...state.products, [String(action.payload.id)]: quantity };
    },
    productRemoved(state, action: PayloadAction<number | string>) {
      const { [String(action.payload)]: _removed, ...rest } = state.products ?? {};
      state.products = withProducts(rest);
    },
    promoApplied(state, action: PayloadAction<string>) {
      state.promo = action.payload.trim() || null;
    },
    paymethodChosen(state, action: PayloadAction<Paymethod>) {
      state.paymethod = action.payload;
    },
    commentChanged(state, action: PayloadAction<string>) {
      state.comment = action.payload;
    },
    /**
     * After a successful payment: the products and promo are gone, and the comment (often an address
     * and phone number) with them; the payment method chosen stays.
     */
    cartEmptied(state) {
      state.products = null;
      state.promo = null;
      state.comment = '';
    },
  },
  // at logout the comment goes: the next person on a shared device must not read the last one's address
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.comment = '';
    });
  },
  selectors: {
    selectCart: (cart) => cart,
    /** The header badge: how many distinct products are in the cart. */
    selectCartCount: (cart) => Object.keys(cart.products ?? {}).length,
    selectQuantityInCart: (cart, id: number | string) => cart.products?.[String(id)] ?? 0,
  },
});

export const { quantitySet, productRemoved, promoApplied, paymethodChosen, commentChanged, cartEmptied } =
  cartSlice.actions;
export const { selectCart, selectCartCount, selectQuantityInCart } = cartSlice.selectors;

/**
 * Reads localStorage.cart. Whatever is not a valid cart (garbage, half a JSON, negative or
 * fractional quantities, non-numeric ids) is dropped field by field; an unreadable value is an
 * empty cart.
 */
export function readStoredCart(raw: string): CartState | undefined {
  const value = parseJson(raw);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  const products: Record<string, number> = {};
  if (stored.products && typeof stored.products === 'object' && !Array.isArray(stored.products)) {
    for (const [id, quantity] of Object.entries(stored.products)) {
      if (/^[1-9]\d{0,9}$/.test(id) && Number.isInteger(quantity) && (quantity as number) >= 1) {
        products[id] = quantity as number;
      }
    }
  }
  return {
    products: withProducts(products),
    promo: typeof stored.promo === 'string' && stored.promo.trim() ? stored.promo : null,
    paymethod: paymethods.includes(stored.paymethod as Paymethod) ? (stored.paymethod as Paymethod) : 'BOG_CARD',
    comment: typeof stored.comment === 'string' ? stored.comment : '',
  };
}

export function writeStoredCart(cart: CartState): string {
  const { products, promo, paymethod, comment } = cart;
  return JSON.stringify({ products, promo, paymethod, comment });
}
