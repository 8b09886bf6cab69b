import { hmac } from './signing';
import { amountText, endpoint, field, refundRefusals, textField, uuidFrom } from './adapterKit';
import { BankRefused, type BankClient } from './bankHttp';
import type { BankPayment, PaymentProvider } from './provider';

// Liberty Bank publishes no e-commerce protocol, so this adapter is a generic "redirect, then ask for
// the status" one, its names ours (change them here when the merchant contract names others): the
// browser posts a hidden form, signed with the merchant's secret (HMAC-SHA256 of the fields as a JSON
// array), to LIBERTY_PAY_URL; the bank calls back with {"order_id"} (not trusted); the shop asks
// GET {LIBERTY_API_URL}/payments/{order_id} for the truth and refunds with POST
// {LIBERTY_API_URL}/payments/{order_id}/refunds, both with HTTP Basic (merchant id, secret).

export interface LibertyAdapterSettings {
  merchantId: string;
  secret: string;
  /** the form's action; this server's sandbox path when sandboxed */
  payUrl: string;
  apiUrl: string;
  sandboxed: boolean;
}

/** the hidden form's signed fields, in the order their signature covers them */
export const LIBERTY_FORM_FIELDS = [
  'merchant_id',
  'order_id',
  'amount',
  'currency',
  'language',
  'success_url',
  'fail_url',
  'callback_url',
] as const;

/** JSON quotes every value, so no value can pass for another field */
export const libertyFormSignature = (secret: string, form: Record<string, string>) =>
  hmac(secret, JSON.stringify(LIBERTY_FORM_FIELDS.map((name) => form[name] ?? '')));

const STATUSES: Record<string, BankPayment['status']> = { approved: 'approved', declined: 'declined' };

export function libertyProvider(settings: LibertyAdapterSettings, call: BankClient): PaymentProvider {
  const api = (path: string) => endpoint(settings.apiUrl, path);
  const basic = `Basic ${Buffer.from(`${settings.merchantId}:${settings.secret}`).toString('base64')}`;

  return {
    name: 'liberty',
    methods: ['LIBERTY_CARD'],
    sandboxed: settings.sandboxed,

    async create(payment) {
      const form: Record<string, string> = {
        merchant_id: settings.merchantId,
        order_id: payment.orderNumber,
        amount: payment.amount,
        currency: 'GEL',
        language: payment.locale,
        success_url: payment.successUrl,
        fail_url: payment.failUrl,
        callback_url: payment.callbackUrl,
      };
      return {
        redirect: endpoint(settings.payUrl, '', payment.shopUrl),
        formData: { ...form, signature: libertyFormSignature(settings.secret, form) },
        providerOrderId: payment.orderNumber,
      };
    },

    verifyNotification(rawBody) {
      try {
        const orderNumber = textField(JSON.parse(rawBody), 'order_id');
        return orderNumber ? { orderNumber, providerOrderId: orderNumber } : null;
      } catch {
        return null;
      }
    },

    async status({ providerOrderId, orderNumber }) {
      const id = providerOrderId ?? orderNumber;
      try {
        const answer = await call({
          method: 'GET',
          url: api(`/payments/${encodeURIComponent(id)}`),
          headers: { authorization: basic },
          idempotent: true,
        });
        return {
          providerOrderId: textField(answer.body, 'order_id') ?? id,
          orderNumber: textField(answer.body, 'order_id'),
          status: STATUSES[textField(answer.body, 'status') ?? ''] ?? 'pending',
          amount: amountText(field(answer.body, 'amount')),
          currency: textField(answer.body, 'currency') ?? '',
          refunded: amountText(field(answer.body, 'refunded') ?? 0),
        };
      } catch (error) {
        if (error instanceof BankRefused && error.answer.status === 404) return null;
        throw error;
      }
    },

    async refund(refund) {
      const id = refund.providerOrderId ?? refund.orderNumber;
      const answer = await refundRefusals('liberty', () =>
        call({
          method: 'POST',
          url: api(`/payments/${encodeURIComponent(id)}/refunds`),
          headers: { authorization: basic, 'idempotency-key': uuidFrom(refund.idempotencyKey) },
          body: { amount: refund.amount },
          idempotent: true,
        }),
      );
      return { refundId: textField(answer.body, 'refund_id') ?? id, answer: answer.text };
    },
  };
}
