import type { Database } from '../../db/client';
import {
  consumePasswordReset,
  revokeAllTokens,
  revokeOtherTokens,
  setPassword,
  updateProfile,
  voidPasswordResets,
  type UserRow,
} from './accounts.repository';
import { invalidFields, type FieldProblems } from '../../domain/errors';
import { identityNumber, type IdKind } from '../../domain/identity';

// Accounts and their sessions, as the auth and user routes and the authenticate hook use them. The
// single reads and writes are the repository's as they are; what must change together is one
// transaction here. Passwords and tokens arrive hashed (auth/passwords.ts, auth/tokens.ts).

export {
  findUser,
  findUserByEmail,
  findUserWithPassword,
  insertAccessToken,
  insertPasswordReset,
  insertUser,
  isLivePasswordReset,
  revokeToken,
  userIdForToken,
} from './accounts.repository';

/** the identity document's number as it is kept, or what is wrong with it for the account's kind */
export function checkIdentity(kind: IdKind, pid: string): { pid: string; problems: FieldProblems } {
  const identity = identityNumber(kind, pid);
  if ('problem' in identity) return { pid, problems: { pid: [{ key: identity.problem }] } };
  return { pid: identity.number, problems: {} };
}

/**
 * Sets the new password of the account a reset link was mailed for: the link is used up, and every
 * session and every other reset link of the account is void afterwards. A link unknown, used or
 * expired answers 422 on the token.
 */
export async function resetPassword(db: Database, resetHash: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, resetHash);
    if (userId === null) throw invalidFields({ token: [{ key: 'reset_token_invalid' }] });
    await setPassword(tx, userId, passwordHash);
    await revokeAllTokens(tx, userId);
    await voidPasswordResets(tx, userId);
  });
}

/** the profile updated; with a new password (its hash), every session of the account but the one kept is signed out */
export function updateAccount(
  db: Database,
  id: number,
  profile: Pick<UserRow, 'fname' | 'lname' | 'phone' | 'pid' | 'id_kind'>,
  passwordHash: string | null,
  keptTokenHash: string,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const updated = await updateProfile(tx, id, profile, passwordHash);
    // whoever else holds a session of the account (maybe the reason for the change) is signed out
    if (passwordHash) await revokeOtherTokens(tx, id, keptTokenHash);
    return updated;
  });
}
