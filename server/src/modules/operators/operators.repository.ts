import type { Queryable } from '../../db/client';
import type { OperatorChallengesTable, OperatorsTable } from '../../db/rows.generated';
import type { Lang } from '../../domain/language';
import type { Role } from '../../domain/roles';

// The back office's operators, their sessions and their sign-in challenges. Tokens and challenges
// arrive hashed (auth/tokens.ts), passwords hashed (auth/passwords.ts).

/**
 * The role and language as the table's CHECKs allow them; `totp` is computed (an authenticator secret is
 * set), and so is `invited` (no password yet: the invitation is not accepted)
 */
export interface OperatorRow extends Pick<OperatorsTable, 'id' | 'email' | 'name' | 'version' | 'created_at'> {
  role: Role;
  lang: Lang;
  totp: boolean;
  invited: boolean;
}

export type OperatorSecrets = OperatorRow & Pick<OperatorsTable, 'password_hash' | 'totp_secret' | 'totp_last_step'>;

const OPERATOR_COLUMNS =
  'id, email, name, role, lang, totp_secret IS NOT NULL AS totp, password_hash IS NULL AS invited, version, created_at';

export async function findOperator(db: Queryable, id: number): Promise<OperatorRow | null> {
  const { rows } = await db.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** the operator with their password hash and authenticator secret, locked when `lock` (a code's step is then recorded once) */
export async function findOperatorSecrets(
  db: Queryable,
  by: { id: number } | { email: string },
  lock = false,
): Promise<OperatorSecrets | null> {
  const [where, key] = 'id' in by ? ['id = $1', by.id] : ['lower(email) = lower($1)', by.email];
  const { rows } = await db.query<OperatorSecrets>(
    `SELECT ${OPERATOR_COLUMNS}, password_hash, totp_secret, totp_last_step::text FROM operators WHERE ${where}${lock ? ' FOR UPDATE' : ''}`,
    [key],
  );
  return rows[0] ?? null;
}

export const OPERATOR_SORTS = {
  id: 'id',
  email: 'lower(email)',
  name: 'lower(name)',
  role: 'role',
  createdAt: 'created_at',
};

export async function listOperators(
  db: Queryable,
  page: { limit: number; offset: number; sort: keyof typeof OPERATOR_SORTS; descending: boolean },
  filter: { q?: string; role?: Role },
): Promise<{ rows: OperatorRow[]; total: number }> {
  const where = `($1::text IS NULL OR strpos(lower(email || ' ' || name), lower($1)) > 0) AND ($2::text IS NULL OR role = $2)`;
  const params = [filter.q ?? null, filter.role ?? null];
  const { rows } = await db.query<OperatorRow>(
    `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE ${where}
     ORDER BY ${OPERATOR_SORTS[page.sort]} ${page.descending ? 'DESC' : 'ASC'}, id LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM operators WHERE ${where}`,
    params,
  );
  return { rows, total: count.rows[0].total };
}

/** the new operator (no password hash: invited), or null when the email is taken */
export async function insertOperator(
  db: Queryable,
  operator: { email: string; name: string; role: Role; lang?: Lang; passwordHash: string | null },
): Promise<OperatorRow | null> {
  const { rows } = await db.query<OperatorRow>(
    `INSERT INTO operators (email, name, role, lang, password_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING ${OPERATOR_COLUMNS}`,
    [operator.email, operator.name, operator.role, operator.lang ?? 'ka', operator.passwordHash],
  );
  return rows[0] ?? null;
}

/** the operator with a new name and role at the next version; null when `version` is not theirs */
export async function updateOperator(
  db: Queryable,
  id: number,
  change: { name: string; role: Role; version: number },
): Promise<OperatorRow | null> {
  const { rows } = await db.query<OperatorRow>(
    `UPDATE operators SET name = $2, role = $3, version = version + 1 WHERE id = $1 AND version = $4 RETURNING ${OPERATOR_COLUMNS}`,
    [id, change.name, change.role, change.version],
  );
  return rows[0] ?? null;
}

export async function deleteOperator(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM operators WHERE id = $1', [id]);
}

/** owners but the one given: the shop always keeps one */
export async function countOtherOwners(db: Queryable, id: number): Promise<number> {
  // locked, so two owners removing each other at once cannot both pass
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM operators WHERE role = 'owner' AND id <> $1 FOR UPDATE",
    [id],
  );
  return rows.length;
}

export async function setOperatorPassword(db: Queryable, id: number, passwordHash: string) {
  await db.query('UPDATE operators SET password_hash = $2, version = version + 1 WHERE id = $1', [id, passwordHash]);
}

/** the authenticator's secret (null: two-step sign-in off); the step of the code that confirmed it, if any */
export async function setTotpSecret(db: Queryable, id: number, secret: string | null, step: number | null) {
  await db.query('UPDATE operators SET totp_secret = $2, totp_last_step = $3, version = version + 1 WHERE id = $1', [
    id,
    secret,
    step,
  ]);
}

/** the operators whose secret is still in plain text (written before secrets were sealed: no `v1:` prefix), locked */
export async function plainTotpSecrets(db: Queryable): Promise<{ id: number; totp_secret: string }[]> {
  const { rows } = await db.query<{ id: number; totp_secret: string }>(
    "SELECT id, totp_secret FROM operators WHERE totp_secret IS NOT NULL AND totp_secret NOT LIKE 'v1:%' FOR UPDATE",
  );
  return rows;
}

/** the same secret, sealed: nothing else of the operator changes (not its version: no one edited it) */
export async function sealTotpSecret(db: Queryable, id: number, plain: string, sealed: string) {
  await db.query('UPDATE operators SET totp_secret = $3 WHERE id = $1 AND totp_secret = $2', [id, plain, sealed]);
}

export async function setTotpLastStep(db: Queryable, id: number, step: number) {
  await db.query('UPDATE operators SET totp_last_step = $2 WHERE id = $1', [id, step]);
}

export async function insertOperatorSession(db: Queryable, operatorId: number, hash: string) {
  await db.query('INSERT INTO operator_sessions (operator_id, token_hash) VALUES ($1, $2)', [operatorId, hash]);
}

/**
 * The operator of a live session (not revoked, used within `idleMinutes`), whose time of last use
 * becomes now; null otherwise.
 */
export async function touchOperatorSession(
  db: Queryable,
  hash: string,
  idleMinutes: number,
): Promise<OperatorRow | null> {
  const { rows } = await db.query<OperatorRow>(
    `WITH live AS (
       UPDATE operator_sessions SET last_seen_at = now()
       WHERE token_hash = $1 AND revoked_at IS NULL AND last_seen_at > now() - $2 * interval '1 minute'
       RETURNING operator_id
     )
     SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = (SELECT operator_id FROM live)`,
    [hash, idleMinutes],
  );
  return rows[0] ?? null;
}

export async function revokeOperatorSession(db: Queryable, hash: string) {
  await db.query('UPDATE operator_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    hash,
  ]);
}

