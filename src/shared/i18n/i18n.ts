import i18next, { type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { config } from '../config';
import { detectLanguage, isLang, languages } from './languages';
// the translation files every page's header needs: loaded at start, together, and preloaded by
// index.html (webpack.config.ts reads the same file), so they travel alongside the script
import shellNamespaces from './shellNamespaces.json';

/** Translation files: locales/{lng}/{ns}.json, one namespace per area of the shop. */
export const namespaces = ['common', 'catalog', 'cart', 'account', 'checkout', 'observe'] as const;

/**
 * `resources`: the translations a server-rendered page carried; with them the instance is ready at once
 * (the page hydrates with the server's very texts) and fetches only what they lack (another language).
 */
export function initI18n(pathname: string, browserLanguages: readonly string[], resources?: Resource) {
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      // a page the server rendered hydrates in the language it was rendered in (its path's, else the
      // default: /nowhere), whatever the browser prefers: other texts would not match its HTML (React #418)
      lng: (resources && Object.keys(resources).find(isLang)) || detectLanguage(pathname, browserLanguages),
      ...(resources && { resources, partialBundledLanguages: true, initAsync: false }),
      supportedLngs: languages,
      // Both languages have every key (locales.test.ts), so a page never downloads the other one's files.
      fallbackLng: false,
      ns: shellNamespaces,
      defaultNS: 'common',
      backend: { loadPath: `${config.apiUrl}/locales/{{lng}}/{{ns}}.json` },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
}

export { i18next as i18n };
