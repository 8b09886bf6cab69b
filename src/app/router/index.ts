export { routes, preloadPage } from './routes';
export { prefetchPageData } from './prefetch';
