import type { Database, Queryable } from '../../db/client';
import { insertOrderEvent, orderEvents, orderRefunds } from './orders.admin.repository';
import { pickupPoint } from '../delivery/delivery.repository';
import { queueOrderMail } from './mailOutbox.repository';
import { findOwnOrder, orderPageLines, setOrderPayment, type OwnOrderRow } from './orderPage.repository';
import { ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { toLari, toTetri } from '../../domain/money';
import type { PayMethod } from '../../domain/payments';
import { translations } from '../../domain/translations';
import type { UnpaidLimits } from '../../domain/unpaidLimits';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { checkPromoUses } from '../cart/cart.service';
import { allows, moveOrder } from './orderLife.service';
import { checkUnpaidLimits, type Holder } from './unpaidLimits.service';

// An order's own page, for its shopper: what they bought at the prices paid, how it reaches them, what
// they paid, and its life so far (placed, paid, packed, shipped, delivered; cancelled, refunded), read
// from the history the back office writes. Another account's order is a 404, as an unknown number, so
// numbers cannot be tried one by one. A pending order can be paid again or cancelled here.

const lari = (amount: string) => toLari(toTetri(amount));

/** the account's order, locked when asked; 404 alike for another account's and for none */
async function ownOrder(db: Queryable, userId: number, orderNumber: string, lock = false): Promise<OwnOrderRow> {
  const order = await findOwnOrder(db, userId, orderNumber, lock);
  if (!order) throw new ShopError(404, 'order_not_found');
  return order;
}

/** a tracking number's page at the carrier (TRACKING_URL, its `{number}` replaced) */
export function trackingLink(template: string, trackingNumber: string): string {
  return template.replace('{number}', encodeURIComponent(trackingNumber));
}

/** whether a shopper may pay an order (again) now: as its life allows (pending, or declined), while its reservation runs */
function payable(order: OwnOrderRow): boolean {
  return order.reserved && allows(order.status, 'pay_again', order.delivery_method === 'pickup');
}

export interface TimelineEntry {
  status:
    | 'placed'
    | 'paid'
    | 'payment_failed'
    | 'packed'
    | 'shipped'
    | 'delivered'
    | 'ready_for_pickup'
    | 'collected'
    | 'cancelled'
    | 'refunded';
  at: string;
  tracking_number: string | null;
  tracking_url: string | null;
  /** a refund's amount, lari */
  amount: number | null;
}

const entry = (status: TimelineEntry['status'], at: Date, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  status,
  at: at.toISOString(),
  tracking_number: null,
  tracking_url: null,
  amount: null,
  ...extra,
});

