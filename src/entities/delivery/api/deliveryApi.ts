import { useDispatch } from 'react-redux';
import { baseApi, type ApiDispatch } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { readDeliveryOptions, type DeliveryOptions } from '../model/delivery';

const deliveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deliveryOptions: build.query<DeliveryOptions | null, { lang: Lang }>({
      query: ({ lang }) => ({
        url: '/api/delivery-methods',
        lang,
        // A server of the spec's contract has no such route: its 404 (JSON or not) is an answer, "no
        // delivery offered", not a failed load to log; the checkout is then the spec's.
        validateStatus: (response) => response.ok || response.status === 404,
        responseHandler: 'content-type',
      }),
      transformResponse: readDeliveryOptions,
    }),
  }),
  overrideExisting: 'throw',
});

/** the checkout's loader asks for the offer with the page, so the server's HTML already carries it */
export const deliveryEndpoints = deliveryApi.endpoints;

/**
 * The delivery the shop offers, in the page's language: `data` null when it offers none (a server of the
 * spec's contract) or the offer could not be read (a failed load counts as none: the spec's checkout).
 */
export function useDeliveryOptions() {
  const lang = useLang();
  const dispatch = useDispatch<ApiDispatch>();
  const { data, isLoading } = deliveryApi.useDeliveryOptionsQuery({ lang });
  /** whether delivery is offered, once the answer is in (at once when it is) */
  const offered = async () => {
    const request = dispatch(deliveryApi.endpoints.deliveryOptions.initiate({ lang }));
    try {
      return (await request.unwrap()) !== null;
    } catch {
      return false;
    } finally {
      request.unsubscribe();
    }
  };
  return { options: data ?? null, loading: isLoading, offered };
}
