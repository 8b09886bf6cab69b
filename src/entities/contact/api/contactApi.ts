import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { useSettledArg } from '@/shared/lib';
import { normalizeContact, type Contact } from '../model/contact';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The body is the contact itself; the address comes in the request's language. */
    contact: build.query<Contact, { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/contact', lang }),
      transformResponse: normalizeContact,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useContactQuery } = contactApi;

/** The route table starts it before a page renders (every page's header and footer show it). */
export const contactEndpoints = contactApi.endpoints;

/** The contact data in the page's language (reloaded, after the spec's 100 ms, when it changes). */
export function useContact() {
  return useContactQuery(useSettledArg({ lang: useLang() }, 100));
}
