export { policyKinds } from './model/pageContent';
export type { PolicyKind } from './model/pageContent';
export { useAbout, useFaq, usePartners, usePolicy, pageContentEndpoints } from './api/pageContentApi';
