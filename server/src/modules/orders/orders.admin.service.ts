import type { Database, Queryable } from '../../db/client';
import {
  findAdminOrder,
  insertOrderEvent,
  orderCallbacks,
  orderEvents,
  orderLines,
  orderRefunds,
  setTrackingNumber,
  type AdminOrderRow,
} from './orders.admin.repository';
import { appendAudit, type Actor } from '../audit/audit.repository';
import { queueOrderMail } from './mailOutbox.repository';
import { attemptsOf } from './paymentAttempts.repository';
import { invalidFields, ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { isManualAnswer } from '../../domain/manualRefunds';
import { toLari, toTetri } from '../../domain/money';
import type { OrderEvent } from '../../domain/orderLife';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { moveOrder } from './orderLife.service';

// The back office's work on orders: fulfilment, cancelling, deciding on late payments, refunds. Each
// step locks the order, checks it may happen, and is written with its history entry and its audit
// entry in one transaction. A placed order's lines and totals are never changed.

export {
  listOrders,
  ORDER_SORTS,
  ORDER_STATUSES,
  PAYMENT_STATES,
  type OrderFilter,
  type OrderStatus,
} from './orders.admin.repository';

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
    paymentState: row.payment_state,
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
  const [lines, callbacks, events, refunds, attempts] = await Promise.all([
    orderLines(db, id),
    orderCallbacks(db, id),
    orderEvents(db, id),
    orderRefunds(db, id),
    attemptsOf(db, id),
  ]);
  return {
    ...presentOrderSummary(row),
    comment: row.comment,
    locale: row.locale,
    deliveryMethod: row.delivery_method,
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
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      provider: attempt.provider,
      method: attempt.method,
      bankId: attempt.bank_id,
      amount: lari(attempt.amount),
      state: attempt.state,
      surplus: attempt.surplus,
      refunded: lari(attempt.refunded),
      createdAt: attempt.created_at.toISOString(),
      settledAt: attempt.settled_at?.toISOString() ?? null,
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: lari(refund.amount),
      restock: refund.restock,
      state: refund.state,
      restockedUnits: refund.restocked_units,
      providerRefundId: refund.provider_refund_id,
      bankAnswer: refund.bank_answer,
      manual: isManualAnswer(refund.bank_answer),
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
export async function lockOrder(tx: Queryable, id: number): Promise<AdminOrderRow> {
  const order = await findAdminOrder(tx, id, true);
  if (!order) throw new ShopError(404, 'not_found');
  return order;
}

/** the order's history entry and audit entry of one step, `before` and `after` as the list shows them */
export async function record(tx: Queryable, actor: Actor, before: AdminOrderRow, action: string, note: string | null) {
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

/** an operator's step of fulfilment, as the order's life names it */
export type FulfilmentStep = 'packed' | 'shipped' | 'delivered' | 'ready_for_pickup' | 'collected';
const EVENT_OF: Record<FulfilmentStep, OrderEvent> = {
  packed: 'pack',
  shipped: 'ship',
  delivered: 'deliver',
  ready_for_pickup: 'ready_for_pickup',
  collected: 'collect',
};

/**
 * The fulfilment steps, each from the one before it as the order's life allows for its delivery method:
 * paid -> packed -> shipped -> delivered, or for a pickup order packed -> ready_for_pickup -> collected
 * (no tracking number: the shopper is mailed the point's address and hours).
 */
export async function advanceFulfilment(
  db: Database,
  actor: Actor,
  id: number,
  status: FulfilmentStep,
  trackingNumber: string | null,
): Promise<void> {
  if (status === 'shipped' && !trackingNumber) throw invalidFields({ trackingNumber: [{ key: 'field_required' }] });
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    await moveOrder(tx, id, EVENT_OF[status], `operator:${actor.email}`, {
      refused: (from) => invalidFields({ status: [{ key: 'order_transition', params: { from, to: status } }] }),
    });
    if (status === 'shipped') await setTrackingNumber(tx, id, trackingNumber!);
    await record(tx, actor, order, status, status === 'shipped' ? trackingNumber : null);
    // packing is the shop's own step: the shopper hears when the order leaves and when it arrives
    if (status === 'shipped') await queueOrderMail(tx, id, { kind: 'shipped', trackingNumber: trackingNumber! });
    if (status === 'delivered') await queueOrderMail(tx, id, { kind: 'delivered' });
    if (status === 'ready_for_pickup') await queueOrderMail(tx, id, { kind: 'ready_for_pickup' });
    if (status === 'collected') await queueOrderMail(tx, id, { kind: 'collected' });
  });
}

/** an unpaid order cancelled: its stock goes back at once */
export async function cancelOrder({ db, catalogue }: Orders, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    await moveOrder(tx, id, 'cancel', `operator:${actor.email}`, {
      refused: () => new ShopError(422, 'order_not_unpaid'),
    });
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
    await moveOrder(tx, id, 'accept', `operator:${actor.email}`, {
      refused: () => new ShopError(422, 'order_no_decision'),
      stockGone: () => new ShopError(409, 'order_stock_gone'),
    });
    await record(tx, actor, order, 'accepted', null);
    // a late payment is the shopper's "paid" only once the shop keeps the order
    await queueOrderMail(tx, id, { kind: 'paid' });
  });
  catalogue.stockChanged();
}
