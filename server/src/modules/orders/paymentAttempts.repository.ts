import type { Queryable } from '../../db/client';
import type { PaymentAttemptsTable } from '../../db/rows.generated';
import type { PayMethod, ProviderName } from '../../domain/payments';

// An order's bank payments (migration 028), one row per payment started: the checkout's and each "pay
// again". The order's columns (payment, provider_order_id) name its current one, or the one that paid it.

export type AttemptState = 'open' | 'approved' | 'declined' | 'superseded' | 'cancelled_at_bank';

export interface AttemptRow extends Pick<
  PaymentAttemptsTable,
  'id' | 'order_id' | 'bank_id' | 'amount' | 'surplus' | 'refunded' | 'created_at'
> {
  provider: ProviderName;
  method: PayMethod;
  state: AttemptState;
  settled_at: Date | null;
}

/** an attempt still waiting for its bank's word, with its order's number (what the bank is asked by) */
export interface WatchedAttempt extends AttemptRow {
  order_number: string;
}

const COLUMNS =
  'a.id, a.order_id, a.provider, a.method, a.bank_id, a.amount, a.state, a.surplus, a.refunded, a.created_at, a.settled_at';

/**
 * Starts an attempt, the order's current one from now: the order's other open attempts are superseded
 * (still undecided at their bank, so still asked about). Answers its id.
 *
 * A superseded attempt is not cancelled at its bank: neither bank publishes a way to close a payment
 * page not paid yet. BOG's API (api.bog.ge/docs: payments/standard-process/create-order, get-payment-
 * details, refund; payments/preauthorization/reject) offers the order's lifetime (`ttl`) at its start,
 * refunds, and the rejection of a pre-authorized amount already blocked (capture: manual, which the shop
 * does not use), nothing for a created order. TBC's (developers.tbcbank.ge/docs/checkout-cancel-checkout-
 * payment) POST /v1/tpay/payments/{payId}/cancel gives back an amount of a payment made (a partial amount
 * once on the day of the payment): a refund, documented for no payment not yet paid. So a superseded page
 * stays open at its bank until its bank's own expiry; the reconciliation keeps asking about it, and money
 * it takes pays the order still waiting, or is a surplus or refund due (orders.service.ts, applyReport).
 */
export async function insertAttempt(
  db: Queryable,
  attempt: { orderId: number; provider: ProviderName; method: PayMethod; amount: string },
): Promise<number> {
  // the order first, as a bank's reading locks it: one change of its attempts at a time, never a deadlock
  await db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [attempt.orderId]);
  await db.query(
    `UPDATE payment_attempts SET state = 'superseded', superseded_at = now() WHERE order_id = $1 AND state = 'open'`,
    [attempt.orderId],
  );
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO payment_attempts (order_id, provider, method, amount) VALUES ($1, $2, $3, $4) RETURNING id',
    [attempt.orderId, attempt.provider, attempt.method, attempt.amount],
  );
  return rows[0].id;
}

/**
 * The bank's id of an attempt, once the bank answered its start; the order's current payment. A bank that
 * names payments by the order (Liberty) gives a later attempt the id of an earlier one: that is one payment
 * at the bank, so the earlier row is closed (the later one is asked about).
 */
export async function setAttemptBankId(db: Queryable, attemptId: number, bankId: string) {
  // the order first, as a bank's reading locks it (order, then attempt): never a deadlock with one
  await db.query('SELECT id FROM orders WHERE id = (SELECT order_id FROM payment_attempts WHERE id = $1) FOR UPDATE', [
    attemptId,
  ]);
  await db.query(
    `UPDATE payment_attempts o SET settled_at = now()
     FROM payment_attempts a
     WHERE a.id = $1 AND o.id <> a.id AND o.provider = a.provider AND o.bank_id = $2 AND o.settled_at IS NULL`,
    [attemptId, bankId],
  );
  const { rows } = await db.query<{ order_id: number }>(
    'UPDATE payment_attempts SET bank_id = $2 WHERE id = $1 RETURNING order_id',
    [attemptId, bankId],
  );
  await db.query('UPDATE orders SET provider_order_id = $2 WHERE id = $1', [rows[0].order_id, bankId]);
}

