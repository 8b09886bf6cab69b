import type { Database } from '../../db/client';
import { findAdminOrder, type AdminOrderRow } from './orders.admin.repository';
import type { Actor } from '../audit/audit.repository';
import { queueOrderMail } from './mailOutbox.repository';
import {
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
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { lockOrder, record } from './orders.admin.service';
import { allows, moveOrder } from './orderLife.service';

// Refunds, in three steps so that no transaction (and no lock on the order) waits for a bank: the
// refund is reserved (requested: counted against what may still be refunded), the bank is asked, and
// the refund is settled once the bank's own record shows the money given back (a bank that only says
// "received" leaves it requested) or marked failed with the bank's words for the operator. Settling is
// the order's transition (refund_part, or refund_rest when all is given back): a fully refunded order
// cannot ship. Units go back to stock only as the refund names them.

interface Shop {
  db: Database;
  catalogue: CatalogueCache;
}

/** the order's bank, as a refund asks it */
export interface RefundBank {
  /** asks the bank to give back `amount`; throws the bank's refusal (422) or its silence (503) */
  refund(
    order: AdminOrderRow,
    refund: { amount: string; full: boolean; idempotencyKey: string },
  ): Promise<{ refundId: string; answer: string }>;
  /** what the bank's record shows given back of the order's payment (numeric string); null when it cannot say */
  refunded(order: AdminOrderRow): Promise<string | null>;
}

export interface RefundAsked {
  amountTetri: number;
  /** units go back to stock: those named, or (a refund of all that is left) every unit not back yet */
  restock: boolean;
  /** product id -> units to put back */
  units: Record<string, number> | null;
  /** the operator's key: bound to this order (the bank is given the order's id with it) */
  idempotencyKey: string;
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
    if (repeated) return { order, refund: repeated };
    if (!allows(order.status, 'refund_part', false)) throw new ShopError(422, 'order_not_paid');
    const refundable = toTetri(order.total_price) - toTetri(order.refunded) - toTetri(await requestedAmount(tx, id));
    if (refundable <= 0) throw new ShopError(422, 'order_not_paid');
    if (asked.amountTetri > refundable)
      throw invalidFields({ amount: [{ key: 'refund_too_much', params: { max: toLari(refundable) } }] });
    const units = await unitsToRestock(tx, order, asked, asked.amountTetri === refundable);
    const refund = await reserveRefund(tx, {
      orderId: id,
      amount: toNumeric(asked.amountTetri),
      restock: asked.restock,
      units,
      idempotencyKey: asked.idempotencyKey,
      operatorId: actor.id,
      operatorEmail: actor.email,
    });
    return { order, refund };
  });
  if (!reserved) return;
  const { order, refund } = reserved;
  const outstanding = toTetri(order.total_price) - toTetri(order.refunded);
  try {
    const answer = await bank.refund(order, {
      amount: refund.amount,
      full: toTetri(refund.amount) === outstanding,
      idempotencyKey: `${order.id}:${asked.idempotencyKey}`,
    });
    await noteBankAnswer(shop.db, refund.id, { ...answer, failed: false });
  } catch (error) {
    const words = error instanceof ShopError ? JSON.stringify({ key: error.key, ...error.params }) : String(error);
    await noteBankAnswer(shop.db, refund.id, { refundId: null, answer: words, failed: true });
    throw error;
  }
  await confirmRefunds(shop, actor, id, bank);
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
 * Settles the order's requested refunds the bank's record shows done, oldest first: each is counted,
 * moves the order (refund_part, or refund_rest once all is given back), puts back the units it names,
 * and is written in the order's history and the audit log, and mailed. A bank that cannot say leaves
 * them requested.
 */
export async function confirmRefunds(shop: Shop, actor: Actor, id: number, bank: RefundBank): Promise<void> {
  const order = await findAdminOrder(shop.db, id);
  if (!order) return;
  const atBank = await bank.refunded(order).catch(() => null);
  if (atBank === null) return;
  const settled = await shop.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, id);
    let refundedTetri = toTetri(locked.refunded);
    let count = 0;
    for (const refund of await requestedRefunds(tx, id)) {
      if (refundedTetri + toTetri(refund.amount) > toTetri(atBank)) break;
      refundedTetri += toTetri(refund.amount);
      const before = await lockOrder(tx, id);
      const rest = refundedTetri >= toTetri(locked.total_price);
      const moved = await moveOrder(tx, id, rest ? 'refund_rest' : 'refund_part', `operator:${actor.email}`, {
        alongside: () => settleRefund(tx, refund.id),
      });
      if (refund.restocked_units && moved.effects.includes('restock_named_units'))
        await restockUnits(tx, id, refund.restocked_units);
      const restocked = refund.restocked_units ? ' (restocked)' : '';
      await record(tx, actor, before, 'refunded', `${toLari(toTetri(refund.amount))}${restocked}`);
      await queueOrderMail(tx, id, { kind: 'refunded', amount: refund.amount, refunded: toNumeric(refundedTetri) });
      count += 1;
    }
    return count;
  });
  if (settled > 0) shop.catalogue.stockChanged();
}

/**
 * An installment's refund, made by the operator at the bank (domain/manualRefunds.ts): nothing is asked of
 * a bank; the refund is recorded with the bank's reference, and counts as given back at once.
 */
export function manualRefundBank(db: Database, actor: Actor, reference: string): RefundBank {
  return {
    refund: async () => ({ refundId: reference, answer: manualAnswer(actor.email, reference) }),
    refunded: async (order) => toNumeric(toTetri(order.refunded) + toTetri(await requestedAmount(db, order.id))),
  };
}
