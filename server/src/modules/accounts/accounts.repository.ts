import type { Queryable } from '../../db/client';
import type { IdKind } from '../../domain/identity';

export interface UserRow {
  id: number;
  fname: string;
  lname: string;
  phone: string;
  email: string;
  pid: string;
  id_kind: IdKind;
}

export interface NewUser extends Omit<UserRow, 'id'> {
  passwordHash: string;
}

const USER_COLUMNS = 'id, fname, lname, phone, email, pid, id_kind';

/** the account of an email, with its password hash and whether an operator disabled it */
export async function findUserByEmail(db: Queryable, email: string) {
  const { rows } = await db.query<UserRow & { password_hash: string; disabled: boolean }>(
    `SELECT ${USER_COLUMNS}, password_hash, disabled_at IS NOT NULL AS disabled FROM users WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUser(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** the user with their password hash, to check a password against */
export async function findUserWithPassword(db: Queryable, id: number) {
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** inserts the user, or answers null when the email is taken (also when two sign-ups race) */
export async function insertUser(db: Queryable, user: NewUser): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (fname, lname, phone, email, pid, id_kind, password_hash) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
    [user.fname, user.lname, user.phone, user.email, user.pid, user.id_kind, user.passwordHash],
  );
  return rows[0]?.id ?? null;
}

export async function updateProfile(
  db: Queryable,
  id: number,
  profile: Pick<UserRow, 'fname' | 'lname' | 'phone' | 'pid' | 'id_kind'>,
  passwordHash: string | null,
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET fname = $2, lname = $3, phone = $4, pid = $5, id_kind = $6, password_hash = coalesce($7, password_hash)
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, profile.fname, profile.lname, profile.phone, profile.pid, profile.id_kind, passwordHash],
  );
  return rows[0];
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string) {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function insertAccessToken(db: Queryable, userId: number, hash: string, ttlMs: number) {
  await db.query(
    `INSERT INTO access_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [userId, hash, ttlMs],
  );
}

export async function userIdForToken(db: Queryable, hash: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT t.user_id FROM access_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.disabled_at IS NULL`,
    [hash],
  );
  return rows[0]?.user_id ?? null;
}

export async function revokeToken(db: Queryable, hash: string) {
  await db.query('UPDATE access_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hash]);
}

export async function revokeAllTokens(db: Queryable, userId: number) {
  await db.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** signs out every session of the account but the one given */
export async function revokeOtherTokens(db: Queryable, userId: number, keptHash: string) {
  await db.query(
    'UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL',
    [userId, keptHash],
  );
}

export async function insertPasswordReset(db: Queryable, userId: number, hash: string, ttlMs: number) {
  await db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [userId, hash, ttlMs],
  );
}

/** marks a reset token used and answers its user; null when unknown, used or expired (one use only) */
export async function consumePasswordReset(db: Queryable, hash: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [hash],
  );
  return rows[0]?.user_id ?? null;
}

/** whether a reset token would still work (unused, not expired); reads only, so the link stays usable */
export async function isLivePasswordReset(db: Queryable, hash: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hash],
  );
  return rows.length > 0;
}

/** voids every reset link of the account not used yet */
export async function voidPasswordResets(db: Queryable, userId: number) {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
