import {
  expireReservations,
  insertOrder,
  insertOrderLine,
  lockOrderByNumber,
  lockUnpaidOrderCount,
  recordCallback,
  releaseStock,
  reserveStock,
  settleOrder,
  takeWarehouseStock,
  type OrderRow,
} from '../db/queries/orders';
import type { Shop } from '../http/context';
import { ShopError } from '../http/errors';
import type { Lang } from '../http/language';
import type { PaymentReport, PayMethod, ProviderName } from '../payments/provider';
import { priceCartForCheckout, type CartProducts } from './cart';
import { toNumeric, toTetri } from './money';

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

/** where stock lives: the database, and the answers showing it */
type Stock = Pick<Shop, 'db' | 'catalogue'>;

export interface Checkout {
  userId: number;
  lang: Lang;
  products: CartProducts;
  promo: string | null | undefined;
  paymethod: PayMethod;
  comment: string;
  loan: { month: number; discountCode: string } | null;
  reservationMs: number;
  /** the unpaid orders an account may hold at once */
  maxUnpaidOrders: number;
}

/**
 * re-prices the cart from its locked product rows and creates the pending order with its lines and
 * reservations, all or nothing: what is charged is what is reserved
 */
export async function placeOrder({ db, catalogue }: Stock, checkout: Checkout): Promise<OrderRow> {
  const placed = await db.transaction(async (tx) => {
    // one account cannot hold a product's stock with unpaid orders as often as it likes
    if ((await lockUnpaidOrderCount(tx, checkout.userId)) >= checkout.maxUnpaidOrders) {
      throw new ShopError(409, 'too_many_unpaid_orders', { max: checkout.maxUnpaidOrders });
    }
    const cart = await priceCartForCheckout(tx, checkout.products, checkout.promo, checkout.userId);
    if (cart.lines.length === 0) throw new ShopError(422, 'cart_empty');
    // no bank is asked for 0 (the schema refuses such an order too)
    if (cart.totalTetri <= 0) throw new ShopError(422, 'order_total_zero');
    const order = await insertOrder(tx, {
      userId: checkout.userId,
      payment: checkout.paymethod,
      subtotal: toNumeric(cart.subtotalTetri),
      promoCode: cart.promo?.code ?? null,
      promoDiscount: toNumeric(cart.discountTetri),
      totalPrice: toNumeric(cart.totalTetri),
      comment: checkout.comment,
      locale: checkout.lang,
      loanMonth: checkout.loan?.month ?? null,
      loanDiscountCode: checkout.loan?.discountCode ?? null,
      reservationMs: checkout.reservationMs,
    });
    // every line is priced for the quantity asked, from rows locked in id order: a line whose stock ran
    // short fails the order rather than shrinking it under an unchanged price
    for (const line of cart.lines) {
      if (line.product.live_stock < line.quantity || !(await reserveStock(tx, line.product.id, line.quantity))) {
        const name = checkout.lang === 'ka' ? (line.product.name_ka ?? line.product.name_en) : line.product.name_en;
        throw new ShopError(422, 'out_of_stock', { name });
      }
      await insertOrderLine(tx, order.id, line.product.id, line.quantity, toNumeric(line.unitTetri));
    }
    return order;
  });
  catalogue.stockChanged();
  return placed;
}

/** the bank could not be reached: the order fails at once and its stock goes back */
export async function abandonOrder({ db, catalogue }: Stock, orderId: number) {
  await db.transaction(async (tx) => {
    await settleOrder(tx, orderId, 'failed');
    await releaseStock(tx, orderId);
  });
  catalogue.stockChanged();
}

/** fails the pending orders nobody paid in time and releases their stock */
export async function releaseExpiredReservations({ db, catalogue }: Stock): Promise<number> {
  const released = await db.transaction(async (tx) => {
    const expired = await expireReservations(tx);
    for (const orderId of expired) await releaseStock(tx, orderId);
    return expired.length;
  });
  if (released > 0) catalogue.stockChanged();
  return released;
}

/**
 * Applies a bank's verified report. Anything wrong (a replayed event, an unknown order, another bank's
 * order, a different amount, an order no longer pending) throws, and the transaction leaves no trace.
 */
export async function settlePayment({ db, catalogue }: Stock, provider: ProviderName, methods: readonly PayMethod[], report: PaymentReport) {
  await db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, report.orderNumber);
    if (!order || !methods.includes(order.payment)) throw new ShopError(404, 'callback_unknown_order');
    if (!(await recordCallback(tx, provider, report.eventId, order.id, report.status))) throw new ShopError(409, 'callback_replayed');
    if (!/^\d+(\.\d{1,2})?$/.test(report.amount) || toTetri(report.amount) !== toTetri(order.total_price)) {
      throw new ShopError(422, 'callback_amount');
    }
    // a late approval for an expired order is refused here; the bank must refund it
    if (order.payment_status !== 'pending') throw new ShopError(409, 'callback_not_pending');
    if (report.status === 'approved') {
      await settleOrder(tx, order.id, 'paid');
      await takeWarehouseStock(tx, order.id);
    } else {
      await settleOrder(tx, order.id, 'failed');
      await releaseStock(tx, order.id);
    }
  });
  // paid: the units leave the warehouses (a warehouse may run out); failed: they go back to live stock
  catalogue.stockChanged();
}
