import { languageOnly, loaderRequest, type PageRoute } from '@/shared/routing';
import { pageContentEndpoints } from '@/entities/page-content';

export const faqRoute = {
  id: 'faq',
  path: 'faq',
  listed: true,
  page: () => import(/* webpackChunkName: "page-faq" */ './ui/FaqPage').then((m) => m.FaqPage),
  argsOf: languageOnly,
  data: (dispatch, args) => void dispatch(pageContentEndpoints.faq.initiate(args, loaderRequest)),
  head: ({ t }) => ({ title: t('faq'), description: t('faq_description') }),
} satisfies PageRoute<ReturnType<typeof languageOnly>>;
