import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Shop } from '../http/context';
import { ShopError } from '../http/errors';
import { BOG_SDK_SCRIPT } from '../payments/bogSdk';
import { CALLBACK_SIGNATURE_HEADER, unpackPayment, type HostedPageProvider, type PaymentFields } from '../payments/hostedPage';
import { PROVIDERS, type ProviderName } from '../payments/provider';
import { sandboxPage } from '../payments/sandboxPage';

type Decision = 'approved' | 'declined';

const bankParams = { type: 'object', required: ['bank'], properties: { bank: { type: 'string', enum: PROVIDERS } } } as const;
const paymentFields = {
  type: 'object',
  required: ['method', 'order_number', 'amount', 'success_url', 'fail_url', 'callback_url', 'signature'],
  additionalProperties: { type: 'string', maxLength: 2000 },
} as const;
const decisionField = { type: 'string', enum: ['approved', 'declined'] } as const;
const hide = { hide: true };

/**
 * Tells the shop the outcome, as a bank would: a signed callback. The sandbox bank lives in this
 * process, so the callback is delivered in-process (no network round trip to our own public URL).
 */
async function report(app: FastifyInstance, bank: HostedPageProvider, payment: PaymentFields, decision: Decision) {
  const body = JSON.stringify({
    event_id: randomUUID(),
    order_number: payment.order_number,
    status: decision,
    amount: payment.amount,
    currency: 'GEL',
    sent_at: new Date().toISOString(),
  });
  const response = await app.inject({
    method: 'POST',
    url: new URL(payment.callback_url).pathname,
    headers: { 'content-type': 'application/json', [CALLBACK_SIGNATURE_HEADER]: bank.signCallback(body), 'accept-language': payment.locale ?? 'en' },
    payload: body,
  });
  if (response.statusCode !== 200) throw new ShopError(409, 'sandbox_rejected', { reason: response.json<{ message: string }>().message });
  return decision === 'approved' ? payment.success_url : payment.fail_url;
}

// The banks this server plays while no real gateway is configured (see payments/registry.ts).
const sandboxRoutes: FastifyPluginAsync<Shop> = async (app, { payments }) => {
  await app.register(formbody);

  const bankOf = (name: ProviderName) => {
    const bank = payments.sandboxBank(name);
    if (!bank) throw new ShopError(404, 'not_found');
    return bank;
  };
  const verified = (bank: HostedPageProvider, fields: Record<string, unknown>) => {
    const payment = bank.verifyPayment(fields);
    if (!payment) throw new ShopError(400, 'bad_request');
    return payment;
  };

  app.get('/sandbox/bog-sdk.js', { schema: hide }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(BOG_SDK_SCRIPT),
  );

  // a card or loan page: reached by a link (query string) or, for Liberty, by the hidden form's POST
  const showPage = async (bankName: ProviderName, fields: Record<string, unknown>) => sandboxPage(bankName, verified(bankOf(bankName), fields));
  app.get<{ Params: { bank: ProviderName }; Querystring: Record<string, string> }>(
    '/sandbox/:bank/pay',
    { schema: { ...hide, params: bankParams, querystring: paymentFields } },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(await showPage(request.params.bank, request.query)),
  );
  app.post<{ Params: { bank: ProviderName }; Body: Record<string, string> }>(
    '/sandbox/:bank/pay',
    { schema: { ...hide, params: bankParams, body: paymentFields } },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(await showPage(request.params.bank, request.body)),
  );

  app.post<{ Params: { bank: ProviderName }; Body: Record<string, string> & { decision: Decision } }>(
    '/sandbox/:bank/decide',
    {
      schema: {
        ...hide,
        params: bankParams,
        body: { ...paymentFields, required: [...paymentFields.required, 'decision'], properties: { decision: decisionField } },
      },
    },
    async (request, reply) => {
      const bank = bankOf(request.params.bank);
      const { decision, ...fields } = request.body;
      return reply.redirect(await report(app, bank, verified(bank, fields), decision), 303);
    },
  );

  // the loan calculator (bog-sdk.js) talks JSON with its bank, carrying the order id it was given
  const orderIdQuery = { type: 'object', required: ['order_id'], properties: { order_id: { type: 'string', minLength: 1, maxLength: 8000 } } } as const;
  app.get<{ Querystring: { order_id: string } }>('/sandbox/bog/calculator/payment', { schema: { ...hide, querystring: orderIdQuery } }, async (request) => {
    const payment = verified(bankOf('bog'), unpackPayment(request.query.order_id));
    return { order_number: payment.order_number, amount: payment.amount, month: payment.month ?? null, locale: payment.locale };
  });
  app.post<{ Body: { order_id: string; decision: Decision } }>(
    '/sandbox/bog/calculator/decide',
    {
      schema: {
        ...hide,
        body: { ...orderIdQuery, required: ['order_id', 'decision'], properties: { ...orderIdQuery.properties, decision: decisionField } },
      },
    },
    async (request) => {
      const bank = bankOf('bog');
      const payment = verified(bank, unpackPayment(request.body.order_id));
      return { redirectUrl: await report(app, bank, payment, request.body.decision) };
    },
  );
};

export default sandboxRoutes;
