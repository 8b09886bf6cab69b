import { baseApi } from '@/shared/api';
import { useLang, type Lang } from '@/shared/i18n';
import { fields, useSettledArg } from '@/shared/lib';
import { normalizeCategories, type Category } from '../model/category';

const categoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Top-level categories with their descendants (header menu, sidebar); the body is the list. */
    categories: build.query<Category[], { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/categories', lang }),
      transformResponse: normalizeCategories,
    }),
    /** The home page grid: at most 8. */
    homeCategories: build.query<Category[], { lang: Lang }>({
      query: ({ lang }) => ({ url: '/api/categories/home', lang }),
      transformResponse: (body: unknown) => normalizeCategories(fields(body).data).slice(0, 8),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCategoriesQuery, useHomeCategoriesQuery } = categoryApi;

/** The route table starts these (`initiate`) before a page renders, and reads them (`select`) for its head. */
export const categoryEndpoints = categoryApi.endpoints;

// The spec's 100 ms fetch delay: a language change refetches once it has settled.
const CATEGORIES_DELAY_MS = 100;

/** The category tree in the page's language. */
export function useCategories() {
  return useCategoriesQuery(useSettledArg({ lang: useLang() }, CATEGORIES_DELAY_MS));
}

export function useHomeCategories() {
  return useHomeCategoriesQuery(useSettledArg({ lang: useLang() }, CATEGORIES_DELAY_MS));
}
