import type { Queryable } from '../../db/client';
import type { Address } from '../../domain/address';
import type { OrderDelivery } from '../../domain/delivery';
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
  delivery_method: OrderDelivery;
  delivery_fee: string;
  /** courier and regions: as the checkout had it */
  delivery_address: Address | null;
  /** the phone given at checkout (E.164), not the account's */
  delivery_phone: string | null;
  /** pickup: the point (a warehouse), its address and hours */
  pickup_warehouse_id: number | null;
  pickup_code: string | null;
  pickup_name_en: string | null;
  pickup_name_ka: string | null;
  pickup_address_en: string | null;
  pickup_address_ka: string | null;
  pickup_hours_en: string | null;
  pickup_hours_ka: string | null;
  /** the method's days as its settings say now (an order keeps no days of its own); null: arranged */
  days_min: number | null;
  days_max: number | null;
  working_days: boolean | null;
  /** what the bank took for it: its approved payments, a second one (paid twice) too */
  paid: string;
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
  o.restocked_at, o.provider_order_id, o.comment, o.locale, o.delivery_method, o.delivery_fee, o.delivery_address,
  o.delivery_phone, o.pickup_warehouse_id, w.code AS pickup_code, w.name_en AS pickup_name_en,
  w.name_ka AS pickup_name_ka, w.address_en AS pickup_address_en, w.address_ka AS pickup_address_ka,
  w.hours_en AS pickup_hours_en, w.hours_ka AS pickup_hours_ka, dm.days_min, dm.days_max, dm.working_days,
  (SELECT coalesce(sum(pa.amount), 0) FROM payment_attempts pa WHERE pa.order_id = o.id AND pa.state = 'approved') AS paid,
  o.user_id, u.email, u.fname, u.lname, u.phone`;

/** an order with its customer, its pickup point and its delivery method's settings */
const FROM = `orders o JOIN users u ON u.id = o.user_id LEFT JOIN warehouses w ON w.id = o.pickup_warehouse_id
  LEFT JOIN delivery_methods dm ON dm.code = o.delivery_method`;

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
  deliveryMethod?: OrderDelivery;
  /** pickup orders at this point (a warehouse's id) */
  pickupPointId?: number;
  /** a part of the number, the customer's name or email, a product's name, or a phone in any form */
  q?: string;
  /** q's digits when it is a phone (domain/address.ts phoneSearchDigits) */
  phoneDigits?: string | null;
}

/** the text matched literally by LIKE (its % and _ escaped): a LIKE '%...%' can use a trigram index, strpos cannot */
const likeLiteral = (text: string) => `replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** the text's digits alone, as a phone search compares them */
const digitsOf = (text: string) => `regexp_replace(${text}, '[^0-9]', '', 'g')`;

/** the customer's row (u) is read only by these filters */
const readsCustomer = (filter: OrderFilter) => filter.customer !== undefined || filter.q !== undefined;

