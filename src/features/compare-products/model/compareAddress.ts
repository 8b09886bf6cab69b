import type { Lang } from '@/shared/i18n';

/** how many products the compare page shows side by side */
export const COMPARE_LIMIT = 4;

/** the compare page's address for these products: /{lang}/compare?products={slug},{slug} */
export const compareAddress = (lang: Lang, slugs: readonly string[]) =>
  `/${lang}/compare?products=${slugs.map(encodeURIComponent).join(',')}`;
