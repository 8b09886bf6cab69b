import type { PageRoute } from '@/shared/routing';

export const ordersRoute = {
  id: 'orders',
  path: 'orders',
  namespaces: ['account'],
  page: () => import(/* webpackChunkName: "page-orders" */ './ui/OrdersPage').then((m) => m.OrdersPage),
  head: ({ t }) => ({ title: t('my_orders', { ns: 'account' }) }),
} satisfies PageRoute;
