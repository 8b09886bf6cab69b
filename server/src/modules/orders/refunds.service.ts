import type { Database, Queryable } from '../../db/client';
import { findAdminOrder, type AdminOrderRow } from './orders.admin.repository';
import { attemptOf } from './paymentAttempts.repository';
import type { Actor } from '../audit/audit.repository';
import { queueOrderMail } from './mailOutbox.repository';
import {
  awaitingBank,
  noteBankAnswer,
  refundWithKey,
  requestAgain,
  requestedAmount,
  requestedRefunds,
  reserveRefund,
  restockableUnits,
  restockUnits,
  settleRefund,
} from './refunds.repository';
import { invalidFields, ShopError } from '../../domain/errors';
import { manualAnswer } from '../../domain/manualRefunds';
import { toLari, toNumeric, toTetri } from '../../domain/money';
import type { BankPayment, PayMethod } from '../../domain/payments';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { lockOrder, record } from './orders.admin.service';
import { allows, moveOrder } from './orderLife.service';

// Refunds, in three steps so that no transaction (and no lock on the order) waits for a bank: the
// refund is reserved (requested: counted against what may still be refunded), the bank is asked, and
// the refund is settled once the bank's own record shows the money given back (a bank that only says
// "received" leaves it requested) or marked failed with the bank's words for the operator. Settling is
// the order's transition (refund_part, or refund_rest when all is given back): a fully refunded order
// cannot ship. Units go back to stock only as the refund names them.
//
// A refund gives back of one payment at its bank: the order's own (the attempt that paid it), or a
// surplus: an attempt the bank approved while the order held its money already (an older page paid after
// a newer one). A surplus is given back against that attempt's own payment at its own bank, never the
// order's; it is counted on the attempt and moves nothing of the order's life.

interface Shop {
  db: Database;
  catalogue: CatalogueCache;
}

/** the payment a refund gives back of, as its bank knows it */
export interface PaidAtBank {
  orderId: number;
  orderNumber: string;
  method: PayMethod;
  /** the bank's id of the payment */
  providerOrderId: string | null;
  /** what it took, numeric string */
  paid: string;
  /** what the shop has given back of it so far, numeric string */
  refundedBefore: string;
  /** a surplus attempt's id; null: the order's own payment */
  attemptId: number | null;
}

/** the payment's bank, as a refund asks it */
export interface RefundBank {
  /** asks the bank to give back `amount`; throws the bank's refusal (422) or its silence (503) */
  refund(
    payment: PaidAtBank,
    refund: { amount: string; full: boolean; idempotencyKey: string },
  ): Promise<{ refundId: string; answer: string }>;
  /** what the bank's record shows given back of the payment (numeric string); null when it cannot say */
  refunded(payment: PaidAtBank): Promise<string | null>;
}

/** a bank as refunds ask it: the adapters (payments/) are these, which the services never import */
export interface BankOfRefunds {
  status(payment: { providerOrderId: string | null; orderNumber: string }): Promise<BankPayment | null>;
  refund(
    refund: Omit<PaidAtBank, 'orderId' | 'paid' | 'attemptId'> & {
      amount: string;
      full: boolean;
      idempotencyKey: string;
    },
  ): Promise<{ refundId: string; answer: string }>;
}

/**
 * The payments' banks as refunds ask them: each gives the money back by its own protocol and rules
 * (payments/*.ts) and says what its record shows given back, of the order's own payment or a surplus
 * attempt's, each by its own id.
 */
export function refundsAtBank(payments: { forMethod(method: PayMethod): BankOfRefunds | null }): RefundBank {
  const bankOf = (method: PayMethod) => {
    const provider = payments.forMethod(method);
    if (!provider) throw new ShopError(503, 'refund_unavailable', { bank: method });
    return provider;
  };
  return {
    refund: (payment, refund) =>
      bankOf(payment.method).refund({
        method: payment.method,
        orderNumber: payment.orderNumber,
        providerOrderId: payment.providerOrderId,
        refundedBefore: payment.refundedBefore,
        ...refund,
      }),
    refunded: async (payment) =>
      (
        await bankOf(payment.method).status({
          providerOrderId: payment.providerOrderId,
          orderNumber: payment.orderNumber,
        })
      )?.refunded ?? null,
  };
}

