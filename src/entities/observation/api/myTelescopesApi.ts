import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { fields, list, text } from '@/shared/lib';
import { selectIsSignedIn } from '@/entities/session/@x/observation';
import {
  FOCUSERS,
  parseTelescopeChoice,
  telescopeParam,
  type TelescopeChoice,
  type TelescopeOptics,
} from '../model/instrument';

/** a telescope kept in the shopper's account ("my telescopes") */
export interface KeptTelescope extends TelescopeOptics {
  id: number;
  /** as `fits` and `?telescope=` name it */
  param: string;
  name: string;
}

const url = '/api/user/telescopes';

/** what the server's `kind`, `slug` and figures name, as an address writes it; null for anything unreadable */
function keptParam(entry: Record<string, unknown>): string | null {
  const slug = text(entry.slug);
  if (entry.kind === 'ours' && slug) return parseTelescopeChoice(slug) ? slug : null;
  if (entry.kind === 'ref' && slug) return parseTelescopeChoice(`ref:${slug}`) ? `ref:${slug}` : null;
  if (entry.kind !== 'own') return null;
  const choice = parseTelescopeChoice(
    `own:${String(entry.aperture_mm)},${String(entry.focal_length_mm)},${String(entry.focuser)}`,
  );
  return choice && telescopeParam(choice);
}

/** the kept telescopes, skipping any this storefront cannot name */
function readKept(raw: unknown): KeptTelescope[] {
  return list(fields<{ data: unknown }>(raw).data).flatMap((item) => {
    const entry = fields(item);
    const param = keptParam(entry);
    const apertureMm = Number(entry.aperture_mm);
    const focalLengthMm = Number(entry.focal_length_mm);
    if (typeof entry.id !== 'number' || !param || !(apertureMm > 0) || !(focalLengthMm > 0)) return [];
    // "1.25" or "2" on the wire (a number read the same)
    const focuser = FOCUSERS.find((size) => size === Number(entry.focuser)) ?? null;
    return [{ id: entry.id, param, name: text(entry.name) ?? param, apertureMm, focalLengthMm, focuser }];
  });
}

/** the body that keeps a telescope as the server's `kind` names it */
function keptBody(choice: TelescopeChoice) {
  if (choice.kind === 'ours') return { kind: 'ours', slug: choice.slug };
  if (choice.kind === 'reference') return { kind: 'ref', slug: choice.slug };
  const { apertureMm, focalLengthMm, focuser } = choice.optics;
  return { kind: 'own', aperture_mm: apertureMm, focal_length_mm: focalLengthMm, focuser: String(focuser) };
}

// The list belongs to the account: cached under the User tag, so signing in as someone else refetches it.
const myTelescopesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myTelescopes: build.query<KeptTelescope[], { lang: Lang }>({
      query: ({ lang }) => ({ url, lang }),
      transformResponse: readKept,
      providesTags: ['User'],
    }),
    keepTelescope: build.mutation<unknown, { lang: Lang; choice: TelescopeChoice }>({
      query: ({ lang, choice }) => ({ url, method: 'POST', body: keptBody(choice), lang }),
      invalidatesTags: ['User'],
    }),
    forgetTelescope: build.mutation<unknown, { lang: Lang; id: number }>({
      query: ({ lang, id }) => ({ url: `${url}/${id}`, method: 'DELETE', lang }),
      invalidatesTags: ['User'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useKeepTelescopeMutation, useForgetTelescopeMutation } = myTelescopesApi;

/**
 * The signed-in shopper's kept telescopes, when `wanted` (a page that knows its server keeps them):
 * undefined while loading; null when signed out, not wanted, or failed (a server that keeps none answers
 * 404), so nothing offers to keep one.
 */
export function useMyTelescopes(wanted = true): KeptTelescope[] | null | undefined {
  const lang = useLang();
  const asked = useSelector(selectIsSignedIn) && wanted;
  const { data, isError } = myTelescopesApi.useMyTelescopesQuery(asked ? { lang } : skipToken);
  return !asked || isError ? null : data;
}
