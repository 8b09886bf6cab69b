import type { Database, Queryable } from '../../db/client';
import { appendAudit, type Actor } from '../audit/audit.repository';
import {
  countOtherOwners,
  deleteOperator,
  findOperatorSecrets,
  insertOperator,
  insertOperatorSession,
  lockLiveChallenge,
  revokeOperatorSessions,
  setOperatorPassword,
  setTotpLastStep,
  setTotpSecret,
  updateOperator,
  useChallenge,
  type OperatorRow,
  type OperatorSecrets,
} from './operators.repository';
import { invalidFields, ShopError } from '../../domain/errors';
import type { Role } from '../../domain/roles';

// The back office's operators: their accounts, sessions and two-step sign-in. Every change is written
// with its audit entry in one transaction. Passwords, tokens and challenges arrive hashed; the codes
// are checked by the caller's `check` (auth/totp.ts), so this layer knows no authenticator.

export {
  findOperator,
  findOperatorSecrets,
  insertChallenge,
  insertOperatorSession,
  listOperators,
  OPERATOR_SORTS,
  plainTotpSecrets,
  revokeOperatorSession,
  sealTotpSecret,
  touchOperatorSession,
  type OperatorRow,
} from './operators.repository';

/** an operator as the back office shows it (and the audit log records it) */
export function presentOperator(row: OperatorRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    totp: row.totp,
    version: row.version,
    createdAt: row.created_at.toISOString(),
  };
}

/** the actor an operator is in the audit log */
export const actorOf = (operator: Pick<OperatorRow, 'id' | 'email'>): Actor => ({
  id: operator.id,
  email: operator.email,
});

const audited = (tx: Queryable, actor: Actor, action: string, row: OperatorRow | null, before: OperatorRow | null) =>
  appendAudit(tx, actor, {
    action,
    entity: 'operator',
    entityId: (row ?? before)?.id ?? null,
    before: before ? presentOperator(before) : undefined,
    after: row ? presentOperator(row) : undefined,
  });

export async function createOperator(
  db: Database,
  actor: Actor,
  operator: { email: string; name: string; role: Role; passwordHash: string },
): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    const created = await insertOperator(tx, operator);
    if (!created) throw invalidFields({ email: [{ key: 'field_email_taken' }] });
    await audited(tx, actor, 'create', created, null);
    return created;
  });
}

/** the operator locked, or 404 */
async function lockOperator(tx: Queryable, id: number): Promise<OperatorSecrets> {
  const operator = await findOperatorSecrets(tx, { id }, true);
  if (!operator) throw new ShopError(404, 'not_found');
  return operator;
}

/** refuses to leave the shop without an owner */
async function keepAnOwner(tx: Queryable, operator: OperatorRow) {
  if (operator.role === 'owner' && (await countOtherOwners(tx, operator.id)) === 0)
    throw new ShopError(422, 'last_owner');
}

export async function editOperator(
  db: Database,
  actor: Actor,
  id: number,
  change: { name: string; role: Role; version: number },
): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    const before = await lockOperator(tx, id);
    if (before.version !== change.version) throw new ShopError(409, 'version_conflict');
    if (change.role !== 'owner') await keepAnOwner(tx, before);
    const after = await updateOperator(tx, id, change);
    if (!after) throw new ShopError(409, 'version_conflict');
    await audited(tx, actor, 'update', after, before);
    return after;
  });
}

/** the operator and their sessions are gone; the audit log keeps their email */
export async function removeOperator(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOperator(tx, id);
    await keepAnOwner(tx, before);
    await deleteOperator(tx, id);
    await audited(tx, actor, 'delete', null, before);
  });
}

/** two-step sign-in off (a lost phone): the operator's sessions end, and the next sign-in enrols again */
export async function resetTwoStep(db: Database, actor: Actor, id: number): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    const before = await lockOperator(tx, id);
    await setTotpSecret(tx, id, null, null);
    await revokeOperatorSessions(tx, id);
    const after = await lockOperator(tx, id);
    await audited(tx, actor, 'reset-2fa', after, before);
    return after;
  });
}

/** a new password: every other session of the operator ends (the one kept stays; none: all end) */
export async function changeOperatorPassword(
  db: Database,
  actor: Actor,
  id: number,
  passwordHash: string,
  keptSessionHash: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOperator(tx, id);
    await setOperatorPassword(tx, id, passwordHash);
    await revokeOperatorSessions(tx, id, keptSessionHash);
    await appendAudit(tx, actor, { action: 'password', entity: 'operator', entityId: id });
  });
}

/** the operator a live challenge belongs to, or null (read only: the limit of code checks counts by it) */
export async function challengeOperator(db: Database, challengeHash: string): Promise<number | null> {
  return (await lockLiveChallenge(db, challengeHash))?.operator_id ?? null;
}

/**
 * Answers a challenge with a code: `check` says at which time step the code is right for the secret
 * (the operator's, or the one being enrolled), after the last step used, or null. A right code uses
 * the challenge, records its step (a code is good once), turns two-step sign-in on when enrolling,
 * and opens a session under `sessionHash`. A wrong code changes nothing and answers 422 on the code;
 * a challenge unknown, used or expired answers 401.
 */
export async function answerChallenge(
  db: Database,
  challengeHash: string,
  sessionHash: string,
  check: (secret: string, afterStep: number | null) => Promise<number | null>,
): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    const challenge = await lockLiveChallenge(tx, challengeHash);
    if (!challenge) throw new ShopError(401, 'challenge_expired');
    const operator = await lockOperator(tx, challenge.operator_id);
    const secret = challenge.kind === 'enrol' ? challenge.secret : operator.totp_secret;
    if (!secret) throw new ShopError(401, 'challenge_expired');
    const lastStep = operator.totp_last_step === null ? null : Number(operator.totp_last_step);
    const step = await check(secret, challenge.kind === 'enrol' ? null : lastStep);
    if (step === null) throw invalidFields({ code: [{ key: 'field_code_wrong' }] });
    await useChallenge(tx, challenge.id);
    if (challenge.kind === 'enrol') {
      await setTotpSecret(tx, operator.id, secret, step);
      await audited(tx, actorOf(operator), 'enrol-2fa', await lockOperator(tx, operator.id), operator);
    } else {
      await setTotpLastStep(tx, operator.id, step);
    }
    await insertOperatorSession(tx, operator.id, sessionHash);
    return lockOperator(tx, operator.id);
  });
}
