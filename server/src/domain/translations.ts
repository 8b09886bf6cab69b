import { LANGUAGES, type Lang } from './language';

type Columns<F extends string> = { [K in `${F}_en`]: string } & { [K in `${F}_ka`]: string | null };
export type Translation<F extends string> = { locale: Lang } & Record<F, string>;

/**
 * A row's texts as the contract's translations array: the requested language first, then the other.
 * A Georgian text that is missing falls back to the English one, text by text.
 */
export function translations<F extends string>(lang: Lang, row: Columns<F>, fields: readonly F[]): Translation<F>[] {
  const order = [lang, ...LANGUAGES.filter((other) => other !== lang)];
  return order.map((locale) => {
    const entry = { locale } as Translation<F>;
    for (const field of fields) {
      const texts = row as Record<string, string | null>;
      const english = texts[`${field}_en`] ?? '';
      (entry as Record<string, string>)[field] = locale === 'ka' ? (texts[`${field}_ka`] ?? english) : english;
    }
    return entry;
  });
}

/** SQL for a text column in the requested language, with the same fallback */
export function textColumn(lang: Lang, field: string, table?: string): string {
  const prefix = table ? `${table}.` : '';
  return lang === 'ka' ? `coalesce(${prefix}${field}_ka, ${prefix}${field}_en)` : `${prefix}${field}_en`;
}
