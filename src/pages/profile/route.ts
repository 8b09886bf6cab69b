import type { PageRoute } from '@/shared/routing';

export const profileRoute = {
  id: 'profile',
  path: 'profile',
  namespaces: ['account', 'checkout'],
  page: () => import(/* webpackChunkName: "page-profile" */ './ui/ProfilePage').then((m) => m.ProfilePage),
  head: ({ t }) => ({ title: t('profile', { ns: 'account' }) }),
} satisfies PageRoute;
