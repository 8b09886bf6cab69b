// libphonenumber's smallest metadata (lengths, not every prefix pattern) keeps the page light; the
// server checks again with the full metadata and has the last word (a 422 on the phone field).
import { isValidPhoneNumber } from 'libphonenumber-js/min';

/**
 * An address line: Georgian or Latin letters, digits, spaces and the punctuation addresses use
 * ("დიღმის მასივი, მე-3 კვ., კორპ. 1ბ"), with a letter or a digit somewhere: the server's rule
 * (server/src/domain/address.ts), so the shopper hears it before sending.
 */
const ADDRESS_LINE = /^[\p{Script=Georgian}\p{Script=Latin}0-9 .,\-/№#'"()«»„“”:;]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The translation key (checkout:address.errors.*) of what is wrong with an address line, or true. */
export function checkAddressLine(value: string, required: boolean): true | 'required' | 'script' {
  const line = value.trim();
  if (!line) return required ? 'required' : true;
  return ADDRESS_LINE.test(line) && HAS_LETTER_OR_DIGIT.test(line) ? true : 'script';
}

/** A phone a courier can call: Georgian without a code ("599 11 22 33"), +995 5XX XX XX XX, or foreign with its code. */
export function checkPhone(value: string, required: boolean): true | 'required' | 'phone' {
  const phone = value.trim();
  if (!phone) return required ? 'required' : true;
  return isValidPhoneNumber(phone, 'GE') ? true : 'phone';
}
