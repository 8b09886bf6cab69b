import type { Lang } from '../domain/language';

// Amounts in a mail, as the shop writes them.

// The storefront's rules (src/shared/lib/format/price.ts), written again here because the server is
// compiled alone (rootDir server/src) and cannot import the storefront's code: lari with 2 decimals, the
// currency after the amount; Georgian separates decimals with a comma and groups thousands with a
// no-break space from five integer digits on (CLDR's minimumGroupingDigits 2: "1299,50", "20 000,00"),
// English with commas from four ("1,299.50"). A mail then reads as the order page does, but for the
// currency: many mail clients' fonts have no lari sign (Unicode 8, 2015) and draw ₾ as a box, and a mail
// cannot bring the storefront's webfont, so it names the currency in words every font has: "ლარი" in a
// Georgian mail (its reader's fonts have Georgian), "GEL" in an English one.
const numberRules = {
  ka: { decimal: ',', group: '\u00a0', groupFrom: 5, currency: 'ლარი' },
  en: { decimal: '.', group: ',', groupFrom: 4, currency: 'GEL' },
} as const;

/** an amount in tetri as a price: 129950 -> "1299,50 ლარი" (ka), "1,299.50 GEL" (en) */
export function formatPrice(tetri: number, lang: Lang): string {
  const rules = numberRules[lang];
  const abs = Math.abs(tetri);
  const whole = String(Math.floor(abs / 100));
  const grouped = whole.length >= rules.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, rules.group) : whole;
  return `${tetri < 0 ? '−' : ''}${grouped}${rules.decimal}${String(abs % 100).padStart(2, '0')}\u00a0${rules.currency}`;
}
