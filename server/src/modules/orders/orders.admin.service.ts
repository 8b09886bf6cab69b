import type { Database, Queryable } from '../../db/client';
import {
  acceptOrderRow,
  cancelOrderRow,
  findAdminOrder,
  insertOrderEvent,
  insertRefund,
  orderCallbacks,
  orderEvents,
  orderLines,
  orderRefunds,
  refundWithKey,
  restockOrder,
  setFulfilment,
  type AdminOrderRow,
  type OrderStatus,
} from './orders.admin.repository';
import { appendAudit, type Actor } from '../audit/audit.repository';
import { queueOrderMail } from './mailOutbox.repository';
import { releaseStock, reserveOrderStockAgain, takeWarehouseStock } from './orders.repository';
import { invalidFields, ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { toLari, toNumeric, toTetri } from '../../domain/money';
import type { CatalogueCache } from '../catalogue/catalogue.service';

// The back office's work on orders: fulfilment, cancelling, deciding on late payments, refunds. Each
// step locks the order, checks it may happen, and is written with its history entry and its audit
// entry in one transaction. A placed order's lines and totals are never changed.

export { listOrders, ORDER_SORTS, ORDER_STATUSES, type OrderFilter, type OrderStatus } from './orders.admin.repository';

interface Orders {
  db: Database;
  catalogue: CatalogueCache;
}

const lari = (amount: string) => toLari(toTetri(amount));

/** an order as the back office lists it */
export function presentOrderSummary(row: AdminOrderRow) {
  return {
    id: row.id,
    number: row.order_number,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment,
    total: lari(row.total_price),
    refunded: lari(row.refunded),
    trackingNumber: row.tracking_number,
    createdAt: row.created_at.toISOString(),
    customer: { id: row.user_id, email: row.email, name: `${row.fname} ${row.lname}`, phone: row.phone },
  };
}

/** an order with everything an operator needs to decide on it */
export async function orderDetail(db: Database, id: number, lang: Lang) {
  const row = await findAdminOrder(db, id);
  if (!row) throw new ShopError(404, 'not_found');
  const [lines, callbacks, events, refunds] = await Promise.all([
    orderLines(db, id),
    orderCallbacks(db, id),
    orderEvents(db, id),
    orderRefunds(db, id),
  ]);
  return {
    ...presentOrderSummary(row),
    comment: row.comment,
    locale: row.locale,
    settledAt: row.settled_at?.toISOString() ?? null,
    lines: lines.map((line) => ({
      productId: line.product_id,
      name: lang === 'ka' ? (line.name_ka ?? line.name_en) : line.name_en,
      quantity: line.quantity,
      unitPrice: lari(line.unit_price),
      lineTotal: toLari(toTetri(line.unit_price) * line.quantity),
    })),
    promo: row.promo_code ? { code: row.promo_code, discount: lari(row.promo_discount) } : null,
    totals: {
      subtotal: lari(row.subtotal),
      discount: lari(row.promo_discount),
      total: lari(row.total_price),
      refunded: lari(row.refunded),
    },
    callbacks: callbacks.map((callback) => ({
      provider: callback.provider,
      eventId: callback.event_id,
      status: callback.status,
      amount: callback.amount,
      outcome: callback.outcome,
      receivedAt: callback.received_at.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: lari(refund.amount),
      restock: refund.restock,
      providerRefundId: refund.provider_refund_id,
      bankAnswer: refund.bank_answer,
      operatorEmail: refund.operator_email,
      at: refund.at.toISOString(),
    })),
    history: [
      { at: row.created_at.toISOString(), status: 'placed', operatorEmail: null, note: null },
      ...events.map((event) => ({
        at: event.at.toISOString(),
        status: event.status,
        operatorEmail: event.operator_email,
        note: event.note,
      })),
    ],
  };
}

/** locks the order; 404 when there is none */
async function lockOrder(tx: Queryable, id: number): Promise<AdminOrderRow> {
  const order = await findAdminOrder(tx, id, true);
  if (!order) throw new ShopError(404, 'not_found');
  return order;
}

/** the order's history entry and audit entry of one step, `before` and `after` as the list shows them */
async function record(tx: Queryable, actor: Actor, before: AdminOrderRow, action: string, note: string | null) {
  const after = await lockOrder(tx, before.id);
  await insertOrderEvent(tx, {
    orderId: before.id,
    status: action,
    note,
    operatorId: actor.id,
    operatorEmail: actor.email,
  });
  await appendAudit(tx, actor, {
    action,
    entity: 'order',
    entityId: before.id,
    before: presentOrderSummary(before),
    after: presentOrderSummary(after),
  });
}

/** the fulfilment steps, each from the one before it: paid -> packed -> shipped -> delivered */
const FULFILMENT_FROM: Record<'packed' | 'shipped' | 'delivered', OrderStatus> = {
  packed: 'paid',
  shipped: 'packed',
  delivered: 'shipped',
};

export async function advanceFulfilment(
  db: Database,
  actor: Actor,
  id: number,
  status: 'packed' | 'shipped' | 'delivered',
  trackingNumber: string | null,
): Promise<void> {
  if (status === 'shipped' && !trackingNumber) throw invalidFields({ trackingNumber: [{ key: 'field_required' }] });
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== FULFILMENT_FROM[status])
      throw invalidFields({ status: [{ key: 'order_transition', params: { from: order.status, to: status } }] });
    await setFulfilment(tx, id, status, status === 'shipped' ? trackingNumber : null);
    await record(tx, actor, order, status, status === 'shipped' ? trackingNumber : null);
    // packing is the shop's own step: the shopper hears when the order leaves and when it arrives
    if (status === 'shipped') await queueOrderMail(tx, id, { kind: 'shipped', trackingNumber: trackingNumber! });
    if (status === 'delivered') await queueOrderMail(tx, id, { kind: 'delivered' });
  });
}

