import type { Queryable } from '../../db/client';
import type { Address } from '../../domain/address';
import type { OrderDelivery } from '../../domain/delivery';
import type { PayMethod } from '../../domain/payments';
import type { OrderStatus, PaymentState } from './orders.admin.repository';

// An order as its shopper sees it on its page. Every read names the owner: another account's order is
// not found, exactly as one that does not exist.

export interface OwnOrderRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  payment_state: PaymentState;
  payment: PayMethod;
  payment_status: 'pending' | 'paid' | 'failed';
  subtotal: string;
  promo_code: string | null;
  promo_discount: string;
  delivery_method: OrderDelivery;
  delivery_fee: string;
  delivery_address: Address | null;
  delivery_phone: string | null;
  pickup_warehouse_id: number | null;
  total_price: string;
  refunded: string;
  tracking_number: string | null;
  locale: string;
  created_at: Date;
  settled_at: Date | null;
  reserved_until: Date;
  cancelled_at: Date | null;
  refund_due: boolean;
  /** the reservation still runs */
  reserved: boolean;
}

const COLUMNS = `id, order_number, status, payment_state, payment, payment_status, subtotal, promo_code, promo_discount, delivery_method,
  delivery_fee, delivery_address, delivery_phone, pickup_warehouse_id, total_price, refunded, tracking_number, locale,
  created_at, settled_at, reserved_until, cancelled_at, refund_due, reserved_until > now() AS reserved`;

/** the account's order of this number, or null; locked until the transaction ends when `lock` */
export async function findOwnOrder(
  db: Queryable,
  userId: number,
  orderNumber: string,
  lock = false,
): Promise<OwnOrderRow | null> {
  const { rows } = await db.query<OwnOrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE order_number = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [orderNumber, userId],
  );
  return rows[0] ?? null;
}

export interface OrderPageLineRow {
  product_id: number;
  slug: string;
  img: string | null;
  name_en: string;
  name_ka: string | null;
  quantity: number;
  unit_price: string;
}

/** the lines at the prices paid, with what shows each product (its archived ones too) */
export async function orderPageLines(db: Queryable, orderId: number): Promise<OrderPageLineRow[]> {
  const { rows } = await db.query<OrderPageLineRow>(
    `SELECT l.product_id, p.slug, p.img, p.name_en, p.name_ka, l.quantity, l.unit_price
     FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.order_id = $1 ORDER BY l.product_id`,
    [orderId],
  );
  return rows;
}

/** a pending order goes to another method (pay-again), its loan terms with it */
export async function setOrderPayment(
  db: Queryable,
  orderId: number,
  payment: PayMethod,
  loan: { month: number; discountCode: string } | null,
) {
  await db.query(
    'UPDATE orders SET payment = $2, loan_month = $3, loan_discount_code = $4, provider_order_id = NULL WHERE id = $1',
    [orderId, payment, loan?.month ?? null, loan?.discountCode ?? null],
  );
}
