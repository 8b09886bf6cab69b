import type { Database, Queryable } from '../../db/client';
import {
  findAdminOrder,
  insertOrderEvent,
  insertOrderNote,
  orderCallbacks,
  orderEvents,
  orderLines,
  orderNotes,
  orderRefunds,
  setTrackingNumber,
  type AdminOrderRow,
} from './orders.admin.repository';
import { appendAudit, type Actor } from '../audit/audit.repository';
import { queueOrderMail } from './mailOutbox.repository';
import { attemptsOf } from './paymentAttempts.repository';
import { courierAddress, phoneForPeople } from '../../domain/address';
import { invalidFields, ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { isManualAnswer } from '../../domain/manualRefunds';
import { toLari, toTetri } from '../../domain/money';
import type { OrderEvent } from '../../domain/orderLife';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { moveOrder } from './orderLife.service';

// The back office's work on orders: fulfilment, cancelling, deciding on late payments, refunds. Each
// step locks the order, checks it may happen, and is written with its history entry and its audit
// entry in one transaction. A placed order's lines and totals are never changed. Staff pack and hand
// over orders without their money: every amount is left out of what they are answered (`withMoney`).

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

/** an order as the back office lists it; its total and refunds only `withMoney` */
export function presentOrderSummary(row: AdminOrderRow, withMoney: boolean) {
  return {
    id: row.id,
    number: row.order_number,
    status: row.status,
    paymentState: row.payment_state,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment,
    ...(withMoney && { total: lari(row.total_price), refunded: lari(row.refunded) }),
    deliveryMethod: row.delivery_method,
    trackingNumber: row.tracking_number,
    createdAt: row.created_at.toISOString(),
    customer: { id: row.user_id, email: row.email, name: `${row.fname} ${row.lname}`, phone: row.phone },
  };
}

const inLang = (lang: Lang, en: string | null, ka: string | null) => (lang === 'ka' && ka ? ka : (en ?? ''));

/**
 * Where the order goes and whom to call, as the people who pack and hand it over read it: the address
 * on one line as a courier reads it (its parts too), the phone given at checkout (not the account's),
 * the pickup point with its address and hours, the method's days; its fee only `withMoney`.
 */
export function presentDelivery(row: AdminOrderRow, lang: Lang, withMoney: boolean) {
  return {
    address: row.delivery_address,
    addressText: row.delivery_address && courierAddress(row.delivery_address, lang),
    phone: row.delivery_phone,
    phoneText: row.delivery_phone && phoneForPeople(row.delivery_phone),
    pickupPoint:
      row.pickup_warehouse_id === null
        ? null
        : {
            id: row.pickup_warehouse_id,
            code: row.pickup_code ?? '',
            name: inLang(lang, row.pickup_name_en, row.pickup_name_ka),
            address: inLang(lang, row.pickup_address_en, row.pickup_address_ka),
            hours: inLang(lang, row.pickup_hours_en, row.pickup_hours_ka),
          },
    days: row.days_min === null ? null : { min: row.days_min, max: row.days_max!, workingDays: row.working_days! },
    ...(withMoney && { fee: lari(row.delivery_fee) }),
  };
}

/** the order's money, each line adding up: subtotal - discount + delivery = total; paid - refunded = balance */
export function presentTotals(row: AdminOrderRow) {
  const paid = toTetri(row.paid);
  const refunded = toTetri(row.refunded);
  return {
    subtotal: lari(row.subtotal),
    discount: lari(row.promo_discount),
    delivery: lari(row.delivery_fee),
    total: lari(row.total_price),
    paid: toLari(paid),
    refunded: toLari(refunded),
    balance: toLari(paid - refunded),
  };
}

/** an order with everything an operator needs to decide on it; its money only `withMoney` */
export async function orderDetail(db: Database, id: number, lang: Lang, withMoney: boolean) {
  const row = await findAdminOrder(db, id);
  if (!row) throw new ShopError(404, 'not_found');
  const [lines, callbacks, events, refunds, attempts, notes] = await Promise.all([
    orderLines(db, id),
    orderCallbacks(db, id),
    orderEvents(db, id),
    orderRefunds(db, id),
    attemptsOf(db, id),
    orderNotes(db, id),
  ]);
  const paid =
    row.settled_at && row.payment_status === 'paid'
      ? [{ at: row.settled_at.toISOString(), status: 'paid', operatorEmail: null, note: null }]
      : [];
  return {
    ...presentOrderSummary(row, withMoney),
    comment: row.comment,
    locale: row.locale,
    settledAt: row.settled_at?.toISOString() ?? null,
    delivery: presentDelivery(row, lang, withMoney),
    lines: lines.map((line) => ({
      productId: line.product_id,
      name: lang === 'ka' ? (line.name_ka ?? line.name_en) : line.name_en,
      quantity: line.quantity,
      ...(withMoney && {
        unitPrice: lari(line.unit_price),
        lineTotal: toLari(toTetri(line.unit_price) * line.quantity),
      }),
    })),
    ...(withMoney && {
      promo: row.promo_code ? { code: row.promo_code, discount: lari(row.promo_discount) } : null,
      totals: presentTotals(row),
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
    }),
    history: [
      { at: row.created_at.toISOString(), status: 'placed', operatorEmail: null, note: null },
      ...paid,
      ...events.map((event) => ({
        at: event.at.toISOString(),
        status: event.status,
        operatorEmail: event.operator_email,
        // a refund's entry names its amount
        note: withMoney || event.status !== 'refunded' ? event.note : null,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      operatorEmail: note.operator_email,
      at: note.at.toISOString(),
    })),
  };
}

/** an operator's note on the order, for the other operators only (never the shopper's), audited */
export async function addOrderNote(db: Database, actor: Actor, id: number, text: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const note = await insertOrderNote(tx, {
      orderId: order.id,
      text,
      operatorId: actor.id,
      operatorEmail: actor.email,
    });
    await appendAudit(tx, actor, {
      action: 'note_added',
      entity: 'order',
      entityId: order.id,
      after: { number: order.order_number, noteId: note.id, text },
    });
  });
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
    before: presentOrderSummary(before, true),
    after: presentOrderSummary(after, true),
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