/** the order's life in time order, from its columns, the back office's history and its refunds */
async function timelineOf(db: Queryable, order: OwnOrderRow, trackingUrl: string): Promise<TimelineEntry[]> {
  const [events, refunds] = await Promise.all([orderEvents(db, order.id), orderRefunds(db, order.id)]);
  const timeline = [entry('placed', order.created_at)];
  if (order.settled_at && order.payment_status === 'paid') timeline.push(entry('paid', order.settled_at));
  if (order.settled_at && order.payment_status === 'failed' && !order.cancelled_at)
    timeline.push(entry('payment_failed', order.settled_at));
  for (const event of events) {
    if (event.status === 'shipped' && event.note)
      timeline.push(
        entry('shipped', event.at, {
          tracking_number: event.note,
          tracking_url: trackingLink(trackingUrl, event.note),
        }),
      );
    else if (['packed', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled'].includes(event.status))
      timeline.push(entry(event.status as TimelineEntry['status'], event.at));
  }
  // only money given back: a refund the bank has not confirmed, or refused, is not the shopper's news
  for (const refund of refunds.filter((given) => given.state === 'done'))
    timeline.push(entry('refunded', refund.at, { amount: lari(refund.amount) }));
  return timeline.sort((a, b) => a.at.localeCompare(b.at));
}

/** the order's page in the request's language */
export async function orderPage(db: Database, userId: number, orderNumber: string, lang: Lang, trackingUrl: string) {
  const order = await ownOrder(db, userId, orderNumber);
  const [lines, point, timeline] = await Promise.all([
    orderPageLines(db, order.id),
    order.pickup_warehouse_id === null ? null : pickupPoint(db, order.pickup_warehouse_id),
    timelineOf(db, order, trackingUrl),
  ]);
  return {
    order_number: order.order_number,
    status: order.status,
    payment: order.payment,
    payment_status: order.payment_status,
    payment_state: order.payment_state,
    created_at: order.created_at.toISOString(),
    reserved_until: order.reserved_until.toISOString(),
    can_pay: payable(order),
    can_cancel: allows(order.status, 'cancel', order.delivery_method === 'pickup'),
    lines: lines.map((line) => ({
      product: {
        id: line.product_id,
        slug: line.slug,
        img: line.img,
        translations: translations(lang, line, ['name']),
      },
      quantity: line.quantity,
      unit_price: lari(line.unit_price),
      line_total: toLari(toTetri(line.unit_price) * line.quantity),
    })),
    promo: order.promo_code ? { code: order.promo_code, discount: lari(order.promo_discount) } : null,
    delivery: {
      method: order.delivery_method,
      fee: lari(order.delivery_fee),
      address: order.delivery_address,
      phone: order.delivery_phone,
      pickup_point: point && {
        id: point.id,
        code: point.code,
        translations: translations(lang, point, ['name', 'address', 'hours']),
      },
    },
    totals: {
      subtotal: lari(order.subtotal),
      discount: lari(order.promo_discount),
      delivery: lari(order.delivery_fee),
      total: lari(order.total_price),
      refunded: lari(order.refunded),
    },
    tracking: order.tracking_number
      ? { number: order.tracking_number, url: trackingLink(trackingUrl, order.tracking_number) }
      : null,
    timeline,
  };
}

interface Stock {
  db: Database;
  catalogue: CatalogueCache;
}

/** the shopper cancels their unpaid order: its stock goes back at once, the history says who */
export async function cancelOwnOrder({ db, catalogue }: Stock, userId: number, orderNumber: string) {
  await db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderNumber, true);
    await moveOrder(tx, order.id, 'cancel', 'shopper', { refused: () => new ShopError(409, 'order_not_unpaid') });
    await insertOrderEvent(tx, {
      orderId: order.id,
      status: 'cancelled',
      note: null,
      operatorId: null,
      operatorEmail: null,
    });
    await queueOrderMail(tx, order.id, { kind: 'cancelled', by: 'shopper' });
  });
  catalogue.stockChanged();
}

/**
 * The order made ready to be paid again, by any method, while its reservation runs: a pending one as it
 * is; a declined one is held to the checkout's rules again (its promo's uses, the unpaid orders', units'
 * and value limits of its account and address) and takes its units again (all or none), pending once
 * more. Answers what the bank is asked for.
 */
export async function prepareRepayment(
  { db, catalogue }: Stock,
  holder: Holder,
  orderNumber: string,
  payment: { method: PayMethod; loan: { month: number; discountCode: string } | null },
  limits: UnpaidLimits,
): Promise<{ id: number; order_number: string; total_price: string }> {
  const order = await db.transaction(async (tx) => {
    const own = await ownOrder(tx, holder.userId, orderNumber, true);
    if (!own.reserved) throw new ShopError(409, 'order_not_payable');
    if (own.status === 'failed') await checkCheckoutRules(tx, own, holder, limits);
    await moveOrder(tx, own.id, 'pay_again', 'shopper', { refused: () => new ShopError(409, 'order_not_payable') });
    await setOrderPayment(tx, own.id, payment.method, payment.loan);
    return own;
  });
  if (order.status === 'failed') catalogue.stockChanged();
  return { id: order.id, order_number: order.order_number, total_price: order.total_price };
}

/** the checkout's rules for an order that holds nothing now and would hold its units again */
async function checkCheckoutRules(tx: Queryable, order: OwnOrderRow, holder: Holder, limits: UnpaidLimits) {
  if (order.promo_code) await checkPromoUses(tx, order.promo_code, holder.userId);
  const lines = (await orderPageLines(tx, order.id)).map((line) => ({ ...line, product: { id: line.product_id } }));
  const nameOf = (line: (typeof lines)[number]) =>
    order.locale === 'ka' ? (line.name_ka ?? line.name_en) : line.name_en;
  await checkUnpaidLimits(tx, limits, holder, { lines, totalTetri: toTetri(order.total_price) }, nameOf);
}
