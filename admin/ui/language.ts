import { useLocaleState } from 'react-admin';
import { formatPrice, toAmount } from '@/shared/lib';
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

/** a text the API keeps in both languages ({ ka, en }): the operator's, else the other one */
export type Localized = { ka?: string; en?: string } | string | null | undefined;

export function useLocalized() {
  const lang = useAdminLanguage();
  return (value: Localized) => {
    if (!value || typeof value === 'string') return value ?? '';
    return value[lang] || value[lang === 'ka' ? 'en' : 'ka'] || '';
  };
}
