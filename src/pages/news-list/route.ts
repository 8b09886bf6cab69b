import { pageParam } from '@/shared/lib';
import { loaderRequest, type PageAddress, type PageRoute } from '@/shared/routing';
import { newsEndpoints } from '@/entities/news-article';

const argsOf = ({ lang, searchParams }: PageAddress) => ({ lang, page: pageParam(searchParams) });

/** The news, a page of them at a time. */
export const newsListRoute = {
  id: 'news',
  path: 'news',
  listed: true,
  page: () => import(/* webpackChunkName: "page-news-list" */ './ui/NewsListPage').then((m) => m.NewsListPage),
  argsOf,
  data: (dispatch, args) => void dispatch(newsEndpoints.newsPage.initiate(args, loaderRequest)),
  query: (params): Record<string, string> => (pageParam(params) > 1 ? { page: String(pageParam(params)) } : {}),
  head: ({ t }) => ({ title: t('news'), description: t('news_description') }),
} satisfies PageRoute<ReturnType<typeof argsOf>>;