export interface RefundAsked {
  amountTetri: number;
  /** units go back to stock: those named, or (a refund of all that is left) every unit not back yet */
  restock: boolean;
  /** product id -> units to put back */
  units: Record<string, number> | null;
  /** the operator's key: bound to this order (the bank is given the order's id with it) */
  idempotencyKey: string;
  /** a surplus attempt given back; null: the order's own payment */
  attemptId: number | null;
}

/**
 * The payment a refund gives back of: the order's own, or one of its surplus attempts (money the order
 * has no use for: no other attempt is refunded through the order)
 */
export async function paymentOf(db: Queryable, order: AdminOrderRow, attemptId: number | null): Promise<PaidAtBank> {
  const of = { orderId: order.id, orderNumber: order.order_number };
  if (attemptId === null)
    return {
      ...of,
      method: order.payment,
      providerOrderId: order.provider_order_id,
      paid: order.total_price,
      refundedBefore: order.refunded,
      attemptId: null,
    };
  const attempt = await attemptOf(db, order.id, attemptId);
  if (!attempt?.surplus) throw invalidFields({ attemptId: [{ key: 'refund_not_surplus' }] });
  return {
    ...of,
    method: attempt.method,
    providerOrderId: attempt.bank_id,
    paid: attempt.amount,
    refundedBefore: attempt.refunded,
    attemptId: attempt.id,
  };
}

export async function refundOrder(
  shop: Shop,
  actor: Actor,
  id: number,
  asked: RefundAsked,
  bank: RefundBank,
): Promise<void> {
  const reserved = await shop.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    // the same request again is the refund it made: done, nothing more; else the bank is asked again
    // (with the same key: never twice at the bank)
    const repeated = await refundWithKey(tx, id, asked.idempotencyKey);
    if (repeated?.state === 'done') return null;
    if (repeated?.state === 'failed') await requestAgain(tx, repeated.id);
    if (repeated) return { payment: await paymentOf(tx, order, repeated.attempt_id), refund: repeated };
    const payment = await paymentOf(tx, order, asked.attemptId);
    if (payment.attemptId === null && !allows(order.status, 'refund_part', false))
      throw new ShopError(422, 'order_not_paid');
    const refundable =
      toTetri(payment.paid) -
      toTetri(payment.refundedBefore) -
      toTetri(await requestedAmount(tx, id, payment.attemptId));
    if (refundable <= 0) throw new ShopError(422, 'order_not_paid');
    if (asked.amountTetri > refundable)
      throw invalidFields({ amount: [{ key: 'refund_too_much', params: { max: toLari(refundable) } }] });
    // a surplus never took units: none go back
    const units =
      payment.attemptId === null ? await unitsToRestock(tx, order, asked, asked.amountTetri === refundable) : null;
    const refund = await reserveRefund(tx, {
      orderId: id,
      attemptId: payment.attemptId,
      amount: toNumeric(asked.amountTetri),
      restock: units !== null,
      units,
      idempotencyKey: asked.idempotencyKey,
      operatorId: actor.id,
      operatorEmail: actor.email,
    });
    return { payment, refund };
  });
  if (!reserved) return;
  const { payment, refund } = reserved;
  const outstanding = toTetri(payment.paid) - toTetri(payment.refundedBefore);
  try {
    const answer = await bank.refund(payment, {
      amount: refund.amount,
      full: toTetri(refund.amount) === outstanding,
      idempotencyKey: `${id}:${asked.idempotencyKey}`,
    });
    await noteBankAnswer(shop.db, refund.id, { ...answer, failed: false });
  } catch (error) {
    const words = error instanceof ShopError ? JSON.stringify({ key: error.key, ...error.params }) : String(error);
    await noteBankAnswer(shop.db, refund.id, { refundId: null, answer: words, failed: true });
    throw error;
  }
  await confirmRefunds(shop, actor, id, bank, payment.attemptId);
}

/**
 * The units a refund puts back: none without restock; those it names, within what each line may still
 * put back; every unit not back yet when it gives back all that is left. An order due a refund never
 * took its units from the warehouses: nothing goes back.
 */
