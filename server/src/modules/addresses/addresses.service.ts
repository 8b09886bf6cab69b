import type { Database, Queryable } from '../../db/client';
import {
  addressesOf,
  countAddresses,
  deleteAddress,
  insertAddress,
  touchSameAddress,
  updateAddress,
  type AddressEntry,
  type AddressRow,
} from './addresses.repository';
import { checkAddress, phoneNumber, type Address, type AddressInput } from '../../domain/address';
import { REGION_CODES } from '../../domain/delivery';
import { invalidFields, ShopError, type FieldProblems } from '../../domain/errors';

// A shopper's address book: checked as the checkout checks a delivery address, kept per account (another
// account's address is a 404, as one that does not exist), the last one used first.

/** an address book has room for this many: a household's, an office's, a relative's */
export const MAX_ADDRESSES = 20;

export interface AddressBookInput extends AddressInput {
  label?: string;
  phone?: string;
}

function present(row: AddressRow, lastUsedId: number | null) {
  return {
    id: row.id,
    label: row.label,
    region: row.region,
    city: row.city,
    street: row.street,
    apartment: row.apartment,
    notes: row.notes,
    phone: row.phone,
    last_used: row.id === lastUsedId,
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/** the account's addresses, the last used first and marked (`last_used`) */
export async function addressBook(db: Queryable, userId: number) {
  const rows = await addressesOf(db, userId);
  const lastUsed = rows.find((row) => row.last_used_at !== null)?.id ?? null;
  return rows.map((row) => present(row, lastUsed));
}

/** the entry checked in both scripts, its phone as E.164; a 422 names every field at fault */
function entryOf(input: AddressBookInput): AddressEntry {
  const { address, problems } = checkAddress(input, REGION_CODES, '');
  const fields: FieldProblems = { ...problems };
  const phone = input.phone?.trim() ? phoneNumber(input.phone) : null;
  if (input.phone?.trim() && !phone) fields.phone = [{ key: 'field_phone' }];
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  return { ...address, label: input.label?.trim() ?? '', phone };
}

export async function addAddress(db: Database, userId: number, input: AddressBookInput) {
  const entry = entryOf(input);
  return db.transaction(async (tx) => {
    // counted under the account's row lock: two additions at once cannot both take the last place
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES)
      throw new ShopError(422, 'address_book_full', { max: MAX_ADDRESSES });
    return insertAddress(tx, userId, entry, false);
  });
}

export async function editAddress(db: Database, userId: number, id: number, input: AddressBookInput) {
  if (!(await updateAddress(db, userId, id, entryOf(input)))) throw new ShopError(404, 'not_found');
}

export async function removeAddress(db: Database, userId: number, id: number) {
  if (!(await deleteAddress(db, userId, id))) throw new ShopError(404, 'not_found');
}

/**
 * A checkout's address kept in the book (the shopper asked to): the same address already there is
 * marked used now, a new one is added as the last used, while the book has room (a full book keeps
 * the order going: it is a convenience, not part of the order).
 */
export async function rememberAddress(tx: Queryable, userId: number, address: Address, phone: string | null) {
  const entry = { ...address, label: '', phone };
  if ((await touchSameAddress(tx, userId, entry)) !== null) return;
  if ((await countAddresses(tx, userId)) < MAX_ADDRESSES) await insertAddress(tx, userId, entry, true);
}
