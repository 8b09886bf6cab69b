import { languageOnly, loaderRequest, type PageRoute } from '@/shared/routing';
import { pageContentEndpoints } from '@/entities/page-content';

export const partnersRoute = {
  id: 'partners',
  path: 'partners',
  listed: true,
  page: () => import(/* webpackChunkName: "page-partners" */ './ui/PartnersPage').then((m) => m.PartnersPage),
  argsOf: languageOnly,
  data: (dispatch, args) => void dispatch(pageContentEndpoints.partners.initiate(args, loaderRequest)),
  head: ({ t }) => ({ title: t('partners'), description: t('partners_description') }),
} satisfies PageRoute<ReturnType<typeof languageOnly>>;
