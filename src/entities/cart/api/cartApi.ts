import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api';
import type { Lang } from '@/shared/i18n';
import { fields, list, toAmount, wholeNumber } from '@/shared/lib';
import { normalizeProduct, unitPrice, type Product } from '@/entities/product/@x/cart';
import type { CartState } from '../model/cart';

/** One row of the priced cart: the server's product and the quantity it priced (clamped to stock). */
export interface CartLine {
  product: Product;
  quantity: number;
  unitPrice: number | null;
}

/** The server's pricing of the cart; the storefront never computes totals itself. */
export interface CartTotals {
  lines: CartLine[];
  /** the answer carried a product list, so its lines say which products the server still sells */
  listed: boolean;
  totalQuantity: number;
  totalPrice: number;
  /** the promo's discount, >= 0 */
  promoDiscount: number;
}

/** What pricing depends on. The comment is left out so typing it does not re-price the cart. */
export type CartPricingInput = Pick<CartState, 'products' | 'promo' | 'paymethod'>;

export function readCartTotals(raw: unknown): CartTotals {
  const data = fields(fields(raw).data);
  const lines = list(data.products).flatMap((line) => {
    const product = normalizeProduct(fields(line).product);
    return product
      ? [{ product, quantity: Math.max(0, wholeNumber(fields(line).quantity)), unitPrice: unitPrice(product) }]
      : [];
  });
  return {
    lines,
    listed: Array.isArray(data.products),
    totalQuantity: wholeNumber(data.total_quantity),
    totalPrice: toAmount(data.total_price) ?? 0,
    promoDiscount: Math.abs(toAmount(data.promo_discount) ?? 0),
  };
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Pricing is a read: the cart contents and language are the cache key, so any change to them
    // (quantity, removal, promo, language) fetches fresh totals. The payment method goes in the body,
    // as the contract has it, but not in the key: choosing one does not change the price, so a click
    // on a method asks nothing. Anonymous, as the contract demands.
    getCartTotals: build.query<CartTotals, { lang: Lang; cart: CartPricingInput }>({
      query: ({ lang, cart }) => ({ url: '/api/cart', method: 'POST', body: cart, lang, anonymous: true }),
      serializeQueryArgs: ({ queryArgs: { lang, cart }, endpointDefinition, endpointName }) =>
        defaultSerializeQueryArgs({
          queryArgs: { lang, products: cart.products, promo: cart.promo },
          endpointDefinition,
          endpointName,
        }),
      transformResponse: readCartTotals,
      providesTags: ['Cart'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCartTotalsQuery } = cartApi;