/** the attempt of this bank with this id, locked until the transaction ends */
export async function lockAttemptByBankId(
  db: Queryable,
  provider: ProviderName,
  bankId: string,
): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${COLUMNS} FROM payment_attempts a WHERE a.provider = $1 AND a.bank_id = $2 ORDER BY a.id DESC LIMIT 1 FOR UPDATE`,
    [provider, bankId],
  );
  return rows[0] ?? null;
}

/**
 * The order's latest attempt at this bank the bank has not named yet (a reading that came before the
 * start's answer was kept), given the bank's id now; null when there is none
 */
export async function adoptUnnamedAttempt(
  db: Queryable,
  orderId: number,
  provider: ProviderName,
  bankId: string,
): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(
    `UPDATE payment_attempts a SET bank_id = $3
     WHERE a.id = (SELECT id FROM payment_attempts WHERE order_id = $1 AND provider = $2 AND bank_id IS NULL
                   AND settled_at IS NULL ORDER BY id DESC LIMIT 1)
     RETURNING ${COLUMNS}`,
    [orderId, provider, bankId],
  );
  return rows[0] ?? null;
}

/** the bank's word closes the attempt (approved or declined); a surplus approval is marked as such */
export async function settleAttempt(db: Queryable, attemptId: number, state: 'approved' | 'declined', surplus = false) {
  await db.query(
    `UPDATE payment_attempts SET state = $2, settled_at = coalesce(settled_at, now()), surplus = $3 WHERE id = $1`,
    [attemptId, state, surplus],
  );
}

/** an attempt that paid its order: the order's payment is now this one (refunds go to its bank) */
export async function payWithAttempt(db: Queryable, attempt: AttemptRow) {
  await db.query(
    `UPDATE payment_attempts SET state = 'superseded', superseded_at = now()
     WHERE order_id = $1 AND id <> $2 AND state = 'open'`,
    [attempt.order_id, attempt.id],
  );
  await db.query('UPDATE orders SET payment = $2, provider_order_id = $3 WHERE id = $1', [
    attempt.order_id,
    attempt.method,
    attempt.bank_id,
  ]);
}

/** the attempt the bank could not start: closed, as declined */
export async function closeUnstartedAttempt(db: Queryable, attemptId: number) {
  await db.query(
    `UPDATE payment_attempts SET state = 'declined', settled_at = now() WHERE id = $1 AND settled_at IS NULL`,
    [attemptId],
  );
}

/**
 * Attempts still waiting for their bank's word (open or superseded, not settled) that the bank named, of
 * orders placed more than `minAgeMs` ago (their callbacks had time to come), started less than `maxAgeMs`
 * ago; those the reconciliation asked about longest ago (or never) first, so that no round leaves the same
 * ones out; of one order when `orderId` is given
 */
export async function watchedAttempts(
  db: Queryable,
  {
    minAgeMs,
    maxAgeMs,
    orderId = null,
    limit = 200,
  }: { minAgeMs: number; maxAgeMs: number; orderId?: number | null; limit?: number },
): Promise<WatchedAttempt[]> {
  const { rows } = await db.query<WatchedAttempt>(
    `SELECT ${COLUMNS}, o.order_number FROM payment_attempts a JOIN orders o ON o.id = a.order_id
     WHERE a.settled_at IS NULL AND a.bank_id IS NOT NULL
       AND o.created_at < now() - $1 * interval '1 millisecond' AND a.created_at > now() - $2 * interval '1 millisecond'
       AND ($3::integer IS NULL OR a.order_id = $3)
     ORDER BY a.asked_at NULLS FIRST, a.created_at, a.id LIMIT $4`,
    [minAgeMs, maxAgeMs, orderId, limit],
  );
  return rows;
}

/** the reconciliation asked the bank about the attempt now */
export async function noteAttemptAsked(db: Queryable, attemptId: number) {
  await db.query('UPDATE payment_attempts SET asked_at = now() WHERE id = $1', [attemptId]);
}

/** the order's latest attempt at this bank still waiting for its word, or null */
export async function latestWatchedAttempt(
  db: Queryable,
  orderId: number,
  provider: ProviderName,
): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${COLUMNS} FROM payment_attempts a
     WHERE a.order_id = $1 AND a.provider = $2 AND a.settled_at IS NULL AND a.bank_id IS NOT NULL
     ORDER BY a.id DESC LIMIT 1`,
    [orderId, provider],
  );
  return rows[0] ?? null;
}

/** the order a bank's payment id belongs to, by its attempts (a TBC callback names nothing else) */
export async function orderIdByBankId(db: Queryable, provider: ProviderName, bankId: string): Promise<number | null> {
  const { rows } = await db.query<{ order_id: number }>(
    'SELECT order_id FROM payment_attempts WHERE provider = $1 AND bank_id = $2 ORDER BY id DESC LIMIT 1',
    [provider, bankId],
  );
  return rows[0]?.order_id ?? null;
}

/** an order's attempts, first to last (the back office's order, the tests) */
export async function attemptsOf(db: Queryable, orderId: number): Promise<AttemptRow[]> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${COLUMNS} FROM payment_attempts a WHERE a.order_id = $1 ORDER BY a.id`,
    [orderId],
  );
  return rows;
}

/** one of the order's attempts (its order locked by the caller); null when the order has none of that id */
export async function attemptOf(db: Queryable, orderId: number, attemptId: number): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${COLUMNS} FROM payment_attempts a WHERE a.order_id = $1 AND a.id = $2`,
    [orderId, attemptId],
  );
  return rows[0] ?? null;
}
