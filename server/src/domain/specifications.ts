import { FACET_KEYS } from './catalogue';
import type { Lang } from './language';

// The shop's list of specifications (spec_labels, migration 027): what each is called, its unit, and
// whether shoppers filter by it. A product's specification is one of them with its value in both
// languages; a value typed as a bare number is a measurement in the specification's unit.

export interface Specification {
  key: string;
  label: Record<Lang, string>;
  /** mm, kg, µm, nm; null: the value says its own (f/10, 140x, Fully multi-coated) */
  unit: string | null;
  /** shoppers filter the catalogue by it */
  filter: boolean;
  /** the filter's values where they are a list (domain/filterValues.ts); empty: its values are free */
  values: { code: string; label: Record<Lang, string> }[];
}

const UNIT_NAMES: Record<string, Record<Lang, string>> = {
  mm: { en: 'mm', ka: 'მმ' },
  kg: { en: 'kg', ka: 'კგ' },
  µm: { en: 'µm', ka: 'მკმ' },
  nm: { en: 'nm', ka: 'ნმ' },
};

export const isFilter = (key: string) => (FACET_KEYS as readonly string[]).includes(key);

/** the value as written, its unit added when it is a bare number ("200" is "200 mm", "200 მმ") */
export function valueWithUnit(value: string, unit: string | null, lang: Lang): string {
  const text = value.trim();
  if (!unit || !/^\d+(?:[.,]\d+)?$/.test(text)) return text;
  return `${text.replace(',', '.')} ${UNIT_NAMES[unit]?.[lang] ?? unit}`;
}
