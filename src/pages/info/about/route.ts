import { languageOnly, loaderRequest, type PageRoute } from '@/shared/routing';
import { pageContentEndpoints } from '@/entities/page-content';

export const aboutRoute = {
  id: 'about',
  path: 'about',
  listed: true,
  page: () => import(/* webpackChunkName: "page-about" */ './ui/AboutPage').then((m) => m.AboutPage),
  argsOf: languageOnly,
  data: (dispatch, args) => void dispatch(pageContentEndpoints.about.initiate(args, loaderRequest)),
  head: ({ t }) => ({ title: t('about'), description: t('about_description') }),
} satisfies PageRoute<ReturnType<typeof languageOnly>>;
