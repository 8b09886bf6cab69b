export { newsDate } from './model/news';
export type { News } from './model/news';
export { useNewsPage, useNewsArticle, prefetchNewsPage } from './api/newsApi';
export { NewsGrid } from './ui/NewsGrid';
