export { routes } from './routes';
export { prefetchPageData } from './prefetch';
