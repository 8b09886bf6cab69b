import type { Queryable } from '../../db/client';
import type { RefundRow } from './orders.admin.repository';

// Refunds in three steps, none of them waiting for a bank inside a transaction: reserved (requested),
// the bank asked, then settled (done, counted in the order's refunded) or failed.

/** the order's refund of this idempotency key (a repeated request), locked with its order */
export async function refundWithKey(db: Queryable, orderId: number, idempotencyKey: string): Promise<RefundRow | null> {
  const { rows } = await db.query<RefundRow>(
    `SELECT id, amount, restock, state, attempt_id, provider_refund_id, bank_answer, restocked_units, operator_email, at
     FROM refunds WHERE order_id = $1 AND idempotency_key = $2`,
    [orderId, idempotencyKey],
  );
  return rows[0] ?? null;
}

/**
 * The refunds the bank has not confirmed yet of one payment, oldest first: the order's own (`attemptId`
 * null), or those of one surplus attempt
 */
export async function requestedRefunds(db: Queryable, orderId: number, attemptId: number | null): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `SELECT id, amount, restock, state, attempt_id, provider_refund_id, bank_answer, restocked_units, operator_email, at
     FROM refunds WHERE order_id = $1 AND attempt_id IS NOT DISTINCT FROM $2::int AND state = 'requested' ORDER BY id`,
    [orderId, attemptId],
  );
  return rows;
}

/** the payments (an order's own, or a surplus attempt) with refunds the bank has not confirmed yet */
export async function awaitingBank(
  db: Queryable,
): Promise<{ order_id: number; attempt_id: number | null; order_number: string }[]> {
  const { rows } = await db.query<{ order_id: number; attempt_id: number | null; order_number: string }>(
    `SELECT DISTINCT r.order_id, r.attempt_id, o.order_number FROM refunds r JOIN orders o ON o.id = r.order_id
     WHERE r.state = 'requested' ORDER BY r.order_id`,
  );
  return rows;
}

/** what the refunds of one payment (as requestedRefunds) asked of the bank and not settled yet, numeric string */
export async function requestedAmount(db: Queryable, orderId: number, attemptId: number | null): Promise<string> {
  const { rows } = await db.query<{ amount: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS amount FROM refunds
     WHERE order_id = $1 AND attempt_id IS NOT DISTINCT FROM $2::int AND state = 'requested'`,
    [orderId, attemptId],
  );
  return rows[0].amount;
}

export async function reserveRefund(
  db: Queryable,
  refund: {
    orderId: number;
    /** a surplus attempt's refund: given back of that attempt at its bank; null: of the order's payment */
    attemptId: number | null;
    amount: string;
    restock: boolean;
    /** product id -> units put back once the bank confirms */
    units: Record<string, number> | null;
    idempotencyKey: string;
    operatorId: number | null;
    operatorEmail: string;
  },
): Promise<RefundRow> {
  const { rows } = await db.query<RefundRow>(
    `INSERT INTO refunds (order_id, amount, restock, restocked_units, idempotency_key, operator_id, operator_email, state,
                          attempt_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'requested', $8)
     RETURNING id, amount, restock, state, attempt_id, provider_refund_id, bank_answer, restocked_units, operator_email, at`,
    [
      refund.orderId,
      refund.amount,
      refund.restock,
      refund.units === null ? null : JSON.stringify(refund.units),
      refund.idempotencyKey,
      refund.operatorId,
      refund.operatorEmail,
      refund.attemptId,
    ],
  );
  return rows[0];
}

/** a failed refund asked again with its key: requested once more */
export async function requestAgain(db: Queryable, refundId: number) {
  await db.query(`UPDATE refunds SET state = 'requested' WHERE id = $1 AND state = 'failed'`, [refundId]);
}

/** the bank's answer kept with the refund; `state` failed when it refused */
export async function noteBankAnswer(
  db: Queryable,
  refundId: number,
  answer: { refundId: string | null; answer: string; failed: boolean },
) {
  await db.query(
    `UPDATE refunds SET provider_refund_id = coalesce($2, provider_refund_id), bank_answer = $3,
       state = CASE WHEN $4 THEN 'failed' ELSE state END
     WHERE id = $1 AND state = 'requested'`,
    [refundId, answer.refundId, answer.answer, answer.failed],
  );
}

/**
 * The refund (requested, its order locked) confirmed: done, counted in its order's refunded, or a surplus
 * attempt's in that attempt's
 */
export async function settleRefund(db: Queryable, refundId: number) {
  const { rows } = await db.query<{ order_id: number; amount: string; attempt_id: number | null }>(
    `UPDATE refunds SET state = 'done' WHERE id = $1 AND state = 'requested' RETURNING order_id, amount, attempt_id`,
    [refundId],
  );
  const [refund] = rows;
  if (refund.attempt_id === null)
    await db.query('UPDATE orders SET refunded = refunded + $2 WHERE id = $1', [refund.order_id, refund.amount]);
  else
    await db.query('UPDATE payment_attempts SET refunded = refunded + $2 WHERE id = $1', [
      refund.attempt_id,
      refund.amount,
    ]);
}

/** the units each line of the order may still put back: bought, less what done refunds restocked */
export async function restockableUnits(db: Queryable, orderId: number): Promise<Map<number, number>> {
  const { rows } = await db.query<{ product_id: number; units: number }>(
    `SELECT l.product_id, l.quantity - coalesce((
       SELECT sum((r.restocked_units ->> l.product_id::text)::int) FROM refunds r
       WHERE r.order_id = l.order_id AND r.state = 'done' AND r.restocked_units IS NOT NULL), 0)::int AS units
     FROM order_lines l WHERE l.order_id = $1`,
    [orderId],
  );
  return new Map(rows.map((row) => [row.product_id, row.units]));
}

/**
 * Units of a paid order back in stock: each product's units to its first warehouse, and to what
 * shoppers can buy
 */
export async function restockUnits(db: Queryable, orderId: number, units: Record<string, number>) {
  const entries = Object.entries(units).filter(([, quantity]) => quantity > 0);
  if (entries.length === 0) return;
  const ids = entries.map(([id]) => Number(id));
  const quantities = entries.map(([, quantity]) => quantity);
  await db.query(
    `INSERT INTO product_stocks (product_id, warehouse_id, quantity)
     SELECT u.product_id, coalesce((SELECT min(s.warehouse_id) FROM product_stocks s WHERE s.product_id = u.product_id),
                                   (SELECT min(id) FROM warehouses)), u.quantity
     FROM unnest($1::int[], $2::int[]) AS u (product_id, quantity)
     ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity = product_stocks.quantity + EXCLUDED.quantity`,
    [ids, quantities],
  );
  await db.query(
    `UPDATE products p SET live_stock = p.live_stock + u.quantity
     FROM unnest($1::int[], $2::int[]) AS u (product_id, quantity) WHERE p.id = u.product_id`,
    [ids, quantities],
  );
  await db.query('UPDATE orders SET restocked_at = now() WHERE id = $1', [orderId]);
}