/** an unpaid order cancelled: its stock goes back at once */
export async function cancelOrder({ db, catalogue }: Orders, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'pending') throw new ShopError(422, 'order_not_unpaid');
    await cancelOrderRow(tx, id);
    await releaseStock(tx, id);
    await record(tx, actor, order, 'cancelled', null);
    await queueOrderMail(tx, id, { kind: 'cancelled', by: 'shop' });
  });
  catalogue.stockChanged();
}

/**
 * An operator keeps an order a bank paid late: one paid after its reservation (its stock was taken
 * again) goes on to fulfilment; one whose stock was gone (refund_due) takes its stock now, or answers
 * 409 while the stock is still not there.
 */
export async function acceptOrder({ db, catalogue }: Orders, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status === 'refund_due') {
      if (!(await reserveOrderStockAgain(tx, id))) throw new ShopError(409, 'order_stock_gone');
      await takeWarehouseStock(tx, id);
    } else if (order.status !== 'paid_after_expiry') {
      throw new ShopError(422, 'order_no_decision');
    }
    await acceptOrderRow(tx, id);
    await record(tx, actor, order, 'accepted', null);
    // a late payment is the shopper's "paid" only once the shop keeps the order
    await queueOrderMail(tx, id, { kind: 'paid' });
  });
  catalogue.stockChanged();
}

/** what the bank is asked to give back: answers the bank's id of the refund and its words */
export type BankRefund = (
  order: AdminOrderRow,
  refund: { amount: string; full: boolean; idempotencyKey: string },
) => Promise<{ refundId: string; answer: string }>;

/**
 * Gives back part or all of what a paid order took, through its bank, never more than was paid and
 * not refunded yet (the schema refuses more too), so paid = refunded + outstanding always. With
 * `restock`, a paid order's units go back to stock, once. The bank is asked inside the transaction,
 * the order locked: a refusal by the bank (or a bank that does not answer) records nothing, and two
 * refunds of one order are checked one after the other. The same idempotency key again (a request
 * repeated) is the refund already made: nothing is asked, nothing recorded twice.
 */
export async function refundOrder(
  { db, catalogue }: Orders,
  actor: Actor,
  id: number,
  refund: { amountTetri: number; restock: boolean; idempotencyKey: string },
  atBank: BankRefund,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (await refundWithKey(tx, id, refund.idempotencyKey)) return;
    const paid = order.payment_status === 'paid' || order.refund_due;
    const refundable = toTetri(order.total_price) - toTetri(order.refunded);
    if (!paid || refundable <= 0) throw new ShopError(422, 'order_not_paid');
    if (refund.amountTetri > refundable)
      throw invalidFields({ amount: [{ key: 'refund_too_much', params: { max: toLari(refundable) } }] });
    const amount = toNumeric(refund.amountTetri);
    const full = refund.amountTetri === refundable;
    const atTheBank = await atBank(order, { amount, full, idempotencyKey: refund.idempotencyKey });
    await insertRefund(tx, {
      orderId: id,
      amount,
      restock: refund.restock,
      providerRefundId: atTheBank.refundId,
      bankAnswer: atTheBank.answer,
      idempotencyKey: refund.idempotencyKey,
      operatorId: actor.id,
      operatorEmail: actor.email,
    });
    // an order marked refund_due never took its units from stock
    if (refund.restock && order.payment_status === 'paid' && !order.restocked_at) await restockOrder(tx, id);
    await record(tx, actor, order, 'refunded', `${toLari(refund.amountTetri)}${refund.restock ? ' (restocked)' : ''}`);
    await queueOrderMail(tx, id, {
      kind: 'refunded',
      amount,
      refunded: toNumeric(toTetri(order.refunded) + refund.amountTetri),
    });
  });
  catalogue.stockChanged();
}
