import { toTetri } from '../domain/money';
import { amountText, endpoint, field, lariNumber, refundRefusals, textField, tokenCache } from './adapterKit';
import { BankRefused, type BankClient } from './bankHttp';
import type { BankPayment, PaymentProvider } from './provider';

// TBC e-commerce, TPay (developers.tbcbank.ge/docs): checkout-api-overview (POST /v1/tpay/access-token
// with the apikey header and client_id, client_secret in a form; every call carries apikey and the
// bearer token), checkout-create-checkout-payment (POST /v1/tpay/payments: amount, returnurl,
// callbackUrl, methods, merchantPaymentId, language; the shopper goes to the approval_url link),
// checkout-get-checkout-payment-details (GET /v1/tpay/payments/{payId}) and
// checkout-cancel-checkout-payment (POST /v1/tpay/payments/{payId}/cancel with an amount; on the day
// of the transaction a partial amount may be cancelled once). The callback is {"PaymentId": "..."}
// and is not signed: it only tells the shop whom to ask.
//
// Installments (TBC_LOAN) go through the same payment with the Installment method (8) and its
// installmentProducts, as create-payment describes, rather than the separate online-installments
// API (applications, confirm): one protocol, one status endpoint, one refund for both methods.

export interface TbcAdapterSettings {
  /** https://api.tbcbank.ge, or this server's sandbox path */
  apiUrl: string;
  apiKey: string;
  clientId: string;
  clientSecret: string;
  sandboxed: boolean;
}

/** methods of create-payment ("Classifications"): 5 card (PAN), 8 installment */
const CARD = 5;
const INSTALLMENT = 8;

const STATUSES: Record<string, BankPayment['status']> = {
  Succeeded: 'approved',
  Returned: 'approved',
  PartialReturned: 'approved',
  Failed: 'declined',
  Expired: 'declined',
};

export function tbcProvider(settings: TbcAdapterSettings, call: BankClient): PaymentProvider {
  const api = (path: string, shopUrl?: string) => endpoint(settings.apiUrl, `/v1/tpay${path}`, shopUrl);
  const token = tokenCache(async () => {
    const answer = await call({
      method: 'POST',
      url: api('/access-token'),
      headers: { apikey: settings.apiKey },
      body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret }),
      idempotent: true,
    });
    const accessToken = textField(answer.body, 'access_token');
    if (!accessToken) throw new Error('TBC answered no access_token');
    return { token: accessToken, expiresInS: Number(field(answer.body, 'expires_in')) || 300 };
  });
  const headers = (value: string) => ({ apikey: settings.apiKey, authorization: `Bearer ${value}` });

  async function details(payId: string) {
    const answer = await token.authorized((value) =>
      call({
        method: 'GET',
        url: api(`/payments/${encodeURIComponent(payId)}`),
        headers: headers(value),
        idempotent: true,
      }),
    );
    return answer.body;
  }

  return {
    name: 'tbc',
    methods: ['TBC_CARD', 'TBC_LOAN'],
    sandboxed: settings.sandboxed,

    // TPay names no idempotency key: a payment is created once (no retry after a timeout), and an
    // unanswered one is harmless, since the shopper never got its link
    async create(payment) {
      const total = lariNumber(payment.amount);
      const loan = payment.method === 'TBC_LOAN';
      const answer = await token.authorized((value) =>
        call({
          method: 'POST',
          url: api('/payments', payment.shopUrl),
          headers: headers(value),
          body: {
            amount: { currency: 'GEL', total, subtotal: total },
            // one return address: the shop's return route learns the outcome from the bank
            returnurl: payment.returnUrl,
            callbackUrl: payment.callbackUrl,
            merchantPaymentId: payment.orderNumber,
            language: payment.locale === 'en' ? 'EN' : 'KA',
            methods: [loan ? INSTALLMENT : CARD],
            ...(loan ? { installmentProducts: [{ name: payment.orderNumber, price: total, quantity: 1 }] } : {}),
          },
          idempotent: false,
        }),
      );
      const payId = textField(answer.body, 'payId');
      const links = field(answer.body, 'links');
      const approval = Array.isArray(links) ? links.find((link) => field(link, 'rel') === 'approval_url') : undefined;
      const redirect = textField(approval, 'uri');
      if (!payId || !redirect) throw new Error('TBC answered no payId or approval_url');
      return { redirect, providerOrderId: payId };
    },

    // {"PaymentId": ...} as JSON, or PaymentId=... form-encoded as TBC's own example posts it
    verifyNotification(rawBody) {
      let payId: string | null | undefined;
      try {
        payId = textField(JSON.parse(rawBody), 'PaymentId');
      } catch {
        payId = new URLSearchParams(rawBody).get('PaymentId');
      }
      return payId ? { providerOrderId: payId } : null;
    },

    async status({ providerOrderId }) {
      if (!providerOrderId) return null;
      try {
        const body = await details(providerOrderId);
        return {
          providerOrderId: textField(body, 'payId') ?? providerOrderId,
          orderNumber: textField(body, 'merchantPaymentId'),
          status: STATUSES[textField(body, 'status') ?? ''] ?? 'pending',
          amount: amountText(field(body, 'amount')),
          currency: textField(body, 'currency') ?? '',
          refunded: amountText(field(body, 'returnedAmount') ?? 0),
        };
      } catch (error) {
        if (error instanceof BankRefused && error.answer.status === 404) return null;
        throw error;
      }
    },

    // A cancel carries no idempotency key and is never retried blindly: the returned amount is read
    // first, and a cancel the bank did though the shop never heard its answer is not made twice.
    async refund(refund) {
      const payId = refund.providerOrderId;
      if (!payId) throw new Error('a TBC payment without its payId');
      const returnedBefore = toTetri(amountText(field(await details(payId), 'returnedAmount') ?? 0));
      const expected = toTetri(refund.refundedBefore);
      if (returnedBefore === expected + toTetri(refund.amount))
        return { refundId: `${payId}:${returnedBefore}`, answer: 'already returned (an earlier try went through)' };
      const answer = await refundRefusals('tbc', () =>
        token.authorized((value) =>
          call({
            method: 'POST',
            url: api(`/payments/${encodeURIComponent(payId)}/cancel`),
            headers: headers(value),
            body: { amount: lariNumber(refund.amount) },
            idempotent: false,
          }),
        ),
      );
      return { refundId: `${payId}:${expected + toTetri(refund.amount)}`, answer: answer.text };
    },
  };
}
