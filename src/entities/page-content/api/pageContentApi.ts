import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';

import { readFaq, readPageHtml, readPartners, type FaqItem, type Partner, type PolicyKind } from '../model/pageContent';

const pageContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    about: build.query<string | null, { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/about', lang }),
      transformResponse: readPageHtml,
    }),
    faq: build.query<FaqItem[], { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/faq', lang }),
      transformResponse: readFaq,
    }),
    partners: build.query<Partner[], { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/partners', lang }),
      transformResponse: readPartners,
    }),
    policy: build.query<string | null, { lang: Lang; kind: PolicyKind }>({
      query: ({ lang, kind }) => ({ url: `/api/${kind}-policy`, lang }),
      transformResponse: readPageHtml,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAboutQuery, useFaqQuery, usePartnersQuery, usePolicyQuery } = pageContentApi;

/** The route table starts these before a page renders. */
export const pageContentEndpoints = pageContentApi.endpoints;

// Informational pages have no fetch delay in the spec: they load as soon as the page asks.
export const useAbout = () => useAboutQuery({ lang: useLang() });
export const useFaq = () => useFaqQuery({ lang: useLang() });
export const usePartners = () => usePartnersQuery({ lang: useLang() });
export const usePolicy = (kind: PolicyKind) => usePolicyQuery({ lang: useLang(), kind });
