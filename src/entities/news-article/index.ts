export { newsDate } from './model/news';
export type { News } from './model/news';
export { useNewsPage, useNewsArticle, newsEndpoints } from './api/newsApi';
export { NewsGrid } from './ui/NewsGrid';
