import type { PageRoute } from '@/shared/routing';

export const transactionsRoute = {
  id: 'transactions',
  path: 'transactions',
  namespaces: ['account'],
  page: () =>
    import(/* webpackChunkName: "page-transactions" */ './ui/TransactionsPage').then((m) => m.TransactionsPage),
  head: ({ t }) => ({ title: t('transactions.title', { ns: 'account' }) }),
} satisfies PageRoute;
