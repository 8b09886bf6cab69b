import type { Queryable } from '../../db/client';
import type { Design, Dovetail } from '../../domain/fit';
import type { Focuser, Mount } from '../../domain/telescope';

// The reference list of telescopes we do not sell, and each shopper's own telescopes. Every query on a
// shopper's telescopes names the owner: another account's is not found.

export interface ReferenceRow {
  slug: string;
  brand: string;
  model: string;
  name_ka: string;
  aperture_mm: number;
  focal_length_mm: number;
  focuser: Focuser;
  design: Design;
  mount: Mount;
  dovetail: Dovetail | null;
  weight_kg: number | null;
  source: string;
}

const REFERENCE_COLUMNS = `slug, brand, model, name_ka, aperture_mm::float8 AS aperture_mm, focal_length_mm::float8 AS focal_length_mm,
  focuser, design, mount, dovetail, weight_kg::float8 AS weight_kg, source`;

/**
 * The telescopes whose brand or model (in either script) has a word starting with each of `words`
 * ("nexstar 8" finds "NexStar 8SE"), by brand, then aperture, then model.
 */
export async function searchReferenceTelescopes(
  db: Queryable,
  words: string[],
  limit: number,
): Promise<ReferenceRow[]> {
  const { rows } = await db.query<ReferenceRow>(
    `SELECT ${REFERENCE_COLUMNS} FROM reference_telescopes
     WHERE NOT EXISTS (SELECT 1 FROM unnest($1::text[]) AS w(word) WHERE (' ' || search_text) NOT LIKE '% ' || w.word || '%')
     ORDER BY brand, aperture_mm, model LIMIT $2`,
    [words, limit],
  );
  return rows;
}

export async function findReferenceTelescope(db: Queryable, slug: string): Promise<ReferenceRow | null> {
  const { rows } = await db.query<ReferenceRow>(
    `SELECT ${REFERENCE_COLUMNS} FROM reference_telescopes WHERE slug = $1`,
    [slug],
  );
  return rows[0] ?? null;
}

export interface UserTelescopeRow {
  id: number;
  kind: 'ours' | 'ref' | 'own';
  slug: string | null;
  aperture_mm: number;
  focal_length_mm: number;
  focuser: Focuser;
  name: string;
}

export type UserTelescopeEntry = Omit<UserTelescopeRow, 'id'>;

/** the account's telescopes, the first added first */
export async function userTelescopes(db: Queryable, userId: number): Promise<UserTelescopeRow[]> {
  const { rows } = await db.query<UserTelescopeRow>(
    `SELECT id, kind, slug, aperture_mm::float8 AS aperture_mm, focal_length_mm::float8 AS focal_length_mm, focuser, name
     FROM user_telescopes WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows;
}

export async function countUserTelescopes(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_telescopes WHERE user_id = $1', [
    userId,
  ]);
  return rows[0].n;
}

export async function insertUserTelescope(db: Queryable, userId: number, entry: UserTelescopeEntry): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO user_telescopes (user_id, kind, slug, aperture_mm, focal_length_mm, focuser, name)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [userId, entry.kind, entry.slug, entry.aperture_mm, entry.focal_length_mm, entry.focuser, entry.name],
  );
  return rows[0].id;
}

/** false: the account has no such telescope */
export async function deleteUserTelescope(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM user_telescopes WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}
