import { readLocales } from '@/test/i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const locales = readLocales() as Record<'ka' | 'en', Record<string, Tree>>;
const namespaces = Object.keys(locales.en);

describe('translation files', () => {
  it.each(namespaces)('%s has the same keys in ka and en', (ns) => {
    const en = Object.keys(flatten(locales.en[ns])).sort();
    const ka = Object.keys(flatten(locales.ka[ns])).sort();
    expect({
      missingInKa: en.filter((key) => !ka.includes(key)),
      missingInEn: ka.filter((key) => !en.includes(key)),
    }).toEqual({
      missingInKa: [],
      missingInEn: [],
    });
  });

  // Real Georgian, not transliteration: any Georgian text with words in it has Georgian letters.
  // Interpolations ({{count}}), brand names written in Latin (AstroShop) and URLs are not words here.
  it.each(namespaces)('%s is written in Georgian script in ka', (ns) => {
    const latinOnly = Object.entries(flatten(locales.ka[ns])).filter(([, text]) => {
      const words = text
        .replace(/\{\{[^}]*\}\}/g, '')
        .replace(/<[^>]*>/g, '')
        .replace(/https?:\S+/g, '');
      return /[A-Za-z]{3,}/.test(words) && !/[\u10D0-\u10FF]/.test(words);
    });
    expect(latinOnly).toEqual([]);
  });

  it.each(namespaces)('%s has no empty texts', (ns) => {
    for (const lng of ['ka', 'en'] as const) {
      expect(Object.entries(flatten(locales[lng][ns])).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });
});
