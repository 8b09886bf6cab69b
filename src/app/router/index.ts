export { contentPages, createRoutes, staticPages } from './routes';
export type { RouteContext } from './routes';
export { headTags, headHtml, namedQuery, resolveHead, routeNamespaces, scriptJson } from './head';
export type { HeadTag, PageHead } from './head';
export { pageAddress } from './pageAddress';
