import type { PageRoute } from '@/shared/routing';

export const contactRoute = {
  id: 'contact',
  path: 'contact',
  listed: true,
  page: () => import(/* webpackChunkName: "page-contact" */ './ui/ContactPage').then((m) => m.ContactPage),
  head: ({ t }) => ({ title: t('contact'), description: t('contact_description') }),
} satisfies PageRoute;
