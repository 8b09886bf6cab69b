import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { raGeorgian } from './i18n/raGeorgian';
import { english, georgian } from './i18n/messages';

/** the back office's languages: Georgian first, as in the shop */
export type AdminLanguage = 'ka' | 'en';

const messages = {
  ka: { ...raGeorgian, ...georgian },
  en: { ...englishMessages, ...english },
};

// Both languages are bundled (a few KB), so a switch is instant and never waits on the network.
export const i18nProvider = polyglotI18nProvider((locale) => messages[locale as AdminLanguage] ?? messages.ka, 'ka', [
  { locale: 'ka', name: 'ქართული' },
  { locale: 'en', name: 'English' },
]);

/** the language the operator reads now: the server's messages come in it (Accept-Language) */
export const currentLanguage = (): AdminLanguage => (i18nProvider.getLocale() === 'en' ? 'en' : 'ka');
