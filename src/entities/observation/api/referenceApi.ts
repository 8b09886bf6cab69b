import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { fields, list, text } from '@/shared/lib';
import { FOCUSERS, type Focuser, type TelescopeOptics } from '../model/instrument';

/** a telescope of the reference list: one we do not sell, with the figures its maker publishes */
export interface ReferenceTelescope extends TelescopeOptics {
  slug: string;
  /** brand and model, as the list names it */
  name: string;
}

const positive = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
};

/** the reference list's telescopes, skipping any without a slug or its two figures */
function normalizeReference(raw: unknown): ReferenceTelescope[] {
  const answer = fields<{ data: unknown }>(raw);
  // `{ data: [...] }`, or the bare list
  return list(Array.isArray(raw) ? raw : answer.data).flatMap((entry) => {
    const telescope = fields(entry);
    const slug = text(telescope.slug);
    const apertureMm = positive(telescope.aperture_mm);
    const focalLengthMm = positive(telescope.focal_length_mm);
    if (!slug || !apertureMm || !focalLengthMm) return [];
    const focuser = positive(telescope.focuser);
    // its name in the asked language (Georgian: transliterated), else brand and model
    const name =
      text(telescope.name) ?? ([text(telescope.brand), text(telescope.model)].filter(Boolean).join(' ') || slug);
    return [
      {
        slug,
        name,
        apertureMm,
        focalLengthMm,
        focuser: FOCUSERS.includes(focuser as Focuser) ? (focuser as Focuser) : null,
      },
    ];
  });
}

const REFERENCE_LIMIT = 20;

// Its own injection: only the observe page and the telescope field ask it, both loaded apart.
const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** telescopes we do not sell whose brand and model start with the words typed */
    referenceTelescopes: build.query<ReferenceTelescope[], { lang: Lang; q: string }>({
      query: ({ lang, q }) => ({ url: '/api/telescopes/reference', params: { q, limit: REFERENCE_LIMIT }, lang }),
      transformResponse: normalizeReference,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useReferenceTelescopesQuery } = referenceApi;

/**
 * One telescope of the reference list by its slug (an address names it so): asked by its slug's words,
 * which start its brand's and model's ("celestron-nexstar-8se": "celestron nexstar 8se").
 */
export function useReferenceTelescope(slug: string | null) {
  const q = (slug ?? '').replace(/-/g, ' ');
  const { currentData, isLoading } = useReferenceTelescopesQuery({ lang: useLang(), q }, { skip: !slug });
  return { telescope: currentData?.find((telescope) => telescope.slug === slug) ?? null, isLoading };
}
