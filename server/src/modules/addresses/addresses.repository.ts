import type { Queryable } from '../../db/client';
import type { Address } from '../../domain/address';

// A shopper's address book. Every query names the owner: another account's address is not found.

export interface AddressRow extends Address {
  id: number;
  label: string;
  phone: string | null;
  last_used_at: Date | null;
}

const COLUMNS = 'id, label, region, city, street, apartment, notes, phone, last_used_at';

/** the account's addresses, the last used first (then the newest) */
export async function addressesOf(db: Queryable, userId: number): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY last_used_at DESC NULLS LAST, id DESC`,
    [userId],
  );
  return rows;
}

export async function countAddresses(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [
    userId,
  ]);
  return rows[0].n;
}

export interface AddressEntry extends Address {
  label: string;
  phone: string | null;
}

export async function insertAddress(db: Queryable, userId: number, entry: AddressEntry, used: boolean) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO addresses (user_id, label, region, city, street, apartment, notes, phone, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::boolean THEN now() END) RETURNING id`,
    [userId, entry.label, entry.region, entry.city, entry.street, entry.apartment, entry.notes, entry.phone, used],
  );
  return rows[0].id;
}

/** false when the account has no such address */
export async function updateAddress(db: Queryable, userId: number, id: number, entry: AddressEntry): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE addresses SET label = $3, region = $4, city = $5, street = $6, apartment = $7, notes = $8, phone = $9
     WHERE id = $1 AND user_id = $2`,
    [id, userId, entry.label, entry.region, entry.city, entry.street, entry.apartment, entry.notes, entry.phone],
  );
  return rowCount === 1;
}

/** false when the account has no such address */
export async function deleteAddress(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM addresses WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount === 1;
}

/**
 * Marks the account's entry with this address (region, city, street, apartment) used now, with the
 * notes and phone of this use; answers its id, or null when the book has no such entry.
 */
export async function touchSameAddress(db: Queryable, userId: number, entry: AddressEntry): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE addresses SET last_used_at = now(), notes = $6, phone = coalesce($7, phone)
     WHERE id = (SELECT id FROM addresses WHERE user_id = $1 AND region = $2 AND city = $3 AND street = $4 AND apartment = $5
                 ORDER BY id LIMIT 1)
     RETURNING id`,
    [userId, entry.region, entry.city, entry.street, entry.apartment, entry.notes, entry.phone],
  );
  return rows[0]?.id ?? null;
}
