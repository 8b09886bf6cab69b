import type { PageRoute } from '@/shared/routing';

export const checkoutRoute = {
  id: 'checkout',
  path: 'checkout',
  namespaces: ['checkout', 'cart'],
  page: () => import(/* webpackChunkName: "page-checkout" */ './ui/CheckoutPage').then((m) => m.CheckoutPage),
  head: ({ t }) => ({ title: t('title', { ns: 'checkout' }) }),
} satisfies PageRoute;
