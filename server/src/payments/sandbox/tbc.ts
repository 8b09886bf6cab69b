import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toNumeric, toTetri } from '../../domain/money';
import { apiGuard, bankDay, formOf, header, refuse } from './api';
import { refundedTetri, type SandboxBanks, type SandboxPayment } from './store';

// TBC's e-commerce API (TPay) as developers.tbcbank.ge describes it (checkout-api-overview,
// checkout-create-checkout-payment, checkout-get-checkout-payment-details, checkout-cancel-checkout-payment),
// played at /sandbox/tbc: an access token for the API key and client id and secret, payments, their
// details, cancellation with an amount (a partial one at most once on the day of the transaction), and
// a callback carrying only the PaymentId, unsigned: the shop asks for the details.

export const TBC_SANDBOX = '/sandbox/tbc';

/** the details' status, as TPay names it */
function statusOf(payment: SandboxPayment) {
  if (payment.status === 'created') return 'Created';
  if (payment.status === 'declined') return 'Failed';
  const returned = refundedTetri(payment);
  if (returned === 0) return 'Succeeded';
  return returned >= payment.amountTetri ? 'Returned' : 'PartialReturned';
}

export function tbcDetails(payment: SandboxPayment) {
  return {
    payId: payment.id,
    status: statusOf(payment),
    currency: payment.currency,
    amount: toTetri(toNumeric(payment.amountTetri)) / 100,
    confirmedAmount: 0,
    returnedAmount: refundedTetri(payment) / 100,
    merchantPaymentId: payment.orderNumber,
    preAuth: false,
  };
}

export const tbcCallback = (payment: SandboxPayment) => ({
  body: JSON.stringify({ PaymentId: payment.id }),
  headers: { 'content-type': 'application/json' },
});

const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

export function tbcBank(app: FastifyInstance, banks: SandboxBanks, pageBase: (request: FastifyRequest) => string) {
  const credentials = banks.credentials.tbc;
  const guard = apiGuard(banks);
  const hidden = { schema: { hide: true }, preHandler: guard };
  const authorized = (request: FastifyRequest) =>
    header(request, 'apikey') === credentials.apiKey && banks.tokenValid(header(request, 'authorization'));

  app.post(`${TBC_SANDBOX}/v1/tpay/access-token`, hidden, async (request, reply) => {
    const form = formOf(request.body);
    if (header(request, 'apikey') !== credentials.apiKey) return refuse(reply, 401, 'invalid apikey');
    if (form.client_id !== credentials.clientId || form.client_secret !== credentials.clientSecret)
      return refuse(reply, 401, 'invalid client');
    return { access_token: banks.issueToken(86400), token_type: 'Bearer', expires_in: 86400 };
  });

  app.post(`${TBC_SANDBOX}/v1/tpay/payments`, hidden, async (request, reply) => {
    if (!authorized(request)) return refuse(reply, 401, 'Unauthorized');
    const body = formOf(request.body);
    const amount = formOf(body.amount);
    const methods = Array.isArray(body.methods) ? body.methods : [];
    const products = Array.isArray(body.installmentProducts) ? body.installmentProducts : [];
    const total = Number(amount.total);
    if (!isUrl(body.returnurl) || !isUrl(body.callbackUrl) || !(total > 0) || amount.currency !== 'GEL')
      return refuse(reply, 400, 'returnurl, callbackUrl and amount are required');
    const loan = methods.includes(8);
    const productsTotal = products.reduce(
      (sum: number, item) => sum + Number(formOf(item).price) * Number(formOf(item).quantity),
      0,
    );
    if (loan && toTetri(productsTotal) !== toTetri(total))
      return refuse(reply, 400, 'the installment products must add up to the total');
    const payment = banks.add({
      bank: 'tbc',
      method: loan ? 'TBC_LOAN' : 'TBC_CARD',
      orderNumber: String(body.merchantPaymentId ?? ''),
      amountTetri: toTetri(total),
      currency: 'GEL',
      locale: body.language === 'EN' ? 'en' : 'ka',
      // one return address: the shop learns the outcome from the details
      successUrl: body.returnurl,
      failUrl: body.returnurl,
      callbackUrl: body.callbackUrl,
      loan: null,
    });
    return {
      payId: payment.id,
      status: 'Created',
      currency: 'GEL',
      amount: total,
      links: [{ uri: `${pageBase(request)}${TBC_SANDBOX}/pay/${payment.id}`, method: 'REDIRECT', rel: 'approval_url' }],
      merchantPaymentId: payment.orderNumber,
      httpStatusCode: 200,
    };
  });

  app.get<{ Params: { id: string } }>(`${TBC_SANDBOX}/v1/tpay/payments/:id`, hidden, async (request, reply) => {
    if (!authorized(request)) return refuse(reply, 401, 'Unauthorized');
    const payment = banks.find('tbc', request.params.id);
    return payment ? tbcDetails(payment) : refuse(reply, 404, 'PaymentNotFound');
  });

  app.post<{ Params: { id: string } }>(`${TBC_SANDBOX}/v1/tpay/payments/:id/cancel`, hidden, async (request, reply) => {
    if (!authorized(request)) return refuse(reply, 401, 'Unauthorized');
    const payment = banks.find('tbc', request.params.id);
    if (!payment) return refuse(reply, 404, 'PaymentNotFound');
    if (payment.status !== 'approved') return refuse(reply, 400, 'payment can not be cancelled');
    const left = payment.amountTetri - refundedTetri(payment);
    const asked = formOf(request.body).amount;
    const amountTetri = asked === undefined ? left : toTetri(Number(asked));
    if (!(amountTetri > 0) || amountTetri > left)
      return refuse(reply, 400, 'amount should not exceed transaction amount');
    // "on the day of the transaction partial amount should be cancelled only one time"
    const today = bankDay(new Date());
    const partial = amountTetri < payment.amountTetri;
    const partialToday = payment.refunds.some(
      (refund) => refund.amountTetri < payment.amountTetri && bankDay(refund.at) === today,
    );
    if (partial && bankDay(payment.createdAt) === today && partialToday)
      return refuse(reply, 400, 'partial amount can be cancelled only once on the day of the transaction');
    payment.refunds.push({ amountTetri, at: new Date(), id: `${payment.id}-${payment.refunds.length + 1}` });
    return { httpStatusCode: 200, developerMessage: 'cancelled', userMessage: 'cancelled' };
  });
}
