import type { Database, Queryable } from '../../db/client';
import { expiredReservations, orderByBankId, orderByNumber, type CallbackOutcome } from '../orders/orders.repository';
import { latestWatchedAttempt, noteAttemptAsked, watchedAttempts } from '../orders/paymentAttempts.repository';
import { ShopError } from '../../domain/errors';
import type { BankPayment, PaymentClaim, PayMethod, ProviderName } from '../../domain/payments';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import { releaseExpiredReservations, settlePayment } from '../orders/orders.service';

// A payment is settled by what its bank says when asked, never by a callback's word: a callback (or
// the reconciliation, which has no callback) only names the payment to ask about. The answer is
// checked against the order (amount, GEL, the order and payment it belongs to) by settlePayment.

interface Shop {
  db: Database;
  catalogue: CatalogueCache;
}

export type Settled = CallbackOutcome | 'replayed';

/** a bank as settlement asks it: the adapters (payments/) are these, which the services never import */
export interface BankOfRecord {
  readonly name: ProviderName;
  readonly methods: readonly PayMethod[];
  status(payment: { providerOrderId: string | null; orderNumber: string }): Promise<BankPayment | null>;
}

/** what to ask the bank about when the shopper comes back from it: the order's latest payment attempt at this
 * bank still waiting for the bank's word, else nothing (anyone may name any order: an unknown or settled order,
 * or one with no payment at this bank, asks nobody) */
export async function claimOnReturn(
  db: Queryable,
  provider: BankOfRecord,
  orderNumber: string,
): Promise<PaymentClaim | null> {
  const order = await orderByNumber(db, orderNumber);
  const attempt = order && (await latestWatchedAttempt(db, order.id, provider.name));
  return attempt?.bank_id ? { providerOrderId: attempt.bank_id } : null;
}

/** asks the bank about the payment a claim names and applies its answer; 404 when nobody knows it */
export async function settleFromBank(shop: Shop, provider: BankOfRecord, claim: PaymentClaim): Promise<Settled> {
  const order =
    (claim.orderNumber ? await orderByNumber(shop.db, claim.orderNumber) : null) ??
    (claim.providerOrderId ? await orderByBankId(shop.db, provider.name, claim.providerOrderId) : null);
  const providerOrderId = claim.providerOrderId ?? order?.provider_order_id ?? null;
  const orderNumber = claim.orderNumber ?? order?.order_number ?? '';
  const payment = await provider.status({ providerOrderId, orderNumber });
  if (!payment) throw new ShopError(404, 'callback_unknown_order');
  return settlePayment(shop, provider.name, provider.methods, {
    eventId: `${payment.providerOrderId}:${payment.status}`,
    // the bank's own record of whose payment it is wins over the claim's
    orderNumber: payment.orderNumber ?? orderNumber,
    providerOrderId: payment.providerOrderId,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
  });
}

/** the providers the reconciliation asks, by method */
interface Providers {
  forMethod(method: PayMethod): BankOfRecord | null;
}

/** the job's own lock (any constant shared by all servers; migrations take 7 351 001) */
const RECONCILE_LOCK = 7_351_002;

/** how long a payment attempt the bank has not decided is asked about: its page is long closed by then */
export const ATTEMPT_WATCH_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Asks the banks about every payment attempt still waiting for their word (an order's current one, and
 * the superseded ones: an older page may still be paid) of orders placed more than `afterMs` ago, and
 * settles it as its callback would have: an order whose callback was lost is paid (or failed) within
 * minutes, and an older page paid is never forgotten. With several servers on one PostgreSQL, one runs
 * it at a time: the others find the transaction-scoped advisory lock taken and skip this round (PGlite
 * has one server). Answers how many payments it settled, or null when another server holds the lock.
 */
export async function reconcilePayments(
  shop: Shop & { payments: Providers },
  afterMs: number,
  onError: (error: unknown, orderNumber: string) => void,
): Promise<number | null> {
  const round = async () => {
    let settled = 0;
    for (const attempt of await watchedAttempts(shop.db, { minAgeMs: afterMs, maxAgeMs: ATTEMPT_WATCH_MS })) {
      const provider = shop.payments.forMethod(attempt.method);
      if (!provider || attempt.bank_id === null) continue;
      await noteAttemptAsked(shop.db, attempt.id);
      try {
        const outcome = await settleFromBank(shop, provider, {
          providerOrderId: attempt.bank_id,
          orderNumber: attempt.order_number,
        });
        if (outcome !== 'pending' && outcome !== 'replayed') settled += 1;
      } catch (error) {
        onError(error, attempt.order_number);
      }
    }
    return settled;
  };
  if (!shop.db.notices) return round();
  return shop.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      RECONCILE_LOCK,
    ]);
    return rows[0].locked ? round() : null;
  });
}

/**
 * Expiry, the bank asked first: a pending order whose reservation ran out may have been paid with its
 * callback lost, so each one's bank is asked and its answer applied (paid, or declined) before the
 * orders still pending are failed and their stock released. A bank that does not answer does not hold
 * expiry up: its approval, when it comes, finds the order expired (paid after expiry, or refund due).
 */
export async function expireAfterAskingBanks(
  shop: Shop & { payments: Providers },
  onError: (error: unknown, orderNumber: string) => void,
): Promise<number> {
  for (const order of await expiredReservations(shop.db)) {
    // each of its attempts still waiting: the current one, and any older page that may have been paid
    for (const attempt of await watchedAttempts(shop.db, {
      minAgeMs: 0,
      maxAgeMs: ATTEMPT_WATCH_MS,
      orderId: order.id,
    })) {
      const provider = shop.payments.forMethod(attempt.method);
      if (!provider || attempt.bank_id === null) continue;
      await settleFromBank(shop, provider, {
        providerOrderId: attempt.bank_id,
        orderNumber: order.order_number,
      }).catch((error: unknown) => onError(error, order.order_number));
    }
  }
  return releaseExpiredReservations(shop);
}
