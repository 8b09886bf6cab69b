export { normalizeNews, normalizeNewsPage, newsDate } from './model/news';
export type { News, NewsPage } from './model/news';
export { useNewsPage, useNewsArticle, useNewsPageQuery, useNewsArticleQuery, newsEndpoints } from './api/newsApi';
export { NewsCard } from './ui/NewsCard';
export { NewsGrid } from './ui/NewsGrid';
