import type { PageRoute } from '@/shared/routing';

export const cartRoute = {
  id: 'cart',
  path: 'cart',
  namespaces: ['cart', 'catalog'],
  page: () => import(/* webpackChunkName: "page-cart" */ './ui/CartPage').then((m) => m.CartPage),
  head: ({ t }) => ({ title: t('title', { ns: 'cart' }) }),
} satisfies PageRoute;
