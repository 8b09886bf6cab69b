import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { raGeorgian, tiptapGeorgian } from './i18n/raGeorgian';
import { english, georgian } from './i18n/messages';

/** the back office's languages: Georgian first, as in the shop */
export type AdminLanguage = 'ka' | 'en';

const messages = {
  // the editor's buttons are not among react-admin's own texts; in English they say what they do by themselves
  ka: { ...raGeorgian, ra: { ...raGeorgian.ra, tiptap: tiptapGeorgian }, ...georgian },
  en: { ...englishMessages, ...english },
};

// The operator's choice is kept in localStorage under a key of our own: react-admin keeps the locale in its
// store, which it empties at every sign-out (and so at the sign-in page of a reload without a session).
const LANGUAGE_KEY = 'astroshop.admin.language';

function chosenLanguage(): AdminLanguage {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'ka';
  } catch {
    return 'ka'; // storage disabled: Georgian, the shop's default
  }
}

function keepLanguage(locale: string) {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // storage disabled: the choice lasts until the page is left
  }
}

// Both languages are bundled (a few KB), so a switch is instant and never waits on the network.
const polyglot = polyglotI18nProvider((locale) => messages[locale as AdminLanguage] ?? messages.ka, chosenLanguage(), [
  { locale: 'ka', name: 'ქართული' },
  { locale: 'en', name: 'English' },
]);

export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    keepLanguage(locale);
  },
};

/** the language the operator reads now: the server's messages come in it (Accept-Language) */
export const currentLanguage = (): AdminLanguage => (i18nProvider.getLocale() === 'en' ? 'en' : 'ka');
