import { namedParams, type PageRoute } from '@/shared/routing';

export const resetPasswordRoute = {
  id: 'reset-password',
  path: 'reset-password',
  namespaces: ['account'],
  query: namedParams('token'),
  secret: true,
  page: () =>
    import(/* webpackChunkName: "page-reset-password" */ './ui/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  head: ({ t }) => ({ title: t('reset_password', { ns: 'account' }) }),
} satisfies PageRoute;
