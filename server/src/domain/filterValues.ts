import type { Lang } from './language';

// The values shoppers filter by where a specification is written in words (issue 36). A product's own
// text stays on its page ("Newtonian, parabolic primary mirror"); its filter value is one of a short list
// ("Newtonian reflector"), so one kind of telescope is one checkbox, not one per wording. A value is
// matched by what it says, the first entry that matches winning (a GoTo Dobsonian is a Dobsonian, not an
// alt-azimuth). Measurements are filtered as numbers and ranges instead (domain/catalogue.ts RANGE_FACETS).

export interface FilterValue {
  /** the filter's value in addresses (?design=newtonian-reflector) */
  code: string;
  label: Record<Lang, string>;
  /** what an English value says when it is this one */
  match: RegExp;
}

export const FILTER_VALUES: Readonly<Record<string, readonly FilterValue[]>> = {
  design: [
    {
      code: 'newtonian-reflector',
      label: { en: 'Newtonian reflector', ka: 'ნიუტონის რეფლექტორი' },
      match: /newton/i,
    },
    {
      code: 'apochromatic-refractor',
      label: { en: 'Apochromatic refractor', ka: 'აპოქრომატული რეფრაქტორი' },
      match: /apochromat|\bED\b/i,
    },
    {
      code: 'achromatic-refractor',
      label: { en: 'Achromatic refractor', ka: 'აქრომატული რეფრაქტორი' },
      match: /achromat|refractor/i,
    },
    {
      code: 'maksutov-cassegrain',
      label: { en: 'Maksutov-Cassegrain', ka: 'მაქსუტოვ-კასეგრენი' },
      match: /maksutov/i,
    },
    {
      code: 'schmidt-cassegrain',
      label: { en: 'Schmidt-Cassegrain', ka: 'შმიდტ-კასეგრენი' },
      match: /schmidt|\bSCT\b/i,
    },
    {
      code: 'ritchey-chretien',
      label: { en: 'Ritchey-Chrétien', ka: 'რიჩი-კრეტიენი' },
      match: /ritchey|\bRC\b/i,
    },
  ],
  mount: [
    { code: 'optical-tube-only', label: { en: 'Tube only', ka: 'მხოლოდ მილი' }, match: /not included|tube only/i },
    { code: 'dobsonian-base', label: { en: 'Dobsonian base', ka: 'დობსონის ბაზა' }, match: /dobson/i },
    { code: 'equatorial', label: { en: 'Equatorial', ka: 'ეკვატორული' }, match: /equatorial|\bEQ\d/i },
    { code: 'alt-azimuth', label: { en: 'Alt-azimuth', ka: 'აზიმუტური' }, match: /alt-?az|azimuth|\bAZ\d/i },
    { code: 'tabletop', label: { en: 'Tabletop', ka: 'სამაგიდო' }, match: /table-?top/i },
  ],
};

/** the specification's list of filter values; empty where its values are free (a brand, a size) */
export const filterValuesOf = (key: string): readonly FilterValue[] => FILTER_VALUES[key] ?? [];

/**
 * the filter value an English value is: the list's code where the key has a list (undefined when it says
 * none of them), else null (the key's values are free)
 */
export function listedCode(key: string, valueEn: string): string | null | undefined {
  const list = FILTER_VALUES[key];
  if (!list) return null;
  return list.find((value) => value.match.test(valueEn))?.code;
}

/** a listed filter value's name in the language; null for a code of no list */
export function filterValueLabel(key: string, code: string, lang: Lang): string | null {
  return FILTER_VALUES[key]?.find((value) => value.code === code)?.label[lang] ?? null;
}
