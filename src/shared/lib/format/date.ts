import type { Lang } from './lang';

// Dates by the shop's own rules, for the same reason as prices (price.ts): Intl's Georgian data is
// missing from many browsers, and a server-rendered page must read the same after hydration. The
// day is the shop's, in Tbilisi (UTC+4 all year, no daylight saving since 2005), not the runtime's
// own zone, so the server and every shopper's browser name the same day.
const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;

const months = {
  ka: [
    'იანვარი',
    'თებერვალი',
    'მარტი',
    'აპრილი',
    'მაისი',
    'ივნისი',
    'ივლისი',
    'აგვისტო',
    'სექტემბერი',
    'ოქტომბერი',
    'ნოემბერი',
    'დეკემბერი',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** "21 ნოემბერი, 2026" / "21 November 2026" (CLDR's long date of `ka` and `en-GB`) */
export function formatDate(date: Date, lang: Lang): string {
  const local = new Date(date.getTime() + TBILISI_OFFSET_MS);
  const day = local.getUTCDate();
  const month = months[lang][local.getUTCMonth()];
  const year = local.getUTCFullYear();
  return lang === 'ka' ? `${day} ${month}, ${year}` : `${day} ${month} ${year}`;
}
