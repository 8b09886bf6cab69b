export { policyKinds, readPageHtml, readFaq, readPartners } from './model/pageContent';
export type { PolicyKind, FaqItem, Partner } from './model/pageContent';
export { useAbout, useFaq, usePartners, usePolicy, pageContentEndpoints } from './api/pageContentApi';
