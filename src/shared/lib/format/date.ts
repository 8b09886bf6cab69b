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

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as the back office reads it, in Tbilisi: "28.11.2026, 14:05" in Georgian (dd.mm.yyyy and
 * 24-hour time, as Georgians write it), "28/11/2026, 14:05" in English (en-GB); the time left out when
 * `withTime` is false.
 */
export function formatDateTime(date: Date, lang: Lang, withTime = true): string {
  const local = new Date(date.getTime() + TBILISI_OFFSET_MS);
  const separator = lang === 'ka' ? '.' : '/';
  const day = [local.getUTCDate(), local.getUTCMonth() + 1].map(twoDigits).join(separator);
  const text = `${day}${separator}${local.getUTCFullYear()}`;
  return withTime ? `${text}, ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}` : text;
}
