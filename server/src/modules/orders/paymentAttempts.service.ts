import type { Database } from '../../db/client';
import type { PayMethod, ProviderName } from '../../domain/payments';
import { closeUnstartedAttempt, insertAttempt, setAttemptBankId } from './paymentAttempts.repository';

// An order's payment attempts as the checkout and "pay again" make them: each bank payment started is a
// row before its bank is asked (a reading that comes before the start's answer finds it), named by the
// bank's id once the bank answered. Starting one supersedes the order's open one, which its bank may still
// approve: it is still asked about (modules/settlement), and its money is never forgotten
// (orders.service.ts, applyReport).

/** a new attempt, the order's current one; its id */
export function startAttempt(
  db: Database,
  attempt: { orderId: number; provider: ProviderName; method: PayMethod; amount: string },
): Promise<number> {
  return db.transaction((tx) => insertAttempt(tx, attempt));
}

/** the bank started the attempt and named it */
export function attemptStarted(db: Database, attemptId: number, bankId: string): Promise<void> {
  return db.transaction((tx) => setAttemptBankId(tx, attemptId, bankId));
}

/** the bank could not start it: closed */
export async function attemptNotStarted(db: Database, attemptId: number): Promise<void> {
  await closeUnstartedAttempt(db, attemptId);
}
