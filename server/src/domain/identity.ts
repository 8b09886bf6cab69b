import type { MessageKey } from './messages';
import type { PayMethod } from './payments';

// How a shopper identifies: Georgians by their personal ID, visitors from abroad by their passport. A
// personal ID is needed only where a Georgian bank needs one (a loan).

export const ID_KINDS = ['personal_id', 'passport'] as const;
export type IdKind = (typeof ID_KINDS)[number];

/** the formats as request schemas write them (a passport's letters in either case) */
export const PERSONAL_ID_PATTERN = '^[0-9]{11}$';
// passports of the world: 6 to 12 letters and digits (ICAO 9303 allows up to 9 in the MRZ; some countries
// print longer numbers on the data page)
export const PASSPORT_PATTERN = '^[A-Za-z0-9]{6,12}$';

const FORMATS: Record<IdKind, { pattern: RegExp; problem: MessageKey }> = {
  personal_id: { pattern: new RegExp(PERSONAL_ID_PATTERN), problem: 'field_pid' },
  passport: { pattern: new RegExp(PASSPORT_PATTERN), problem: 'field_passport' },
};

/** the banks' loans, which Georgian banks give to holders of a Georgian personal ID only */
export const NEEDS_PERSONAL_ID: readonly PayMethod[] = ['BOG_LOAN', 'TBC_LOAN'];

/** the number as kept (a passport's in capitals), or the problem with it */
export function identityNumber(kind: IdKind, text: string): { number: string } | { problem: MessageKey } {
  const number = kind === 'passport' ? text.trim().toUpperCase() : text.trim();
  const format = FORMATS[kind];
  return format.pattern.test(number) ? { number } : { problem: format.problem };
}
