import { languageOnly, loaderRequest, type PageRoute } from '@/shared/routing';
import { deliveryEndpoints } from '@/entities/delivery';

export const checkoutRoute = {
  id: 'checkout',
  path: 'checkout',
  namespaces: ['checkout', 'cart'],
  page: () => import(/* webpackChunkName: "page-checkout" */ './ui/CheckoutPage').then((m) => m.CheckoutPage),
  argsOf: languageOnly,
  // the delivery on offer, so the checkout the server renders already asks for it
  data: (dispatch, args) => void dispatch(deliveryEndpoints.deliveryOptions.initiate(args, loaderRequest)),
  head: ({ t }) => ({ title: t('title', { ns: 'checkout' }) }),
} satisfies PageRoute<ReturnType<typeof languageOnly>>;
