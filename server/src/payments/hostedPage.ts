import { randomUUID } from 'node:crypto';
import { ShopError } from '../domain/errors';
import type { PaymentProvider, PaymentRequest, PaymentStart } from './provider';
import type { PaymentReport, PayMethod, ProviderName } from '../domain/payments';
import { hmac, signatureMatches } from './signing';

// The hosted-page protocol every adapter speaks: the shop signs the payment's fields with the secret it
// shares with the bank and sends the browser to the bank's page with them (a link, a hidden form, or an
// id handed to the loan calculator). The bank reports the outcome with a callback whose JSON body is
// signed the same way (HMAC-SHA256, hex, in the X-Signature header). The sandbox banks in
// routes/sandbox.ts are the other side of this protocol.

/** how the browser gets to the bank for a method */
export type Flow = 'redirect' | 'form' | 'calculator';

export interface HostedPageSettings {
  name: ProviderName;
  flows: Partial<Record<PayMethod, Flow>>;
  /** the bank's base URL; absent means this server's own sandbox bank */
  host?: string;
  secret: string;
}

/** what one bank's adapter (bog.ts, tbc.ts, liberty.ts) is set up with by the registry */
export type BankSettings = Pick<HostedPageSettings, 'host' | 'secret'>;

/** the signed fields of a payment, as the bank receives them */
export type PaymentFields = Record<string, string>;

export interface HostedPageProvider extends PaymentProvider {
  /** true when this server plays the bank */
  readonly sandboxed: boolean;
  /** the fields when their signature is right, else null */
  verifyPayment(fields: Record<string, unknown>): PaymentFields | null;
  signCallback(body: string): string;
}

export const CALLBACK_SIGNATURE_HEADER = 'x-signature';
const SIGNED_FIELDS = [
  'method',
  'order_number',
  'amount',
  'currency',
  'locale',
  'success_url',
  'fail_url',
  'callback_url',
  'month',
  'discount_code',
];

/**
 * The text a payment's signature covers: its fields' values as a JSON array in SIGNED_FIELDS' order
 * (null for an absent one). JSON quotes every value, so no value can pass for another field, as one
 * carrying "\ncallback_url=..." could in `key=value` lines.
 */
function canonical(fields: Record<string, unknown>): string {
  return JSON.stringify(SIGNED_FIELDS.map((key) => (fields[key] === undefined ? null : String(fields[key]))));
}

/** an order id the calculator can carry: the signed fields, packed */
export function packPayment(fields: PaymentFields): string {
  return Buffer.from(new URLSearchParams(fields).toString()).toString('base64url');
}

export function unpackPayment(orderId: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(Buffer.from(orderId, 'base64url').toString()));
}

function parseReport(rawBody: string): PaymentReport | null {
  try {
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    const { event_id, order_number, status, amount } = body;
    if (typeof event_id !== 'string' || typeof order_number !== 'string' || typeof amount !== 'string') return null;
    if (status !== 'approved' && status !== 'declined') return null;
    return { eventId: event_id, orderNumber: order_number, status, amount };
  } catch {
    return null;
  }
}

export function hostedPageProvider(settings: HostedPageSettings): HostedPageProvider {
  const { name, flows, secret } = settings;
  const bankUrl = (payment: PaymentRequest) =>
    (settings.host ?? `${payment.shopUrl}/sandbox/${name}`).replace(/\/+$/, '');

  return {
    name,
    methods: Object.keys(flows) as PayMethod[],
    sandboxed: settings.host === undefined,

    async start(payment): Promise<PaymentStart> {
      const fields: PaymentFields = {
        method: payment.method,
        order_number: payment.orderNumber,
        amount: payment.amount,
        currency: 'GEL',
        locale: payment.locale,
        success_url: payment.successUrl,
        fail_url: payment.failUrl,
        callback_url: payment.callbackUrl,
        ...(payment.loan ? { month: String(payment.loan.month), discount_code: payment.loan.discountCode } : {}),
      };
      const signed = { ...fields, signature: hmac(secret, canonical(fields)) };
      const page = `${bankUrl(payment)}/pay`;
      switch (flows[payment.method]) {
        case 'form':
          return { redirect: page, formData: signed };
        case 'calculator':
          return { redirect: `${page}?${new URLSearchParams(signed)}`, providerOrderId: packPayment(signed) };
        case 'redirect':
          return { redirect: `${page}?${new URLSearchParams(signed)}` };
        default:
          throw new Error(`${name} does not handle ${payment.method}`);
      }
    },

    verifyCallback(rawBody, signature) {
      return signatureMatches(secret, rawBody, signature) ? parseReport(rawBody) : null;
    },

    verifyPayment(fields) {
      if (typeof fields.signature !== 'string' || !signatureMatches(secret, canonical(fields), fields.signature))
        return null;
      if (!flows[fields.method as PayMethod]) return null;
      return Object.fromEntries(
        [...SIGNED_FIELDS, 'signature']
          .filter((key) => fields[key] !== undefined)
          .map((key) => [key, String(fields[key])]),
      );
    },

    signCallback(body) {
      return hmac(secret, body);
    },

    // The sandbox bank refunds in-process: it holds no money, so a refund is its id. A real bank's
    // refund call is its own protocol (BOG, TBC and Liberty each have one), not written yet.
    async refund(refund) {
      if (settings.host !== undefined) throw new ShopError(503, 'refund_unavailable', { bank: name });
      return { refundId: `sandbox-${name}-${refund.orderNumber}-${randomUUID()}` };
    },
  };
}
