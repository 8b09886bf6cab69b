// Money travels as numeric strings from the database and is computed in whole tetri (1/100 lari),
// so no total ever meets a binary float.

/** "1299.50" or 1299.5 -> 129950 */
export function toTetri(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const tetri = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -tetri : tetri;
}

/** 129950 -> 1299.5, the JSON number the contract shows */
export function toLari(tetri: number): number {
  return tetri / 100;
}

/** 129950 -> "1299.50", for SQL numeric parameters */
export function toNumeric(tetri: number): string {
  const sign = tetri < 0 ? '-' : '';
  const abs = Math.abs(tetri);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** the share of an amount, rounded half up to whole tetri */
export function percentOf(tetri: number, percent: number): number {
  return Math.round((tetri * percent) / 100);
}