async function unitsToRestock(
  tx: Parameters<typeof restockableUnits>[0],
  order: AdminOrderRow,
  asked: RefundAsked,
  all: boolean,
): Promise<Record<string, number> | null> {
  if (!asked.restock || order.status === 'refund_due') return null;
  const left = await restockableUnits(tx, order.id);
  if (!asked.units) {
    if (!all) throw invalidFields({ units: [{ key: 'refund_units_needed' }] });
    return Object.fromEntries([...left].map(([productId, units]) => [String(productId), units]));
  }
  for (const [productId, units] of Object.entries(asked.units)) {
    const most = left.get(Number(productId)) ?? 0;
    if (!Number.isInteger(units) || units < 1 || units > most)
      throw invalidFields({ units: [{ key: 'refund_units_too_many', params: { max: most } }] });
  }
  return asked.units;
}

/**
 * Settles the requested refunds of one payment (the order's own, or a surplus attempt's) the bank's record
 * shows done, oldest first: each is counted, and written in the order's history and the audit log. One of
 * the order's own payment also moves the order (refund_part, or refund_rest once all is given back), puts
 * back the units it names, and is mailed. A bank that cannot say leaves them requested.
 */
export async function confirmRefunds(
  shop: Shop,
  actor: Actor,
  id: number,
  bank: RefundBank,
  attemptId: number | null,
): Promise<void> {
  const order = await findAdminOrder(shop.db, id);
  if (!order) return;
  const atBank = await bank.refunded(await paymentOf(shop.db, order, attemptId)).catch(() => null);
  if (atBank === null) return;
  const settled = await shop.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, id);
    const payment = await paymentOf(tx, locked, attemptId);
    let refundedTetri = toTetri(payment.refundedBefore);
    let count = 0;
    for (const refund of await requestedRefunds(tx, id, attemptId)) {
      if (refundedTetri + toTetri(refund.amount) > toTetri(atBank)) break;
      refundedTetri += toTetri(refund.amount);
      const before = await lockOrder(tx, id);
      const amount = toLari(toTetri(refund.amount));
      if (attemptId !== null) {
        await settleRefund(tx, refund.id);
        await record(
          tx,
          actor,
          before,
          'refunded',
          `${amount} (surplus, ${payment.method} ${payment.providerOrderId})`,
        );
      } else {
        const rest = refundedTetri >= toTetri(payment.paid);
        const moved = await moveOrder(tx, id, rest ? 'refund_rest' : 'refund_part', `operator:${actor.email}`, {
          alongside: () => settleRefund(tx, refund.id),
        });
        if (refund.restocked_units && moved.effects.includes('restock_named_units'))
          await restockUnits(tx, id, refund.restocked_units);
        const restocked = refund.restocked_units ? ' (restocked)' : '';
        await record(tx, actor, before, 'refunded', `${amount}${restocked}`);
        await queueOrderMail(tx, id, { kind: 'refunded', amount: refund.amount, refunded: toNumeric(refundedTetri) });
      }
      count += 1;
    }
    return count;
  });
  if (settled > 0) shop.catalogue.stockChanged();
}

/** who settles a refund the bank confirmed after its operator had asked for it */
const RECONCILIATION: Actor = { id: null, email: 'reconciliation' };

/**
 * Pulls what the banks' records show of every refund still requested (a bank that said only "received",
 * or did not answer) and settles those given back, as the operator's own request would on its next try:
 * a refund is done when the bank has done it, without anyone asking again. A bank that cannot say now is
 * asked next round; its error is the caller's to log.
 */
export async function confirmRequestedRefunds(
  shop: Shop,
  bank: RefundBank,
  onError: (error: unknown, orderNumber: string) => void,
): Promise<void> {
  for (const waiting of await awaitingBank(shop.db)) {
    await confirmRefunds(shop, RECONCILIATION, waiting.order_id, bank, waiting.attempt_id).catch((error: unknown) =>
      onError(error, waiting.order_number),
    );
  }
}

/**
 * An installment's refund, made by the operator at the bank (domain/manualRefunds.ts): nothing is asked of
 * a bank; the refund is recorded with the bank's reference, and counts as given back at once.
 */
export function manualRefundBank(db: Database, actor: Actor, reference: string): RefundBank {
  return {
    refund: async () => ({ refundId: reference, answer: manualAnswer(actor.email, reference) }),
    refunded: async (payment) =>
      toNumeric(
        toTetri(payment.refundedBefore) + toTetri(await requestedAmount(db, payment.orderId, payment.attemptId)),
      ),
  };
}
