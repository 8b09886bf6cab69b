import type { Database } from '../../db/client';
import { orderLines, type OrderLineRow } from './orders.admin.repository';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  orderForMail,
  type MailOrderRow,
  type OutboxRow,
} from './mailOutbox.repository';
import { greetableName } from '../../domain/greeting';
import type { Lang } from '../../domain/language';
import { toTetri } from '../../domain/money';
import type { OrderMailEvent } from '../../domain/orderMails';
import { renderOrderMail, type OrderMailData } from '../../mails';
import { trackingLink } from './orderPage.service';

// The order mails' sender. The services queue a mail in the transaction of the order's change
// (modules/orders/mailOutbox.repository.ts queueOrderMail), so it is never lost and never sent for a change rolled
// back; here any server's loop claims the mails due, renders each from its order as stored, and hands
// it to the mailer. A mail that fails is tried again later, each wait twice the one before, up to a
// number of tries; nothing here can fail or hold up the order, whose change committed long before.
//
// A mail is rendered when it is sent, not when it is queued: the services' transactions then stay
// free of templates and links, and what a mail shows of its order (lines, prices, delivery, totals)
// never changes once the order is placed; what the change itself says (a tracking number, a refund's
// amounts) travels with the queued row.

export interface OutboxSettings {
  /** where shoppers reach the shop: the order page's link is built on it */
  publicUrl: string;
  /** the carrier's page of a tracking number (TRACKING_URL) */
  trackingUrl: string;
  /** the wait after a first failed try; each further one waits twice as long */
  retryMs: number;
  /** tries before a mail is given up (it stays in the table with its last error) */
  maxAttempts: number;
}

/** what sends one mail (the shop's mailer) */
export type Deliver = (mail: { to: string; subject: string; html: string; text: string }) => Promise<void>;

/** a try that failed, for the log: `final` when it was the last */
export interface MailFailure {
  outboxId: number;
  orderId: number;
  kind: string;
  attempts: number;
  final: boolean;
}

/** mails claimed at once: a round sends batch after batch until none is due */
const BATCH = 20;
/**
 * How long a claimed mail is its sender's alone: longer than a send can take (nodemailer's longest
 * wait, its SMTP socket timeout, is 10 minutes). A server that dies while sending leaves the mail
 * to be tried again after it.
 */
const LEASE_MS = 15 * 60 * 1000;
/** the longest wait between two tries */
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;

/** the wait after the `attempts`-th failed try */
export function retryDelay(attempts: number, retryMs: number): number {
  return Math.min(retryMs * 2 ** (attempts - 1), MAX_RETRY_MS);
}

/** the order as its mails show it, in its language */
function mailData(order: MailOrderRow, lines: OrderLineRow[], publicUrl: string): OrderMailData {
  const lang: Lang = order.locale === 'ka' ? 'ka' : 'en';
  // a Georgian text the back office left empty reads in English, as everywhere in the shop
  const inLang = (en: string, ka: string | null) => (lang === 'ka' ? (ka ?? en) : en);
  const pickup =
    order.pickup_name_en === null
      ? null
      : {
          name: inLang(order.pickup_name_en, order.pickup_name_ka),
          address: inLang(order.pickup_address_en ?? '', order.pickup_address_ka),
          hours: inLang(order.pickup_hours_en ?? '', order.pickup_hours_ka),
        };
  return {
    lang,
    number: order.order_number,
    greetName: greetableName(order.fname),
    lines: lines.map((line) => ({
      name: inLang(line.name_en, line.name_ka),
      quantity: line.quantity,
      unitTetri: toTetri(line.unit_price),
    })),
    subtotalTetri: toTetri(order.subtotal),
    promo: order.promo_code ? { code: order.promo_code, discountTetri: toTetri(order.promo_discount) } : null,
    delivery: {
      method: order.delivery_method,
      name: order.method_name_en === null ? null : inLang(order.method_name_en, order.method_name_ka),
      feeTetri: toTetri(order.delivery_fee),
      address: order.delivery_address,
      phone: order.delivery_phone,
      pickup,
    },
    totalTetri: toTetri(order.total_price),
    payment: order.payment,
    pageUrl: `${publicUrl}/${lang}/orders/${encodeURIComponent(order.order_number)}`,
  };
}

async function sendOne(db: Database, row: OutboxRow, deliver: Deliver, settings: OutboxSettings) {
  const [order, lines] = await Promise.all([orderForMail(db, row.order_id), orderLines(db, row.order_id)]);
  if (!order) throw new Error(`order ${row.order_id} not found`);
  const event = { kind: row.kind, ...row.details } as OrderMailEvent;
  const mail = renderOrderMail(mailData(order, lines, settings.publicUrl), event, (number) =>
    trackingLink(settings.trackingUrl, number),
  );
  await deliver({ to: order.email, ...mail });
}

/**
 * One round of the sender: claims the mails due (SKIP LOCKED: with several servers on one PostgreSQL,
 * each mail goes to one of them) and sends them, oldest first. Answers how many were sent; each
 * failure is recorded on its row and reported to `onFailure`.
 */
export async function sendDueMails(
  db: Database,
  deliver: Deliver,
  settings: OutboxSettings,
  onFailure: (error: unknown, failure: MailFailure) => void,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction((tx) => claimDueMails(tx, BATCH, settings.maxAttempts, LEASE_MS));
    for (const row of claimed) {
      try {
        await sendOne(db, row, deliver, settings);
        await markMailSent(db, row.id);
        sent += 1;
      } catch (error) {
        await markMailFailed(db, row.id, String(error), retryDelay(row.attempts, settings.retryMs));
        onFailure(error, {
          outboxId: row.id,
          orderId: row.order_id,
          kind: row.kind,
          attempts: row.attempts,
          final: row.attempts >= settings.maxAttempts,
        });
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}
