import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { fields, useSettledArg } from '@/shared/lib';
import { normalizeNews, normalizeNewsPage, type News, type NewsPage } from '../model/news';

const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    newsPage: build.query<NewsPage, { lang: Lang; page: number }>({
      query: ({ lang, page }) => ({ url: '/api/news', params: page > 1 ? { page } : undefined, lang }),
      transformResponse: normalizeNewsPage,
    }),
    newsArticle: build.query<News | null, { lang: Lang; slug: string }>({
      query: ({ lang, slug }) => ({ url: `/api/news/${encodeURIComponent(slug)}`, lang }),
      transformResponse: (body: unknown) => normalizeNews(fields(body).data) ?? null,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useNewsPageQuery, useNewsArticleQuery } = newsApi;

/** The route table starts these (`initiate`) before a page renders, and reads them (`select`) for its head. */
export const newsEndpoints = newsApi.endpoints;

// The spec's 200 ms fetch delay for news, applied when the page or language changes.
const NEWS_DELAY_MS = 200;

export function useNewsPage(page: number) {
  return useNewsPageQuery(useSettledArg({ lang: useLang(), page }, NEWS_DELAY_MS));
}

export function useNewsArticle(slug: string) {
  return useNewsArticleQuery(useSettledArg({ lang: useLang(), slug }, NEWS_DELAY_MS));
}
