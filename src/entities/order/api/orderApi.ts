import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { baseApi, type RequestBody } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';

import { selectIsSignedIn } from '@/entities/session/@x/order';
import { normalizeOrders, readCheckoutStart, type CheckoutStart, type Order } from '../model/order';
import { readOrderDetails, type OrderDetails } from '../model/orderDetails';

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
    // the order's page: cached under Orders, so a payment, a cancel or a new order refetches it; its
    // route reads the entry by this name and its arguments (keyed the default way)
    orderDetails: build.query<OrderDetails | null, { lang: Lang; number: string }>({
      query: ({ lang, number }) => ({ url: `/api/orders/${encodeURIComponent(number)}`, lang }),
      transformResponse: readOrderDetails,
      providesTags: ['Orders'],
    }),
    payOrder: build.mutation<CheckoutStart, { lang: Lang; number: string; paymethod: string }>({
      query: ({ lang, number, paymethod }) => ({
        url: `/api/orders/${encodeURIComponent(number)}/pay`,
        method: 'POST',
        body: { paymethod },
        lang,
      }),
      transformResponse: readCheckoutStart,
      invalidatesTags: ['Orders'],
    }),
    cancelOrder: build.mutation<unknown, { lang: Lang; number: string }>({
      query: ({ lang, number }) => ({ url: `/api/orders/${encodeURIComponent(number)}/cancel`, method: 'POST', lang }),
      // the page, the orders table and the stock the order held are read again
      invalidatesTags: ['Orders', 'Cart'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCheckoutMutation, usePayOrderMutation, useCancelOrderMutation } = orderApi;

/** One of the signed-in shopper's orders (`args` as the page's route gives them); asked only when signed in. */
export function useOrderDetails(args: { lang: Lang; number: string }) {
  const signedIn = useSelector(selectIsSignedIn);
  return orderApi.useOrderDetailsQuery(signedIn ? args : skipToken);
}

/** The signed-in customer's orders in the page's language (refetched when it changes). */
export function useOrders() {
  const lang = useLang();
  const signedIn = useSelector(selectIsSignedIn);
  return orderApi.useGetOrdersQuery(signedIn ? { lang } : skipToken);
}