function whereOf(filter: OrderFilter) {
  const customerMatch = (param: string) =>
    `strpos(lower(u.email || ' ' || u.fname || ' ' || u.lname), lower(${param})) > 0`;
  const numberMatch = (param: string) => `lower(o.order_number) LIKE '%' || ${likeLiteral(`lower(${param})`)} || '%'`;
  // the search box: any of the number, the customer, a product's name (either language) or a phone
  const search = `${numberMatch('$10')} OR ${customerMatch('$10')}
    OR ($11::text IS NOT NULL AND (strpos(${digitsOf("coalesce(o.delivery_phone, '')")}, $11) > 0
                                   OR strpos(${digitsOf('u.phone')}, $11) > 0))
    OR EXISTS (SELECT 1 FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.order_id = o.id
               AND strpos(lower(p.name_en || ' ' || coalesce(p.name_ka, '')), lower($10)) > 0)`;
  // refund_due also lists the orders a bank paid twice: an attempt's approval the order had no use for,
  // until it is given back
  const surplus = `EXISTS (SELECT 1 FROM payment_attempts pa WHERE pa.order_id = o.id AND pa.surplus AND pa.refunded < pa.amount)`;
  const where = `($1::text IS NULL OR o.status = $1 OR ($1 = 'refund_due' AND ${surplus}))
    AND ($12::text IS NULL OR o.payment_state = $12 OR ($12 = 'refund_due' AND ${surplus}))
    AND ($2::text IS NULL OR o.payment = $2)
    AND ($3::timestamptz IS NULL OR o.created_at >= $3) AND ($4::timestamptz IS NULL OR o.created_at < $4)
    AND ${filter.customer === undefined ? '$5::text IS NULL' : customerMatch('$5')}
    AND ($6::text IS NULL OR ${numberMatch('$6')})
    AND ($7::int IS NULL OR o.user_id = $7)
    AND ($8::text IS NULL OR o.delivery_method = $8) AND ($9::int IS NULL OR o.pickup_warehouse_id = $9)
    AND ${filter.q === undefined ? '$10::text IS NULL AND $11::text IS NULL' : `(${search})`}`;
  const params = [
    filter.status ?? null,
    filter.paymentMethod ?? null,
    filter.from ?? null,
    filter.to ?? null,
    filter.customer ?? null,
    filter.number ?? null,
    filter.customerId ?? null,
    filter.deliveryMethod ?? null,
    filter.pickupPointId ?? null,
    filter.q ?? null,
    filter.phoneDigits ?? null,
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
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where}
     ORDER BY ${ORDER_SORTS[page.sort]} ${direction}, o.id ${direction} LIMIT $13 OFFSET $14`,
    [...params, page.limit, page.offset],
  );
  // every order has its customer: the count joins them only to match the customer's filters (a join of
  // every order otherwise, on each page of the list)
  const customers = readsCustomer(filter) ? 'JOIN users u ON u.id = o.user_id' : '';
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders o ${customers} WHERE ${where}`,
    params,
  );
  return { rows, total: count.rows[0].total };
}

/** how many orders wait in each status, delivery method and pickup point the queues name */
export async function queueCounts(
  db: Queryable,
  statuses: readonly OrderStatus[],
): Promise<
  { status: OrderStatus; delivery_method: OrderDelivery; pickup_warehouse_id: number | null; count: number }[]
> {
  const { rows } = await db.query<{
    status: OrderStatus;
    delivery_method: OrderDelivery;
    pickup_warehouse_id: number | null;
    count: number;
  }>(
    `SELECT status, delivery_method, pickup_warehouse_id, count(*)::int AS count FROM orders
     WHERE status = ANY($1::text[]) GROUP BY status, delivery_method, pickup_warehouse_id`,
    [statuses],
  );
  return rows;
}

/** the order with its customer; locked until the transaction ends when `lock` */
export async function findAdminOrder(db: Queryable, id: number, lock = false): Promise<AdminOrderRow | null> {
  const { rows } = await db.query<AdminOrderRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
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

export interface OrderNoteRow {
  id: number;
  text: string;
  operator_email: string;
  at: Date;
}

/** the operators' notes on the order, oldest first */
export async function orderNotes(db: Queryable, orderId: number): Promise<OrderNoteRow[]> {
  const { rows } = await db.query<OrderNoteRow>(
    'SELECT id, text, operator_email, at FROM order_notes WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows;
}

export async function insertOrderNote(
  db: Queryable,
  note: { orderId: number; text: string; operatorId: number | null; operatorEmail: string },
): Promise<OrderNoteRow> {
  const { rows } = await db.query<OrderNoteRow>(
    `INSERT INTO order_notes (order_id, text, operator_id, operator_email) VALUES ($1, $2, $3, $4)
     RETURNING id, text, operator_email, at`,
    [note.orderId, note.text, note.operatorId, note.operatorEmail],
  );
  return rows[0];
}
