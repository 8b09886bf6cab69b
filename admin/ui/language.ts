import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatDateTime, formatPrice, toAmount } from '@/shared/lib';
import type { AdminLanguage } from '../i18nProvider';

/** the language the operator reads the back office in */
export function useAdminLanguage(): AdminLanguage {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'ka';
}

/** the shop's one price formatter, in the operator's language; '' for no amount */
export function useMoney() {
  const lang = useAdminLanguage();
  return (value: unknown) => {
    const amount = toAmount(value);
    return amount === null ? '' : formatPrice(amount, lang);
  };
}

/** a moment from the API (ISO text) as Georgians write it (28.11.2026, 14:05), in Tbilisi; '' for none */
export function useDateTime() {
  const lang = useAdminLanguage();
  return (value: unknown, withTime = true) => {
    const date = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? formatDateTime(date, lang, withTime) : '';
  };
}

/** a count (units, orders) with the language's grouping */
export function useCount() {
  const lang = useAdminLanguage();
  return (value: unknown) => (typeof value === 'number' ? formatCount(value, lang) : '');
}

/** a text the API keeps in both languages ({ ka, en }): the operator's, else the other one */
export type Localized = { ka?: string; en?: string } | string | null | undefined;

export function useLocalized() {
  const lang = useAdminLanguage();
  return (value: Localized) => {
    if (!value || typeof value === 'string') return value ?? '';
    return value[lang] || value[lang === 'ka' ? 'en' : 'ka'] || '';
  };
}

/** a delivery method's days: "3–5 days", "1 day", "same day" */
export function useDays() {
  const translate = useTranslate();
  return (min: number, max: number) => {
    if (max === 0) return translate('admin.delivery.same_day');
    if (min === max) return translate('admin.delivery.day_count', { smart_count: max });
    return translate('admin.delivery.days', { min, max });
  };
}
