import type { Queryable } from '../../db/client';
import type { Address } from '../../domain/address';
import type { OrderDelivery } from '../../domain/delivery';
import type { OrderMailEvent, OrderMailKind } from '../../domain/orderMails';
import type { PayMethod } from '../../domain/payments';

// The order mails' outbox (migration 023), and the order as its mails read it.

/** queues a mail in the transaction of the order's change that causes it */
export async function queueOrderMail(tx: Queryable, orderId: number, event: OrderMailEvent) {
  const { kind, ...details } = event;
  await tx.query('INSERT INTO mail_outbox (order_id, kind, details) VALUES ($1, $2, $3)', [
    orderId,
    kind,
    JSON.stringify(details),
  ]);
}

export interface OutboxRow {
  id: number;
  order_id: number;
  kind: OrderMailKind;
  details: Record<string, unknown>;
  /** this claim included */
  attempts: number;
}

/**
 * Claims up to `limit` unsent mails due now and tried fewer than `maxAttempts` times, oldest first:
 * each counts a try and is not due again for `leaseMs`, so no other sender takes it meanwhile. Rows
 * another server is claiming at this moment are skipped (SKIP LOCKED), not waited for: with several
 * servers on one PostgreSQL each mail goes to one of them.
 */
export async function claimDueMails(
  tx: Queryable,
  limit: number,
  maxAttempts: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const { rows } = await tx.query<OutboxRow>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + $3 * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $2
       ORDER BY next_attempt_at, id LIMIT $1
       FOR UPDATE SKIP LOCKED)
     RETURNING id, order_id, kind, details, attempts`,
    [limit, maxAttempts, leaseMs],
  );
  return rows.sort((a, b) => a.id - b.id);
}

export async function markMailSent(db: Queryable, id: number) {
  await db.query('UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
}

/** a try failed: the mail is due again after `retryMs` (past its last try, it stays with its error) */
export async function markMailFailed(db: Queryable, id: number, error: string, retryMs: number) {
  await db.query(
    `UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond' WHERE id = $1`,
    [id, error, retryMs],
  );
}

export interface MailOrderRow {
  order_number: string;
  locale: string;
  payment: PayMethod;
  subtotal: string;
  promo_code: string | null;
  promo_discount: string;
  delivery_method: OrderDelivery;
  delivery_fee: string;
  delivery_address: Address | null;
  delivery_phone: string | null;
  total_price: string;
  email: string;
  fname: string;
  method_name_en: string | null;
  method_name_ka: string | null;
  pickup_name_en: string | null;
  pickup_name_ka: string | null;
  pickup_address_en: string | null;
  pickup_address_ka: string | null;
  pickup_hours_en: string | null;
  pickup_hours_ka: string | null;
}

/** the order a mail is about, with its shopper's address and name, its method's name and pickup point */
export async function orderForMail(db: Queryable, orderId: number): Promise<MailOrderRow | null> {
  const { rows } = await db.query<MailOrderRow>(
    `SELECT o.order_number, o.locale, o.payment, o.subtotal, o.promo_code, o.promo_discount, o.delivery_method,
            o.delivery_fee, o.delivery_address, o.delivery_phone, o.total_price, u.email, u.fname,
            m.name_en AS method_name_en, m.name_ka AS method_name_ka,
            w.name_en AS pickup_name_en, w.name_ka AS pickup_name_ka, w.address_en AS pickup_address_en,
            w.address_ka AS pickup_address_ka, w.hours_en AS pickup_hours_en, w.hours_ka AS pickup_hours_ka
     FROM orders o JOIN users u ON u.id = o.user_id
     LEFT JOIN delivery_methods m ON m.code = o.delivery_method
     LEFT JOIN warehouses w ON w.id = o.pickup_warehouse_id
     WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}
