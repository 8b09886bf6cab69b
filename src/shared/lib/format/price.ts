import type { Lang } from './lang';

// The one price formatter: lari with 2 decimals and the ₾ sign after the amount, as Georgian shops
// write it ("1299,50 ₾", "20 000,00 ₾"; in English "1,299.50 ₾").
//
// Written by the shop's own rules rather than Intl's locale data: Node has Georgian data and many
// browsers (Debian's Chromium among them) do not, falling back to English, so a server-rendered
// Georgian page would read one way and then change, or fail to hydrate. The rules are CLDR's for `ka`
// and `en`: Georgian separates decimals with a comma and groups thousands with a no-break space from
// five integer digits on (CLDR's minimumGroupingDigits 2); English groups with commas from four.
const numberRules = {
  ka: { decimal: ',', group: '\u00a0', groupFrom: 5 },
  en: { decimal: '.', group: ',', groupFrom: 4 },
} as const;

/** a non-negative amount with `decimals` decimals (2: money), by the language's rules */
function formatAmount(value: number, lang: Lang, decimals = 2): string {
  const rules = numberRules[lang];
  const [whole, fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.length >= rules.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, rules.group) : whole;
  return fraction === undefined ? grouped : `${grouped}${rules.decimal}${fraction}`;
}

/** a count (units, orders) by the language's grouping: "12 500" in Georgian, "12,500" in English */
export function formatCount(value: number, lang: Lang): string {
  return `${value < 0 ? '−' : ''}${formatAmount(Math.abs(Math.round(value)), lang, 0)}`;
}

/** Money from the API: a number or a numeric string ("1299.50"); anything else is not a price. */
export function toAmount(value: unknown): number | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

export function formatPrice(value: number, lang: Lang): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}${formatAmount(Math.abs(value), lang)} ₾`;
}
