import type { Queryable } from '../../db/client';
import type { Address } from '../../domain/address';
import type { OrderDelivery } from '../../domain/delivery';
import type { PayMethod } from '../../domain/payments';

export type PaymentStatus = 'pending' | 'paid' | 'failed';

export interface OrderRow {
  id: number;
  order_number: string;
  payment: PayMethod;
  payment_status: PaymentStatus;
  total_price: string;
  created_at: Date;
  /** the bank's own id of the payment, once the bank gave one */
  provider_order_id: string | null;
  locale: string;
}

export interface NewOrder {
  userId: number;
  payment: PayMethod;
  subtotal: string;
  promoCode: string | null;
  promoDiscount: string;
  deliveryMethod: OrderDelivery;
  deliveryFee: string;
  deliveryAddress: Address | null;
  deliveryPhone: string | null;
  pickupWarehouseId: number | null;
  totalPrice: string;
  comment: string;
  locale: string;
  loanMonth: number | null;
  loanDiscountCode: string | null;
  reservationMs: number;
  /** the client address the checkout came from */
  clientAddress: string;
}

const ORDER_COLUMNS = 'id, order_number, payment, payment_status, total_price, created_at, provider_order_id, locale';

export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO orders (order_number, user_id, payment, subtotal, promo_code, promo_discount, total_price, comment, locale,
                         loan_month, loan_discount_code, reserved_until, client_address,
                         delivery_method, delivery_fee, delivery_address, delivery_phone, pickup_warehouse_id)
     VALUES ('TS-' || nextval('order_number_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11 * interval '1 millisecond', $12,
             $13, $14, $15, $16, $17)
     RETURNING ${ORDER_COLUMNS}`,
    [
      order.userId,
      order.payment,
      order.subtotal,
      order.promoCode,
      order.promoDiscount,
      order.totalPrice,
      order.comment,
      order.locale,
      order.loanMonth,
      order.loanDiscountCode,
      order.reservationMs,
      order.clientAddress,
      order.deliveryMethod,
      order.deliveryFee,
      order.deliveryAddress === null ? null : JSON.stringify(order.deliveryAddress),
      order.deliveryPhone,
      order.pickupWarehouseId,
    ],
  );
  return rows[0];
}

export async function insertOrderLine(
  db: Queryable,
  orderId: number,
  productId: number,
  quantity: number,
  unitPrice: string,
) {
  await db.query('INSERT INTO order_lines (order_id, product_id, quantity, unit_price) VALUES ($1, $2, $3, $4)', [
    orderId,
    productId,
    quantity,
    unitPrice,
  ]);
}

/** takes quantity units of live stock; false when fewer are left (the row lock makes this race-free) */
export async function reserveStock(db: Queryable, productId: number, quantity: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE products SET live_stock = live_stock - $2 WHERE id = $1 AND live_stock >= $2',
    [productId, quantity],
  );
  return rowCount === 1;
}

/** gives an order's reserved units back to live stock */
export async function releaseStock(db: Queryable, orderId: number) {
  await db.query(
    `UPDATE products p SET live_stock = p.live_stock + l.quantity FROM order_lines l WHERE l.order_id = $1 AND p.id = l.product_id`,
    [orderId],
  );
}

/** removes a paid order's units from the warehouses, the lowest warehouse id first */
export async function takeWarehouseStock(db: Queryable, orderId: number) {
  // lock first, so the amounts below are computed from rows no other payment is changing
  await db.query(
    `SELECT 1 FROM product_stocks WHERE product_id IN (SELECT product_id FROM order_lines WHERE order_id = $1)
     ORDER BY product_id, warehouse_id FOR UPDATE`,
    [orderId],
  );
  await db.query(
    `WITH running AS (
       SELECT ps.product_id, ps.warehouse_id, ps.quantity, l.quantity AS needed,
              sum(ps.quantity) OVER (PARTITION BY ps.product_id ORDER BY ps.warehouse_id) - ps.quantity AS before
       FROM product_stocks ps JOIN order_lines l ON l.product_id = ps.product_id AND l.order_id = $1
     )
     UPDATE product_stocks ps SET quantity = ps.quantity - LEAST(r.quantity, GREATEST(0, r.needed - r.before))
     FROM running r
     WHERE ps.product_id = r.product_id AND ps.warehouse_id = r.warehouse_id AND r.needed > r.before`,
    [orderId],
  );
}

/** the order a bank's payment id belongs to, by its payment attempts (a TBC callback names nothing else) */
export async function orderByBankId(db: Queryable, provider: string, bankId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders
     WHERE id = (SELECT order_id FROM payment_attempts WHERE provider = $1 AND bank_id = $2 ORDER BY id DESC LIMIT 1)`,
    [provider, bankId],
  );
  return rows[0] ?? null;
}

