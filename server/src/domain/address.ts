import parsePhoneNumberFromString from 'libphonenumber-js/max';
import { REGIONS, TBILISI } from './delivery';
import type { FieldProblems } from './errors';
import type { Lang } from './language';

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

/** a kept phone number (E.164) as people read and dial it: "+995 555 12 34 56"; as it is when unknown */
export function phoneForPeople(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * The digits an operator typed to find an order by its phone, in whatever form ("555 12 34 56",
 * "+995555123456", "555-12-34-56", "(555) 123456"): the number without Georgia's country code, so every
 * form finds the same order. null when the text is not a phone (letters in it, or fewer than 5 digits).
 */
export function phoneSearchDigits(text: string): string | null {
  if (!/^[+\d\s\-().]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^00/, '');
  const national = digits.length > 9 && digits.startsWith('995') ? digits.slice(3) : digits;
  return national.length >= 5 ? national : null;
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

const APARTMENT: Record<Lang, string> = { ka: 'ბინა', en: 'apt.' };

/**
 * The address on one line, as a courier reads it on a label: street, apartment, town, region
 * ("დიღმის მასივი, მე-3 კვ., კორპ. 1ბ, ბინა 12, თბილისი"); the shopper's notes for the courier apart.
 */
export function courierAddress(address: Address, lang: Lang): string {
  const region = REGIONS.find((known) => known.code === address.region)?.name[lang] ?? address.region;
  return [address.street, address.apartment && `${APARTMENT[lang]} ${address.apartment}`, address.city, region]
    .filter((part) => part !== '')
    .join(', ');
}
