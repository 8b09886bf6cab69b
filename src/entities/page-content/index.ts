export type { PolicyKind } from './model/pageContent';
export { useAbout, useFaq, usePartners, usePolicy } from './api/pageContentApi';
