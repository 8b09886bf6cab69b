export const languages = ['ka', 'en'] as const;
export type Lang = (typeof languages)[number];

export const defaultLanguage: Lang = 'ka';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language of a path's first segment, if it is one of ours. */
export function langFromPath(pathname: string): Lang | undefined {
  const segment = pathname.split('/')[1];
  return isLang(segment) ? segment : undefined;
}

/** Path first, then the browser's preferences, then the default. */
export function detectLanguage(pathname: string, browserLanguages: readonly string[]): Lang {
  const fromBrowser = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLang);
  return langFromPath(pathname) ?? fromBrowser ?? defaultLanguage;
}

/** The same path (and query) under another language segment. */
export function switchLanguagePath(pathname: string, search: string, lang: Lang): string {
  const rest = langFromPath(pathname) ? pathname.split('/').slice(2).join('/') : pathname.replace(/^\/+/, '');
  return `/${lang}${rest ? `/${rest}` : ''}${search}`;
}