export async function orderByNumber(db: Queryable, orderNumber: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = $1`, [
    orderNumber,
  ]);
  return rows[0] ?? null;
}

export async function lockOrderByNumber(db: Queryable, orderNumber: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = $1 FOR UPDATE`, [
    orderNumber,
  ]);
  return rows[0] ?? null;
}

/** the pending orders whose reservation ran out, oldest first (expiry moves each, locked, on its own) */
export async function expiredReservations(db: Queryable, limit = 500): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE payment_status = 'pending' AND reserved_until < now()
     ORDER BY reserved_until LIMIT $1`,
    [limit],
  );
  return rows;
}

/**
 * what a bank's word on a payment did: the first four settle an order, the rest change nothing
 * (pending: the bank has not decided yet)
 */
export type CallbackOutcome =
  | 'paid'
  | 'declined'
  | 'paid_after_expiry'
  | 'refund_due'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'order_mismatch'
  | 'not_pending'
  | 'pending'
  /** an approval of an order that held its money already (another attempt paid it): a surplus to give back */
  | 'paid_twice';

export interface CallbackRecord {
  provider: string;
  eventId: string;
  /** null: no order of this bank has the number */
  orderId: number | null;
  orderNumber: string;
  status: string;
  amount: string;
  outcome: CallbackOutcome;
}

/** records a callback; false when the same event was processed before */
export async function recordCallback(db: Queryable, callback: CallbackRecord) {
  const { rowCount } = await db.query(
    `INSERT INTO payment_callbacks (provider, event_id, order_id, order_number, status, amount, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      callback.provider,
      callback.eventId,
      callback.orderId,
      callback.orderNumber,
      callback.status,
      callback.amount,
      callback.outcome,
    ],
  );
  return rowCount === 1;
}

/**
 * Takes an order's units from live stock again (an approval that came after its reservation ended),
 * all or none: the rows are locked in id order first, so what is checked is what is taken.
 */
export async function reserveOrderStockAgain(db: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await db.query<{ short: boolean }>(
    `SELECT p.live_stock < l.quantity AS short FROM products p JOIN order_lines l ON l.product_id = p.id AND l.order_id = $1
     ORDER BY p.id FOR UPDATE OF p`,
    [orderId],
  );
  if (rows.some((row) => row.short)) return false;
  await db.query(
    `UPDATE products p SET live_stock = p.live_stock - l.quantity FROM order_lines l WHERE l.order_id = $1 AND p.id = l.product_id`,
    [orderId],
  );
  return true;
}

export async function ordersOf(db: Queryable, userId: number): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows;
}

/**
 * the customer's orders still holding stock unpaid; the customer's row stays locked until the
 * transaction ends, so two checkouts of one account are counted one after the other
 */
export async function lockUnpaidOrderCount(db: Queryable, userId: number): Promise<number> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  const { rows } = await db.query<{ unpaid: number }>(
    `SELECT count(*)::int AS unpaid FROM orders WHERE user_id = $1 AND payment_status = 'pending' AND reserved_until > now()`,
    [userId],
  );
  return rows[0].unpaid;
}

/** what unpaid orders hold: units per product id, and their value in lari */
export interface UnpaidHoldings {
  units: Map<number, number>;
  value: string;
}

/**
 * The units and value held by the pending orders (still reserving stock) of one account or of one
 * client address. For an address, a transaction-scoped advisory lock makes two checkouts from it
 * count one after the other (an account's are already, by lockUnpaidOrderCount's row lock).
 */
export async function unpaidHoldings(
  db: Queryable,
  holder: { userId: number } | { clientAddress: string },
): Promise<UnpaidHoldings> {
  const [column, key] = 'userId' in holder ? ['user_id', holder.userId] : ['client_address', holder.clientAddress];
  if (column === 'client_address')
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('unpaid-address:' || $1))`, [key]);
  const pending = `o.${column} = $1 AND o.payment_status = 'pending' AND o.reserved_until > now()`;
  const lines = await db.query<{ product_id: number; units: number }>(
    `SELECT l.product_id, sum(l.quantity)::int AS units FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE ${pending} GROUP BY l.product_id`,
    [key],
  );
  const totals = await db.query<{ value: string }>(
    `SELECT coalesce(sum(o.total_price), 0)::text AS value FROM orders o WHERE ${pending}`,
    [key],
  );
  return { units: new Map(lines.rows.map((row) => [row.product_id, row.units])), value: totals.rows[0].value };
}
