import type { Queryable } from '../../db/client';
import type { Handover, OrderEvent, OrderState } from '../../domain/orderLife';

// The order's state as its row keeps it: the generated `status` column (migrations 011, 025) reads the
// state from the columns below, which a transition writes. The transitions' log is here too.

/** what a transition needs of an order: its state, how it is handed over; locked until the transaction ends */
export async function lockOrderState(
  db: Queryable,
  orderId: number,
): Promise<{ state: OrderState; handover: Handover } | null> {
  const { rows } = await db.query<{ state: OrderState; pickup: boolean }>(
    `SELECT status AS state, delivery_method = 'pickup' AS pickup FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0] ? { state: rows[0].state, handover: rows[0].pickup ? 'pickup' : 'carrier' } : null;
}

export async function orderState(db: Queryable, orderId: number): Promise<OrderState> {
  const { rows } = await db.query<{ state: OrderState }>('SELECT status AS state FROM orders WHERE id = $1', [orderId]);
  return rows[0].state;
}

/** the columns each state is read from (a refund's own columns are written by the refund) */
const WRITE: Partial<Record<OrderState, string>> = {
  pending: "payment_status = 'pending', settled_at = NULL",
  failed: "payment_status = 'failed', settled_at = now()",
  cancelled: "payment_status = 'failed', settled_at = now(), cancelled_at = now()",
  paid: "payment_status = 'paid', settled_at = coalesce(settled_at, now())",
  paid_after_expiry: "payment_status = 'paid', settled_at = now(), paid_after_expiry = true",
  refund_due: 'refund_due = true',
  packed: "fulfilment = 'packed'",
  shipped: "fulfilment = 'shipped'",
  delivered: "fulfilment = 'delivered'",
  ready_for_pickup: "fulfilment = 'ready_for_pickup'",
  collected: "fulfilment = 'collected'",
};

/**
 * Writes the state an order moves to. Kept by an operator from a late payment (paid_after_expiry or
 * refund_due, to paid): accepted now, no longer due a refund.
 */
export async function writeOrderState(db: Queryable, orderId: number, from: OrderState, to: OrderState) {
  const accepted = to === 'paid' && (from === 'paid_after_expiry' || from === 'refund_due');
  const columns = [WRITE[to], accepted && 'accepted_at = now(), refund_due = false, cancelled_at = NULL'].filter(
    Boolean,
  );
  if (from === to || columns.length === 0) return;
  await db.query(`UPDATE orders SET ${columns.join(', ')} WHERE id = $1`, [orderId]);
}

export async function logTransition(
  db: Queryable,
  entry: { orderId: number; event: OrderEvent; from: OrderState; to: OrderState; actor: string },
) {
  await db.query(
    'INSERT INTO order_transitions (order_id, event, from_state, to_state, actor) VALUES ($1, $2, $3, $4, $5)',
    [entry.orderId, entry.event, entry.from, entry.to, entry.actor],
  );
}