/** ends every session of the operator but the one kept (none: all) */
export async function revokeOperatorSessions(db: Queryable, operatorId: number, keptHash: string | null = null) {
  await db.query(
    `UPDATE operator_sessions SET revoked_at = now()
     WHERE operator_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
    [operatorId, keptHash],
  );
}

export type ChallengeKind = 'otp' | 'enrol';

/**
 * A new challenge of the operator; every older one still live dies in the same statement: only the
 * newest step of a sign-in or an enrolment can be answered, so a stale enrolment never replaces an
 * authenticator
 */
export async function insertChallenge(
  db: Queryable,
  challenge: { operatorId: number; hash: string; kind: ChallengeKind; secret: string | null; ttlMs: number },
) {
  await db.query(
    `WITH older AS (
       UPDATE operator_challenges SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL
     )
     INSERT INTO operator_challenges (operator_id, challenge_hash, kind, secret, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
    [challenge.operatorId, challenge.hash, challenge.kind, challenge.secret, challenge.ttlMs],
  );
}

/** every challenge of the operator not answered yet dies (an enrolment, a new password, a role changed) */
export async function voidChallenges(db: Queryable, operatorId: number) {
  await db.query('UPDATE operator_challenges SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL', [
    operatorId,
  ]);
}

/** the kind as the table's CHECK allows it */
export interface ChallengeRow extends Pick<OperatorChallengesTable, 'id' | 'operator_id' | 'secret'> {
  kind: ChallengeKind;
}

/** a challenge not used and not expired, locked until the transaction ends */
export async function lockLiveChallenge(db: Queryable, hash: string): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `SELECT id, operator_id, kind, secret FROM operator_challenges
     WHERE challenge_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [hash],
  );
  return rows[0] ?? null;
}

export async function useChallenge(db: Queryable, id: number) {
  await db.query('UPDATE operator_challenges SET used_at = now() WHERE id = $1', [id]);
}

export type PasswordLinkPurpose = 'invite' | 'reset';

/** a set-password link of the operator; their older links not used yet die (the newest mail is the one that works) */
export async function insertPasswordLink(
  db: Queryable,
  link: { operatorId: number; purpose: PasswordLinkPurpose; hash: string; ttlMs: number },
) {
  await db.query(
    `WITH older AS (
       UPDATE operator_password_links SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL
     )
     INSERT INTO operator_password_links (operator_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [link.operatorId, link.purpose, link.hash, link.ttlMs],
  );
}

/** marks a link used and answers its operator and purpose; null when unknown, used or expired (one use only) */
export async function consumePasswordLink(
  db: Queryable,
  hash: string,
): Promise<{ operator_id: number; purpose: PasswordLinkPurpose } | null> {
  const { rows } = await db.query<{ operator_id: number; purpose: PasswordLinkPurpose }>(
    `UPDATE operator_password_links SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING operator_id, purpose`,
    [hash],
  );
  return rows[0] ?? null;
}

/** what a link that would still work is for, and whose it is; reads only, so the link stays usable */
export async function livePasswordLink(
  db: Queryable,
  hash: string,
): Promise<{ purpose: PasswordLinkPurpose; email: string } | null> {
  const { rows } = await db.query<{ purpose: PasswordLinkPurpose; email: string }>(
    `SELECT l.purpose, o.email FROM operator_password_links l JOIN operators o ON o.id = l.operator_id
     WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()`,
    [hash],
  );
  return rows[0] ?? null;
}

/** voids every link of the operator not used yet */
export async function voidPasswordLinks(db: Queryable, operatorId: number) {
  await db.query('UPDATE operator_password_links SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL', [
    operatorId,
  ]);
}

/** the owners, whom a sign-in alert reaches */
export async function listOwners(db: Queryable): Promise<Pick<OperatorRow, 'email' | 'name' | 'lang'>[]> {
  const { rows } = await db.query<Pick<OperatorRow, 'email' | 'name' | 'lang'>>(
    "SELECT email, name, lang FROM operators WHERE role = 'owner' AND password_hash IS NOT NULL ORDER BY id",
  );
  return rows;
}
