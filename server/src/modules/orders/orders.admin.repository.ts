import type { Queryable } from '../../db/client';
import { ORDER_STATES, PAYMENT_STATES, type OrderState, type PaymentState } from '../../domain/orderLife';
import type { PayMethod } from '../../domain/payments';

// Orders as the back office reads and runs them. A placed order's lines and totals are never written
// here: only its status columns, its refunds and its history.

/** the states of the order's life, as the generated status column reads them */
export const ORDER_STATUSES = ORDER_STATES;
export type OrderStatus = OrderState;
export { PAYMENT_STATES, type PaymentState };

export interface AdminOrderRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  payment_state: PaymentState;
  payment_status: 'pending' | 'paid' | 'failed';
  payment: PayMethod;
  subtotal: string;
  promo_code: string | null;
  promo_discount: string;
  total_price: string;
  refunded: string;
  created_at: Date;
  settled_at: Date | null;
  tracking_number: string | null;
  refund_due: boolean;
  paid_after_expiry: boolean;
  restocked_at: Date | null;
  delivery_method: 'arranged' | 'courier' | 'regions' | 'pickup';
  provider_order_id: string | null;
  comment: string;
  locale: string;
  user_id: number;
  email: string;
  fname: string;
  lname: string;
  phone: string;
}

const COLUMNS = `o.id, o.order_number, o.status, o.payment_state, o.payment_status, o.payment, o.subtotal, o.promo_code, o.promo_discount,
  o.total_price, o.refunded, o.created_at, o.settled_at, o.tracking_number, o.refund_due, o.paid_after_expiry,
  o.restocked_at, o.provider_order_id, o.comment, o.locale, o.delivery_method, o.user_id, u.email, u.fname, u.lname, u.phone`;

export const ORDER_SORTS = {
  id: 'o.id',
  number: 'o.id',
  createdAt: 'o.created_at',
  total: 'o.total_price',
  status: 'o.status',
  paymentMethod: 'o.payment',
};

export interface OrderFilter {
  status?: OrderStatus;
  /** the order's payment: awaiting, paid, declined, expired, cancelled, refund due, partly refunded, refunded */
  paymentState?: PaymentState;
  paymentMethod?: PayMethod;
  from?: string;
  to?: string;
  /** a part of the customer's email or name */
  customer?: string;
  /** a part of the order number */
  number?: string;
  /** the orders of one customer */
  customerId?: number;
}

/** the text matched literally by LIKE (its % and _ escaped): a LIKE '%...%' can use a trigram index, strpos cannot */
const likeLiteral = (text: string) => `replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** the customer filter ($5), which reads the customer's row (u) only when given */
const customerMatch = (filter: OrderFilter) =>
  filter.customer === undefined
    ? '$5::text IS NULL'
    : "strpos(lower(u.email || ' ' || u.fname || ' ' || u.lname), lower($5)) > 0";

function whereOf(filter: OrderFilter) {
  // refund_due also lists the orders a bank paid twice: an attempt's approval the order had no use for,
  // until it is given back
  const surplus = `EXISTS (SELECT 1 FROM payment_attempts pa WHERE pa.order_id = o.id AND pa.surplus AND pa.refunded < pa.amount)`;
  const where = `($1::text IS NULL OR o.status = $1 OR ($1 = 'refund_due' AND ${surplus}))
    AND ($8::text IS NULL OR o.payment_state = $8 OR ($8 = 'refund_due' AND ${surplus}))
    AND ($2::text IS NULL OR o.payment = $2)
    AND ($3::timestamptz IS NULL OR o.created_at >= $3) AND ($4::timestamptz IS NULL OR o.created_at < $4)
    AND ${customerMatch(filter)}
    AND ($6::text IS NULL OR lower(o.order_number) LIKE '%' || ${likeLiteral('lower($6)')} || '%')
    AND ($7::int IS NULL OR o.user_id = $7)`;
  const params = [
    filter.status ?? null,
    filter.paymentMethod ?? null,
    filter.from ?? null,
    filter.to ?? null,
    filter.customer ?? null,
    filter.number ?? null,
    filter.customerId ?? null,
    filter.paymentState ?? null,
  ];
  return { where, params };
}

export async function listOrders(
  db: Queryable,
  page: { limit: number; offset: number; sort: keyof typeof ORDER_SORTS; descending: boolean },
  filter: OrderFilter,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const { where, params } = whereOf(filter);
  const direction = page.descending ? 'DESC' : 'ASC';
  const { rows } = await db.query<AdminOrderRow>(
    `SELECT ${COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}
     ORDER BY ${ORDER_SORTS[page.sort]} ${direction}, o.id ${direction} LIMIT $9 OFFSET $10`,
    [...params, page.limit, page.offset],
  );
  // every order has its customer: the count joins them only to match the customer filter (a join of every
  // order otherwise, on each page of the list)
  const customers = filter.customer === undefined ? '' : 'JOIN users u ON u.id = o.user_id';
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders o ${customers} WHERE ${where}`,
    params,
  );
  return { rows, total: count.rows[0].total };
}

