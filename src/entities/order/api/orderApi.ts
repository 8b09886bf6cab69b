import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { baseApi, type RequestBody } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';

import { selectIsSignedIn } from '@/entities/session/@x/order';
import { normalizeOrders, readCheckoutStart, type CheckoutStart, type Order } from '../model/order';

/** The delivery chosen at checkout (our server's addition; a checkout without it is the spec's). */
export type CheckoutDelivery = NonNullable<RequestBody<'/api/checkout', 'post'>['delivery']>;

/** The cart as checkout sends it; a BOG loan adds the calculator's choice. */
export interface CheckoutRequest {
  products: Record<string, number> | null;
  promo: string | null;
  paymethod: string;
  comment: string;
  amount?: number;
  month?: number;
  discount_code?: string;
  delivery?: CheckoutDelivery;
}

const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/orders', lang }),
      transformResponse: normalizeOrders,
      providesTags: ['Orders'],
    }),
    checkout: build.mutation<CheckoutStart, { lang: Lang; request: CheckoutRequest }>({
      query: ({ lang, request }) => ({ url: '/api/checkout', method: 'POST', body: request, lang }),
      transformResponse: readCheckoutStart,
      invalidatesTags: ['Orders'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCheckoutMutation } = orderApi;

/** The signed-in customer's orders in the page's language (refetched when it changes). */
export function useOrders() {
  const lang = useLang();
  const signedIn = useSelector(selectIsSignedIn);
  return orderApi.useGetOrdersQuery(signedIn ? { lang } : skipToken);
}
