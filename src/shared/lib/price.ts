// The one price formatter: lari with 2 decimals, grouped as each language groups digits, and the
// ₾ sign after the amount as Georgian shops write it ("1299,50 ₾", "1,299.50 ₾").
const formatters = {
  ka: new Intl.NumberFormat('ka-GE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** Money from the API: a number or a numeric string ("1299.50"); anything else is not a price. */
export function toAmount(value: unknown): number | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

export function formatPrice(value: number, lang: 'ka' | 'en'): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}${formatters[lang].format(Math.abs(value))} ₾`;
}
