import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, namespaces, type Lang } from '@/shared/i18n';

/** The real translation files, read from disk, so tests assert the texts shoppers see. */
export function readLocales() {
  return Object.fromEntries(
    languages.map((lng) => [
      lng,
      Object.fromEntries(
        namespaces.map((ns) => [
          ns,
          JSON.parse(fs.readFileSync(path.join(__dirname, '../locales', lng, `${ns}.json`), 'utf8')),
        ]),
      ),
    ]),
  );
}

const resources = readLocales();

export async function createTestI18n(lng: Lang): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false, // as in the app: both languages have every key
    ns: [...namespaces],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
