import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { ShopError } from '../domain/errors';
import { amountText, endpoint, field, lariNumber, refundRefusals, textField, tokenCache, uuidFrom } from './adapterKit';
import { BankRefused, type BankClient } from './bankHttp';
import type { BankPayment, PaymentProvider } from './provider';

// Bank of Georgia, online payments (api.bog.ge/docs/en/payments): standard-process/authentication
// (an OAuth2 client-credentials token, HTTP Basic), create-order (POST /payments/v1/ecommerce/orders
// with Idempotency-Key and Accept-Language; the shopper goes to _links.redirect.href), callback (a JSON
// body signed SHA256withRSA in Callback-Signature, checked with the bank's public key before it is
// read), get-payment-details (GET /payments/v1/receipt/{order_id}) and refund (POST
// /payments/v1/payment/refund/{order_id}: all of what is left without an amount; part of it for card
// payments only). Installments (BOG_LOAN) are the same order with the bog_loan payment method and the
// calculator's choice (config.loan); the calculator is handed the order's id.

export interface BogAdapterSettings {
  /** https://api.bog.ge, or this server's sandbox path */
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM */
  publicKey: string;
  sandboxed: boolean;
}

/** order_status.key of the receipt: what was paid stays paid when refunds follow */
const STATUSES: Record<string, BankPayment['status']> = {
  completed: 'approved',
  refund_requested: 'approved',
  refunded: 'approved',
  refunded_partially: 'approved',
  rejected: 'declined',
};

export function bogProvider(settings: BogAdapterSettings, call: BankClient): PaymentProvider {
  const publicKey: KeyObject = createPublicKey(settings.publicKey);
  const api = (path: string, shopUrl?: string) => endpoint(settings.apiUrl, path, shopUrl);
  const token = tokenCache(async () => {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const answer = await call({
      method: 'POST',
      url: endpoint(settings.tokenUrl, ''),
      headers: { authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
      idempotent: true,
    });
    const accessToken = textField(answer.body, 'access_token');
    if (!accessToken) throw new Error('BOG answered no access_token');
    return { token: accessToken, expiresInS: Number(field(answer.body, 'expires_in')) || 300 };
  });
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

  return {
    name: 'bog',
    methods: ['BOG_CARD', 'BOG_LOAN'],
    sandboxed: settings.sandboxed,

    async create(payment) {
      const total = lariNumber(payment.amount);
      const loan = payment.method === 'BOG_LOAN' && payment.loan;
      const answer = await token.authorized((value) =>
        call({
          method: 'POST',
          url: api('/payments/v1/ecommerce/orders', payment.shopUrl),
          headers: {
            ...bearer(value),
            'idempotency-key': payment.idempotencyKey,
            'accept-language': payment.locale,
          },
          body: {
            callback_url: payment.callbackUrl,
            external_order_id: payment.orderNumber,
            purchase_units: {
              currency: 'GEL',
              total_amount: total,
              basket: [{ product_id: payment.orderNumber, quantity: 1, unit_price: total }],
            },
            redirect_urls: { success: payment.successUrl, fail: payment.failUrl },
            payment_method: [loan ? 'bog_loan' : 'card'],
            ...(loan ? { config: { loan: { type: loan.discountCode, month: loan.month } } } : {}),
          },
          idempotent: true,
        }),
      );
      const id = textField(answer.body, 'id');
      const redirect = textField(answer.body, '_links', 'redirect', 'href');
      if (!id || !redirect) throw new Error('BOG answered no order id or redirect link');
      return { redirect, providerOrderId: id };
    },

    verifyNotification(rawBody, headers) {
      // BOG marks the signature optional: an unsigned callback only names a payment, which the shop then
      // asks the bank about; a signature that does not verify is a forgery, refused before anything is read
      const signature = headers['callback-signature'];
      if (typeof signature === 'string' && signature !== '') {
        let authentic = false;
        try {
          authentic = verify('sha256', Buffer.from(rawBody), publicKey, Buffer.from(signature, 'base64'));
        } catch {
          authentic = false;
        }
        if (!authentic) return null;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const providerOrderId = textField(parsed, 'body', 'order_id');
      if (!providerOrderId) return null;
      return { providerOrderId, orderNumber: textField(parsed, 'body', 'external_order_id') ?? undefined };
    },

    async status({ providerOrderId }) {
      if (!providerOrderId) return null;
      try {
        const answer = await token.authorized((value) =>
          call({
            method: 'GET',
            url: api(`/payments/v1/receipt/${encodeURIComponent(providerOrderId)}`),
            headers: bearer(value),
            idempotent: true,
          }),
        );
        const receipt = answer.body;
        const status = STATUSES[textField(receipt, 'order_status', 'key') ?? ''] ?? 'pending';
        return {
          providerOrderId: textField(receipt, 'order_id') ?? providerOrderId,
          orderNumber: textField(receipt, 'external_order_id'),
          status,
          amount: amountText(
            field(receipt, 'purchase_units', status === 'approved' ? 'transfer_amount' : 'request_amount'),
          ),
          currency: textField(receipt, 'purchase_units', 'currency_code') ?? '',
          refunded: amountText(field(receipt, 'purchase_units', 'refund_amount') ?? 0),
        };
      } catch (error) {
        if (error instanceof BankRefused && error.answer.status === 404) return null;
        throw error;
      }
    },

    async refund(refund) {
      if (!refund.providerOrderId) throw new ShopError(422, 'refund_unavailable', { bank: 'bog' });
      // BOG gives part of a payment back for cards only: an installment is refunded whole
      if (!refund.full && refund.method !== 'BOG_CARD') throw new ShopError(422, 'refund_whole_only', { bank: 'bog' });
      const id = refund.providerOrderId;
      const answer = await refundRefusals('bog', () =>
        token.authorized((value) =>
          call({
            method: 'POST',
            url: api(`/payments/v1/payment/refund/${encodeURIComponent(id)}`),
            headers: { ...bearer(value), 'idempotency-key': uuidFrom(refund.idempotencyKey) },
            // a card refund names its amount; an installment's names none: all of it
            body: refund.method === 'BOG_CARD' ? { amount: lariNumber(refund.amount) } : {},
            idempotent: true,
          }),
        ),
      );
      return { refundId: textField(answer.body, 'action_id') ?? id, answer: answer.text };
    },
  };
}
