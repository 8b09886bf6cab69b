import { errorStatus } from '@/shared/api';
import { uploadUrl } from '@/shared/lib';
import { loaderRequest, type PageAddress, type PageRoute } from '@/shared/routing';
import { newsEndpoints } from '@/entities/news-article';

const argsOf = ({ lang, params }: PageAddress) => ({ lang, slug: params.slug ?? '' });

/** One news article. */
export const newsDetailRoute = {
  id: 'news-article',
  path: 'news/:slug',
  page: () => import(/* webpackChunkName: "page-news-detail" */ './ui/NewsDetailPage').then((m) => m.NewsDetailPage),
  argsOf,
  data: (dispatch, args) => void dispatch(newsEndpoints.newsArticle.initiate(args, loaderRequest)),
  missing: (state, args) => {
    const { data: article, error } = newsEndpoints.newsArticle.select(args)(state);
    return article === null || errorStatus(error) === 404;
  },
  head: ({ args, state, t }) => {
    const { data: article } = newsEndpoints.newsArticle.select(args)(state);
    if (!article) return {};
    return { title: article.title ?? t('no_title'), image: uploadUrl('news', article.img) };
  },
} satisfies PageRoute<ReturnType<typeof argsOf>>;
