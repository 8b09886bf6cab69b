import type { Database, Queryable } from '../../db/client';
import { appendAudit, type Actor } from '../audit/audit.repository';
import {
  consumePasswordLink,
  countOtherOwners,
  deleteOperator,
  findOperatorSecrets,
  insertOperator,
  insertOperatorSession,
  insertPasswordLink,
  lockLiveChallenge,
  revokeOperatorSessions,
  setOperatorPassword,
  setTotpLastStep,
  setTotpSecret,
  updateOperator,
  useChallenge,
  voidChallenges,
  voidPasswordLinks,
  type OperatorRow,
  type OperatorSecrets,
} from './operators.repository';
import { invalidFields, ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
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
  listOwners,
  livePasswordLink,
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
    lang: row.lang,
    totp: row.totp,
    invited: row.invited,
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

/** a set-password link to store (its token's hash) and how long it works */
export interface NewLink {
  hash: string;
  ttlMs: number;
}

/** the sign-in page's requests (a forgotten password) in the audit log: nobody is signed in */
const SIGN_IN_PAGE: Actor = { id: null, email: 'sign-in page' };

/**
 * An operator with a password: the command line's way (the first owner types theirs at the server's
 * terminal, before any mail may be set up). The back office invites instead (inviteOperator).
 */
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

/** an operator without a password, and the link their invitation mail carries to set one */
export async function inviteOperator(
  db: Database,
  actor: Actor,
  operator: { email: string; name: string; role: Role; lang: Lang },
  link: NewLink,
): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    const created = await insertOperator(tx, { ...operator, passwordHash: null });
    if (!created) throw invalidFields({ email: [{ key: 'field_email_taken' }] });
    await insertPasswordLink(tx, { operatorId: created.id, purpose: 'invite', ...link });
    await audited(tx, actor, 'invite', created, null);
    return created;
  });
}

/** a new invitation link (the first one expired or got lost), while the operator has not accepted; 409 after */
export async function reinviteOperator(db: Database, actor: Actor, id: number, link: NewLink): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    const operator = await lockOperator(tx, id);
    if (!operator.invited) throw new ShopError(409, 'operator_not_invited');
    await insertPasswordLink(tx, { operatorId: id, purpose: 'invite', ...link });
    await audited(tx, actor, 'invite', operator, operator);
    return operator;
  });
}

/** a reset link for an operator who forgot their password (the sign-in page asked) */
export async function askPasswordReset(db: Database, operatorId: number, link: NewLink): Promise<void> {
  await db.transaction(async (tx) => {
    await insertPasswordLink(tx, { operatorId, purpose: 'reset', ...link });
    await appendAudit(tx, SIGN_IN_PAGE, { action: 'reset-asked', entity: 'operator', entityId: operatorId });
  });
}

/**
 * The password a link (an invitation's or a reset's) was mailed for: the link is used up; the
 * operator's other links, challenges and sessions die. The operator, with their secrets, goes on to the
 * sign-in's next step (a code, or an enrolment). A link unknown, used or expired answers 422 on the token.
 */
export async function setPasswordByLink(
  db: Database,
  linkHash: string,
  passwordHash: string,
): Promise<OperatorSecrets> {
  return db.transaction(async (tx) => {
    const link = await consumePasswordLink(tx, linkHash);
    if (!link) throw invalidFields({ token: [{ key: 'password_link_invalid' }] });
    const before = await lockOperator(tx, link.operator_id);
    await setOperatorPassword(tx, before.id, passwordHash);
    await endSignIns(tx, before.id);
    const after = await lockOperator(tx, before.id);
    await audited(tx, actorOf(after), link.purpose === 'invite' ? 'invite-accepted' : 'reset-done', after, before);
    return after;
  });
}

/** whatever the operator had begun or opened ends: sessions, challenges, set-password links */
async function endSignIns(tx: Queryable, operatorId: number, keptSessionHash: string | null = null) {
  await revokeOperatorSessions(tx, operatorId, keptSessionHash);
  await voidChallenges(tx, operatorId);
  await voidPasswordLinks(tx, operatorId);
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
    const roleChanged = after.role !== before.role;
    // a session opened under the old role (a staff member's, without a code) must not carry the new one
    if (roleChanged) await endSignIns(tx, id);
    await audited(tx, actor, roleChanged ? 'role' : 'update', after, before);
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
    await voidChallenges(tx, id);
    const after = await lockOperator(tx, id);
    await audited(tx, actor, 'reset-2fa', after, before);
    return after;
  });
}

/** a new password: every other session of the operator ends (the one kept stays; none: all end), and so do their challenges and links */
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
    await endSignIns(tx, id, keptSessionHash);
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
    // an enrolment never replaces an authenticator: turning it off is an owner's reset (resetTwoStep)
    if (challenge.kind === 'enrol' && operator.totp) throw new ShopError(401, 'challenge_expired');
    const secret = challenge.kind === 'enrol' ? challenge.secret : operator.totp_secret;
    if (!secret) throw new ShopError(401, 'challenge_expired');
    const lastStep = operator.totp_last_step === null ? null : Number(operator.totp_last_step);
    const step = await check(secret, challenge.kind === 'enrol' ? null : lastStep);
    if (step === null) throw invalidFields({ code: [{ key: 'field_code_wrong' }] });
    await useChallenge(tx, challenge.id);
    if (challenge.kind === 'enrol') {
      // any other enrolment begun meanwhile dies with this one
      await voidChallenges(tx, operator.id);
      await setTotpSecret(tx, operator.id, secret, step);
      await audited(tx, actorOf(operator), 'enrol-2fa', await lockOperator(tx, operator.id), operator);
    } else {
      await setTotpLastStep(tx, operator.id, step);
    }
    await insertOperatorSession(tx, operator.id, sessionHash);
    return lockOperator(tx, operator.id);
  });
}
