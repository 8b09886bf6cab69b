import parsePhoneNumberFromString from 'libphonenumber-js/max';
import { TBILISI } from './delivery';
import type { FieldProblems } from './errors';

// A Georgian delivery address and phone as a shopper types them, checked the same way in both scripts.

/**
 * An address line: Georgian (Mkhedruli) or Latin letters, digits, spaces and the punctuation addresses
 * use ("დიღმის მასივი, მე-3 კვ., კორპ. 1ბ", "12 Tsereteli Ave., apt. 4/2", "№ 5"), with a letter or a
 * digit somewhere. Other scripts are refused: a courier reads the label in one of these two.
 */
const ADDRESS_LINE = /^[\p{Script=Georgian}\p{Script=Latin}0-9 .,\-/№#'"()«»„“”:;]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function isAddressLine(text: string): boolean {
  return ADDRESS_LINE.test(text) && HAS_LETTER_OR_DIGIT.test(text);
}

/**
 * A phone number a courier can call, as E.164 (+995599112233), or null. Numbers without a country code
 * are Georgian ("599 11 22 33"); a foreign number with its code is taken too (a visitor from abroad).
 * Checked against libphonenumber's metadata, which knows each country's lengths and prefixes.
 */
export function phoneNumber(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'GE');
  return parsed?.isValid() ? parsed.number : null;
}

/** an address as the shopper gave it (a checkout's delivery, an address book's entry) */
export interface AddressInput {
  region?: string;
  city?: string;
  street?: string;
  apartment?: string;
  notes?: string;
}

/** an address as it is kept: every part trimmed, the parts not given empty */
export interface Address {
  /** a code of domain/delivery.ts REGIONS */
  region: string;
  /** the town or village (the regions); empty in Tbilisi */
  city: string;
  /** street and number, or district, quarter and block */
  street: string;
  apartment: string;
  notes: string;
}

/**
 * The address trimmed, and what is wrong with it, each problem named by its field under `prefix`
 * ("delivery.address." at checkout): the region must be one of `regions`, the street is required, the
 * city too outside Tbilisi, and the lines a courier reads are in Georgian or Latin script. (Lengths and
 * control characters are the request schema's: http/schemas.ts `addressInput`.)
 */
export function checkAddress(
  input: AddressInput,
  regions: readonly string[],
  prefix: string,
): { address: Address; problems: FieldProblems } {
  const address: Address = {
    region: input.region?.trim() ?? '',
    city: input.city?.trim() ?? '',
    street: input.street?.trim() ?? '',
    apartment: input.apartment?.trim() ?? '',
    notes: input.notes?.trim() ?? '',
  };
  const problems: FieldProblems = {};
  if (!regions.includes(address.region))
    problems[`${prefix}region`] = [{ key: address.region ? 'field_invalid' : 'field_required' }];
  if (address.street === '') problems[`${prefix}street`] = [{ key: 'field_required' }];
  if (address.city === '' && address.region !== TBILISI) problems[`${prefix}city`] = [{ key: 'field_required' }];
  for (const field of ['city', 'street', 'apartment'] as const) {
    if (address[field] !== '' && !isAddressLine(address[field]))
      problems[`${prefix}${field}`] = [{ key: 'field_address_script' }];
  }
  return { address, problems };
}
