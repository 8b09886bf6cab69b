import type { Database, Queryable } from '../../db/client';
import {
  expiredReservations,
  insertOrder,
  insertOrderLine,
  lockOrderByNumber,
  recordCallback,
  reserveStock,
  type CallbackOutcome,
  type OrderRow,
} from './orders.repository';
import { queueOrderMail } from './mailOutbox.repository';
import { adoptUnnamedAttempt, lockAttemptByBankId, payWithAttempt, settleAttempt } from './paymentAttempts.repository';
import { ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import type { MessageKey } from '../../domain/messages';
import type { PaymentReport, PayMethod, ProviderName } from '../../domain/payments';
import { priceCartForCheckout, type CartLine, type CartProducts } from '../cart/cart.service';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { toNumeric, toTetri } from '../../domain/money';
import { checkUnpaidLimits } from './unpaidLimits.service';
import { rememberAddress } from '../addresses/addresses.service';
import { ARRANGED_DELIVERY, chooseDelivery, type DeliveryInput } from '../delivery/delivery.service';
import { deliveryFee } from '../../domain/delivery';
import type { UnpaidLimits } from '../../domain/unpaidLimits';
import type { OrderState } from '../../domain/orderLife';
import { moveOrder, tryMoveOrder } from './orderLife.service';

// The life of an order and of the stock it needs.
//
// Stock is reserved at checkout and taken from the warehouses when the bank approves. Reserving
// first is what keeps two shoppers from both buying the last telescope: the checkout's
// `UPDATE ... WHERE live_stock >= quantity` succeeds for one of them only (a row lock on a server, a
// single connection on PGlite), while waiting for the callback would let both pay for one unit.
// A declined, abandoned or expired payment gives its reservation back.
//
// So: live_stock = the warehouses' units - the units of pending orders.
//
// Every function here changes stock, so each tells the catalogue cache once its transaction has
// committed (not before: a read in between would keep the old stock again).

// what the routes read and note of orders, the repository's as they are: a customer's orders, and the
// bank's own id of an order (BOG loans)
export { orderByNumber, ordersOf } from './orders.repository';

/** where stock lives: the database, and the answers showing it */
interface Stock {
  db: Database;
  catalogue: CatalogueCache;
}

export interface Checkout {
  userId: number;
  lang: Lang;
  products: CartProducts;
  promo: string | null | undefined;
  paymethod: PayMethod;
  comment: string;
  /** null: none named (a client of the spec's contract), arranged from the comment */
  delivery: DeliveryInput | null;
  loan: { month: number; discountCode: string } | null;
  reservationMs: number;
  /** the client address the checkout came from */
  clientAddress: string;
  unpaidLimits: UnpaidLimits;
}

/** the largest amount the orders' money columns (numeric(12, 2)) hold, in tetri */
const MONEY_COLUMN_MAX_TETRI = 999_999_999_999;

/**
 * re-prices the cart from its locked product rows and creates the pending order with its lines and
 * reservations, all or nothing: what is charged is what is reserved
 */
export async function placeOrder({ db, catalogue }: Stock, checkout: Checkout): Promise<OrderRow> {
  const nameOf = (line: CartLine) =>
    checkout.lang === 'ka' ? (line.product.name_ka ?? line.product.name_en) : line.product.name_en;
  const placed = await db.transaction(async (tx) => {
    const delivery = checkout.delivery ? await chooseDelivery(tx, checkout.delivery) : ARRANGED_DELIVERY;
    const cart = await priceCartForCheckout(tx, checkout.products, checkout.promo, checkout.userId);
    if (cart.lines.length === 0) throw new ShopError(422, 'cart_empty');
    // no bank is asked for 0, nor for the delivery of goods given away (the schema refuses a total of 0 too)
    if (cart.totalTetri <= 0) throw new ShopError(422, 'order_total_zero');
    // free from the threshold on what the lines come to after the promo: what the shopper pays for goods
    const feeTetri = deliveryFee(delivery.terms, cart.totalTetri);
    const totalTetri = cart.totalTetri + feeTetri;
    if (cart.subtotalTetri + feeTetri > MONEY_COLUMN_MAX_TETRI) throw new ShopError(422, 'order_too_large');
    // one account (or address) cannot hold the shop's stock with orders it never pays
    await checkUnpaidLimits(tx, checkout.unpaidLimits, checkout, { lines: cart.lines, totalTetri }, nameOf);
    const order = await insertOrder(tx, {
      userId: checkout.userId,
      payment: checkout.paymethod,
      subtotal: toNumeric(cart.subtotalTetri),
      promoCode: cart.promo?.code ?? null,
      promoDiscount: toNumeric(cart.discountTetri),
      deliveryMethod: delivery.method,
      deliveryFee: toNumeric(feeTetri),
      deliveryAddress: delivery.address,
      deliveryPhone: delivery.phone,
      pickupWarehouseId: delivery.warehouseId,
      totalPrice: toNumeric(totalTetri),
      comment: checkout.comment,
      locale: checkout.lang,
      loanMonth: checkout.loan?.month ?? null,
      loanDiscountCode: checkout.loan?.discountCode ?? null,
      reservationMs: checkout.reservationMs,
      clientAddress: checkout.clientAddress,
    });
    // every line is priced for the quantity asked, from rows locked in id order: a line whose stock ran
    // short fails the order rather than shrinking it under an unchanged price
    for (const line of cart.lines) {
      if (line.product.live_stock < line.quantity || !(await reserveStock(tx, line.product.id, line.quantity))) {
        throw new ShopError(422, 'out_of_stock', { name: nameOf(line) });
      }
      await insertOrderLine(tx, order.id, line.product.id, line.quantity, toNumeric(line.unitTetri));
    }
    if (checkout.delivery?.save_address && delivery.address)
      await rememberAddress(tx, checkout.userId, delivery.address, delivery.phone);
    await queueOrderMail(tx, order.id, { kind: 'received' });
    return order;
  });
  catalogue.stockChanged();
  return placed;
}

/** the bank could not start the payment: as declined, the order fails at once and its stock goes back */
export async function abandonOrder({ db, catalogue }: Stock, orderId: number) {
  await db.transaction((tx) => moveOrder(tx, orderId, 'bank_declined', 'bank'));
  catalogue.stockChanged();
}

/**
 * Fails the pending orders nobody paid in time and releases their stock. An order another server
 * expired (or its bank settled) meanwhile is no longer pending when locked, and is left as it is.
 */
export async function releaseExpiredReservations({ db, catalogue }: Stock): Promise<number> {
  let released = 0;
  for (const { id } of await expiredReservations(db)) {
    const moved = await db.transaction((tx) => tryMoveOrder(tx, id, 'expire', 'expiry'));
    if (!('refusedIn' in moved)) released += 1;
  }
  if (released > 0) catalogue.stockChanged();
  return released;
}

/** the answer to a callback that changed nothing (it is recorded all the same) */
const REFUSALS: Partial<Record<CallbackOutcome, [number, MessageKey]>> = {
  unknown_order: [404, 'callback_unknown_order'],
  amount_mismatch: [422, 'callback_amount'],
  currency_mismatch: [422, 'callback_currency'],
  order_mismatch: [422, 'callback_order_ref'],
};

/** what a bank's reading did, by the state it moved its order to */
const OUTCOME_OF: Partial<Record<OrderState, CallbackOutcome>> = {
  paid: 'paid',
  failed: 'declined',
  paid_after_expiry: 'paid_after_expiry',
  refund_due: 'refund_due',
};

/**
 * What the bank's word does to its order (locked), once it is the bank's word on one of the order's
 * payment attempts, matched by the bank's id of the payment (never by the order alone; an attempt the bank
 * had not named yet, a reading that came before the start's answer, is named now): the attempt's amount,
 * in lari. The order's life (domain/orderLife.ts) says what an approval or a decline does in the order's
 * state. Any attempt's approval, a superseded one's too, pays an order still waiting (its current attempt
 * is then superseded); an approval for an order that stopped waiting (its reservation ended, the bank could
 * not be reached, or it was cancelled) means the bank has taken the shopper's money, so the order is taken
 * after all where it may be and its stock is there, and is marked for an operator's refund otherwise. An
 * approval for an order that holds its money already (another attempt paid it) is kept on its attempt as a
 * surplus, listed for operators with the orders due a refund ('paid_twice'). A decline moves the order
 * only when it is about its current attempt.
 */
async function applyReport(
  tx: Queryable,
  provider: ProviderName,
  methods: readonly PayMethod[],
  order: OrderRow | null,
  report: PaymentReport,
): Promise<CallbackOutcome> {
  if (!order) return 'unknown_order';
  const attempt =
    (await lockAttemptByBankId(tx, provider, report.providerOrderId)) ??
    (await adoptUnnamedAttempt(tx, order.id, provider, report.providerOrderId));
  if (!attempt) return methods.includes(order.payment) ? 'order_mismatch' : 'unknown_order';
  if (attempt.order_id !== order.id) return 'order_mismatch';
  if (report.currency !== 'GEL') return 'currency_mismatch';
  if (!/^\d+(\.\d{1,2})?$/.test(report.amount) || toTetri(report.amount) !== toTetri(attempt.amount))
    return 'amount_mismatch';
  if (report.status === 'pending') return 'pending';
  // the bank decided this payment before: its word again changes nothing
  if (attempt.state === 'approved' || attempt.state === 'declined') return 'not_pending';
  if (report.status === 'declined') {
    await settleAttempt(tx, attempt.id, 'declined');
    if (attempt.state !== 'open') return 'not_pending';
  }
  const moved = await tryMoveOrder(
    tx,
    order.id,
    report.status === 'approved' ? 'bank_approved' : 'bank_declined',
    'bank',
  );
  if (report.status === 'approved') {
    // the table refuses bank_approved only where the order holds its money already: paid again
    const surplus = 'refusedIn' in moved;
    await settleAttempt(tx, attempt.id, 'approved', surplus);
    if (surplus) {
      await moveOrder(tx, order.id, 'bank_approved_again', 'bank');
      return 'paid_twice';
    }
    await payWithAttempt(tx, attempt);
  }
  if ('refusedIn' in moved || moved.from === moved.to) return 'not_pending';
  if (moved.to === 'paid') await queueOrderMail(tx, order.id, { kind: 'paid' });
  return OUTCOME_OF[moved.to] ?? 'not_pending';
}

/** the same word of the bank again: what applyReport did is rolled back with it */
class Replayed extends Error {}

/**
 * Applies what a bank says of a payment and records it, whatever it did: every callback (and every
 * answer of the reconciliation, ./reconcile.ts) stays traceable to its order. The bank's word on one
 * payment is recorded once (event id: payment id and status), so a replayed or late callback, or a
 * callback and the reconciliation both, change nothing the second time ('replayed'). A word that cannot
 * apply (an unknown order, another bank's order or payment, a different amount or currency) is recorded
 * and then refused; one about an order no longer pending is recorded (a late approval is acted on).
 */
export async function settlePayment(
  { db, catalogue }: Stock,
  provider: ProviderName,
  methods: readonly PayMethod[],
  report: PaymentReport,
): Promise<CallbackOutcome | 'replayed'> {
  let outcome: CallbackOutcome;
  try {
    outcome = await applyAndRecord(db, provider, methods, report);
  } catch (error) {
    if (error instanceof Replayed) return 'replayed';
    throw error;
  }
  // paid: the units leave the warehouses (a warehouse may run out); failed: they go back to live stock
  catalogue.stockChanged();
  const refusal = REFUSALS[outcome];
  if (refusal) throw new ShopError(...refusal);
  return outcome;
}

function applyAndRecord(db: Database, provider: ProviderName, methods: readonly PayMethod[], report: PaymentReport) {
  return db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, report.orderNumber);
    const applied = await applyReport(tx, provider, methods, order, report);
    // a refused reading is kept under a key of its own (what it said): the same wrong word again is a
    // replay, but it never spends the payment's key, so the bank's correct word later still applies
    const eventId = REFUSALS[applied]
      ? `${report.eventId}:refused:${report.orderNumber}:${report.amount}:${report.currency}`
      : report.eventId;
    const recorded = await recordCallback(tx, {
      provider,
      eventId,
      orderId: applied === 'unknown_order' ? null : (order?.id ?? null),
      orderNumber: report.orderNumber,
      status: report.status,
      amount: report.amount,
      outcome: applied,
    });
    if (!recorded) throw new Replayed();
    return applied;
  });
}
