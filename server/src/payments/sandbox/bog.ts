import { sign } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toNumeric, toTetri } from '../../domain/money';
import { apiGuard, formOf, header, idempotently, refuse } from './api';
import { refundedTetri, type SandboxBanks, type SandboxPayment } from './store';

// Bank of Georgia's online payments API as its documentation describes it (api.bog.ge/docs/en/payments:
// standard-process/authentication, create-order, callback, get-payment-details, refund), played at
// /sandbox/bog: the OAuth2 token, order creation, the receipt, refunds, and callbacks signed with
// SHA256withRSA by this sandbox's own key, whose public half is at /sandbox/bog/public-key.

export const BOG_SANDBOX = '/sandbox/bog';
export const BOG_SANDBOX_TOKEN = `${BOG_SANDBOX}/auth/realms/bog/protocol/openid-connect/token`;

const STATUS_KEYS = { created: 'created', approved: 'completed', declined: 'rejected' } as const;

function statusKey(payment: SandboxPayment) {
  const refunded = refundedTetri(payment);
  if (refunded === 0) return STATUS_KEYS[payment.status];
  return refunded >= payment.amountTetri ? 'refunded' : 'refunded_partially';
}

/** GET /payments/v1/receipt/{order_id}: the fields the shop reads, named as BOG names them */
export function bogReceipt(payment: SandboxPayment) {
  const key = statusKey(payment);
  return {
    order_id: payment.id,
    external_order_id: payment.orderNumber,
    capture: 'automatic',
    zoned_create_date: payment.createdAt.toISOString(),
    order_status: { key, value: key },
    purchase_units: {
      request_amount: toNumeric(payment.amountTetri),
      transfer_amount: payment.status === 'approved' ? toNumeric(payment.amountTetri) : '0.00',
      refund_amount: toNumeric(refundedTetri(payment)),
      currency_code: payment.currency,
    },
    payment_detail: { transfer_method: { key: payment.method === 'BOG_LOAN' ? 'bog_loan' : 'card' } },
  };
}

/** the callback BOG sends: { event, zoned_request_time, body: the receipt }, signed over its bytes */
export function bogCallback(banks: SandboxBanks, payment: SandboxPayment) {
  const body = JSON.stringify({
    event: 'order_payment',
    zoned_request_time: new Date().toISOString(),
    body: bogReceipt(payment),
  });
  const signature = sign('sha256', Buffer.from(body), banks.bogKeys.privateKey).toString('base64');
  return { body, headers: { 'content-type': 'application/json', 'callback-signature': signature } };
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

export function bogBank(app: FastifyInstance, banks: SandboxBanks, pageBase: (request: FastifyRequest) => string) {
  const hidden = { schema: { hide: true }, preHandler: apiGuard(banks) };
  const credentials = banks.credentials.bog;

  app.get(`${BOG_SANDBOX}/public-key`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(banks.bogKeys.publicKey),
  );

  app.post(BOG_SANDBOX_TOKEN, hidden, async (request, reply) => {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    if (header(request, 'authorization') !== `Basic ${basic}`) return refuse(reply, 401, 'invalid_client');
    if (formOf(request.body).grant_type !== 'client_credentials') return refuse(reply, 400, 'unsupported_grant_type');
    return { access_token: banks.issueToken(3600), token_type: 'Bearer', expires_in: 3600 };
  });

  app.post(`${BOG_SANDBOX}/payments/v1/ecommerce/orders`, hidden, async (request, reply) => {
    if (!banks.tokenValid(header(request, 'authorization'))) return refuse(reply, 401, 'unauthorized');
    const key = header(request, 'idempotency-key');
    return idempotently(banks, key && `bog-order:${key}`, reply, async () => {
      const body = formOf(request.body);
      const units = formOf(body.purchase_units);
      const redirects = formOf(body.redirect_urls);
      const methods = Array.isArray(body.payment_method) ? body.payment_method : ['card'];
      const loan = formOf(formOf(body.config).loan);
      const total = Number(units.total_amount);
      if (!isUrl(body.callback_url) || !isUrl(redirects.success) || !isUrl(redirects.fail) || !(total > 0))
        return {
          status: 400,
          body: { message: 'callback_url, redirect_urls and purchase_units.total_amount are required' },
        };
      const payment = banks.add({
        bank: 'bog',
        method: methods.includes('bog_loan') ? 'BOG_LOAN' : 'BOG_CARD',
        orderNumber: String(body.external_order_id ?? ''),
        amountTetri: toTetri(total),
        currency: String(units.currency ?? 'GEL'),
        locale: header(request, 'accept-language') === 'en' ? 'en' : 'ka',
        successUrl: redirects.success,
        failUrl: redirects.fail,
        callbackUrl: body.callback_url,
        loan: methods.includes('bog_loan')
          ? { month: Number(loan.month), discountCode: String(loan.type ?? '') }
          : null,
      });
      const base = pageBase(request);
      return {
        status: 200,
        body: {
          id: payment.id,
          _links: {
            details: { href: `${base}${BOG_SANDBOX}/payments/v1/receipt/${payment.id}` },
            redirect: { href: `${base}${BOG_SANDBOX}/pay/${payment.id}` },
          },
        },
      };
    });
  });

  app.get<{ Params: { id: string } }>(`${BOG_SANDBOX}/payments/v1/receipt/:id`, hidden, async (request, reply) => {
    if (!banks.tokenValid(header(request, 'authorization'))) return refuse(reply, 401, 'unauthorized');
    const payment = banks.find('bog', request.params.id);
    return payment ? bogReceipt(payment) : refuse(reply, 404, 'order not found');
  });

  // refunds: the whole remainder when no amount is given; part of it for card payments only
  app.post<{ Params: { id: string } }>(
    `${BOG_SANDBOX}/payments/v1/payment/refund/:id`,
    hidden,
    async (request, reply) => {
      if (!banks.tokenValid(header(request, 'authorization'))) return refuse(reply, 401, 'unauthorized');
      const key = header(request, 'idempotency-key');
      return idempotently(banks, key && `bog-refund:${key}`, reply, async () => {
        const payment = banks.find('bog', request.params.id);
        if (!payment) return { status: 404, body: { message: 'order not found' } };
        if (payment.status !== 'approved') return { status: 400, body: { message: 'the order is not completed' } };
        const left = payment.amountTetri - refundedTetri(payment);
        const asked = formOf(request.body).amount;
        const amountTetri = asked === undefined ? left : toTetri(Number(asked));
        if (!(amountTetri > 0) || amountTetri > left)
          return { status: 400, body: { message: 'the amount exceeds what can be refunded' } };
        if (amountTetri < left && payment.method !== 'BOG_CARD')
          return { status: 400, body: { message: 'partial refunds are available for card payments only' } };
        const actionId = `refund-${payment.id}-${payment.refunds.length + 1}`;
        payment.refunds.push({ amountTetri, at: new Date(), id: actionId });
        return {
          status: 200,
          body: { key: 'request_received', message: 'Refund request received', action_id: actionId },
        };
      });
    },
  );
}
