export { languageOnly, loaderRequest } from './pageRoute';
export type { AnyPageRoute, HeadContext, PageAddress, PageHead, PageRoute } from './pageRoute';
export { namedParams } from './namedParams';
export { usePageArgs } from './usePageArgs';
