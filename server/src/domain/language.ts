export const LANGUAGES = ['ka', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** the request's language from accept-language: ka when the first preference is Georgian, else en */
export function languageOf(header: string | undefined): Lang {
  const first = (header ?? '').split(',')[0].split(';')[0].trim().toLowerCase();
  return first === 'ka' || first.startsWith('ka-') ? 'ka' : 'en';
}
