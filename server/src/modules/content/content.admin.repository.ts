import type { Queryable } from '../../db/client';
import type { PageKind } from '../../domain/content';

// The HTML pages (about and the five policies) and the contact card, as the back office edits them.

export interface AdminPageRow {
  kind: PageKind;
  html_en: string;
  html_ka: string | null;
  version: number;
}

export async function allPages(db: Queryable): Promise<AdminPageRow[]> {
  const { rows } = await db.query<AdminPageRow>('SELECT kind, html_en, html_ka, version FROM pages ORDER BY kind');
  return rows;
}

/** the page, locked when `lock`; a kind never written yet is an empty page at version 1 */
export async function findPageRow(db: Queryable, kind: PageKind, lock = false): Promise<AdminPageRow> {
  await db.query('INSERT INTO pages (kind) VALUES ($1) ON CONFLICT (kind) DO NOTHING', [kind]);
  const { rows } = await db.query<AdminPageRow>(
    `SELECT kind, html_en, html_ka, version FROM pages WHERE kind = $1${lock ? ' FOR UPDATE' : ''}`,
    [kind],
  );
  return rows[0];
}

export async function updatePage(db: Queryable, kind: PageKind, html: { en: string; ka: string | null }) {
  await db.query('UPDATE pages SET html_en = $2, html_ka = $3, version = version + 1 WHERE kind = $1', [
    kind,
    html.en,
    html.ka,
  ]);
}

export interface AdminContactRow {
  fb: string;
  instagram: string;
  phone: string;
  email: string;
  address_en: string;
  address_ka: string | null;
  version: number;
}

export async function findContactRow(db: Queryable, lock = false): Promise<AdminContactRow> {
  await db.query('INSERT INTO contact (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
  const { rows } = await db.query<AdminContactRow>(
    `SELECT fb, instagram, phone, email, address_en, address_ka, version FROM contact WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  return rows[0];
}

export async function updateContact(db: Queryable, contact: Omit<AdminContactRow, 'version'>) {
  await db.query(
    `UPDATE contact SET fb = $1, instagram = $2, phone = $3, email = $4, address_en = $5, address_ka = $6,
       version = version + 1 WHERE id = 1`,
    [contact.fb, contact.instagram, contact.phone, contact.email, contact.address_en, contact.address_ka],
  );
}
