import { baseApi, type Answer } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { fields, list, text } from '@/shared/lib';

/** a telescope as a "fits my telescope" choice names it */
export interface TelescopeName {
  slug: string;
  name: string;
}

type TelescopeAnswer = Answer<'/api/telescopes', 'get'>['data'][number];

/** the telescopes of an answer, skipping any without a slug (a name falls back to the slug) */
function normalizeTelescopes(raw: unknown): TelescopeName[] {
  return list(fields<{ data: unknown }>(raw).data).flatMap((entry) => {
    const telescope = fields<TelescopeAnswer>(entry);
    const slug = text(telescope.slug);
    return slug ? [{ slug, name: text(telescope.name) ?? slug }] : [];
  });
}

// Its own injection, apart from productApi: only the product lists' filters ask it, so it stays in
// their page's chunk instead of every page's initial script.
const telescopeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    telescopes: build.query<TelescopeName[], { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/telescopes', lang }),
      transformResponse: normalizeTelescopes,
    }),
  }),
  overrideExisting: 'throw',
});

/** for a page's loader that shows the telescopes at once (the observe page's picker) */
export const telescopeEndpoints = telescopeApi.endpoints;

/** the catalogue's telescopes by name, asked only once `wanted` (a contract-only server has none: empty) */
export function useTelescopes(wanted: boolean) {
  return telescopeApi.useTelescopesQuery({ lang: useLang() }, { skip: !wanted });
}