/** the order with its customer; locked until the transaction ends when `lock` */
export async function findAdminOrder(db: Queryable, id: number, lock = false): Promise<AdminOrderRow | null> {
  const { rows } = await db.query<AdminOrderRow>(
    `SELECT ${COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export interface OrderLineRow {
  product_id: number;
  name_en: string;
  name_ka: string | null;
  quantity: number;
  unit_price: string;
}

export async function orderLines(db: Queryable, orderId: number): Promise<OrderLineRow[]> {
  const { rows } = await db.query<OrderLineRow>(
    `SELECT l.product_id, p.name_en, p.name_ka, l.quantity, l.unit_price
     FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.order_id = $1 ORDER BY l.product_id`,
    [orderId],
  );
  return rows;
}

export interface CallbackRow {
  provider: string;
  event_id: string;
  status: string;
  amount: string | null;
  outcome: string | null;
  received_at: Date;
}

export async function orderCallbacks(db: Queryable, orderId: number): Promise<CallbackRow[]> {
  const { rows } = await db.query<CallbackRow>(
    `SELECT provider, event_id, status, amount, outcome, received_at FROM payment_callbacks
     WHERE order_id = $1 ORDER BY received_at, event_id`,
    [orderId],
  );
  return rows;
}

export interface OrderEventRow {
  at: Date;
  status: string;
  /** null: the customer (cancelling their unpaid order) */
  operator_email: string | null;
  note: string | null;
}

export async function orderEvents(db: Queryable, orderId: number): Promise<OrderEventRow[]> {
  const { rows } = await db.query<OrderEventRow>(
    'SELECT at, status, operator_email, note FROM order_events WHERE order_id = $1 ORDER BY at, id',
    [orderId],
  );
  return rows;
}

export interface RefundRow {
  id: number;
  amount: string;
  restock: boolean;
  state: 'requested' | 'done' | 'failed';
  /** a surplus attempt's refund; null: the order's own payment's */
  attempt_id: number | null;
  provider_refund_id: string | null;
  bank_answer: string | null;
  /** {"<product id>": units} put back */
  restocked_units: Record<string, number> | null;
  operator_email: string;
  at: Date;
}

export async function orderRefunds(db: Queryable, orderId: number): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `SELECT id, amount, restock, state, attempt_id, provider_refund_id, bank_answer, restocked_units, operator_email, at
     FROM refunds WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}

export async function insertOrderEvent(
  db: Queryable,
  event: {
    orderId: number;
    status: string;
    note: string | null;
    operatorId: number | null;
    /** null: the customer */
    operatorEmail: string | null;
  },
) {
  await db.query(
    'INSERT INTO order_events (order_id, status, note, operator_id, operator_email) VALUES ($1, $2, $3, $4, $5)',
    [event.orderId, event.status, event.note, event.operatorId, event.operatorEmail],
  );
}

/** the carrier's number of a shipped order */
export async function setTrackingNumber(db: Queryable, id: number, trackingNumber: string) {
  await db.query('UPDATE orders SET tracking_number = $2 WHERE id = $1', [id, trackingNumber]);
}
