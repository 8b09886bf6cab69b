import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ShopRoutes } from '../app/shop';
import { ShopError } from '../domain/errors';
import * as s from '../http/schemas';
import { bogSdkScript } from '../payments/bogSdk';
import {
  CALLBACK_SIGNATURE_HEADER,
  unpackPayment,
  type HostedPageProvider,
  type PaymentFields,
} from '../payments/hostedPage';
import { PROVIDERS, type ProviderName } from '../domain/payments';
import { sandboxPage } from '../payments/sandboxPage';

const bankParams = {
  type: 'object',
  required: ['bank'],
  properties: { bank: { type: 'string', enum: PROVIDERS } },
} as const;
const paymentFields = {
  type: 'object',
  required: ['method', 'order_number', 'amount', 'success_url', 'fail_url', 'callback_url', 'signature'],
  additionalProperties: { type: 'string', maxLength: 2000 },
} as const;
const decisionField = { type: 'string', enum: ['approved', 'declined'] } as const;
type Decision = (typeof decisionField.enum)[number];
/** the sandbox is no part of the shop's API: its pages stay out of the OpenAPI document */
const hide = { hide: true, response: s.failures } as const;
const page = {
  ...hide,
  response: { 200: { type: 'string', description: 'a page of the sandbox bank' }, ...s.failures },
} as const;

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
    headers: {
      'content-type': 'application/json',
      [CALLBACK_SIGNATURE_HEADER]: bank.signCallback(body),
      'accept-language': payment.locale ?? 'en',
    },
    payload: body,
  });
  if (response.statusCode !== 200)
    throw new ShopError(409, 'sandbox_rejected', { reason: response.json<{ message: string }>().message });
  return decision === 'approved' ? payment.success_url : payment.fail_url;
}

// The banks this server plays while no real gateway is configured (see payments/registry.ts).
const sandboxRoutes: ShopRoutes = async (app, { payments, settings }) => {
  const bogSdk = bogSdkScript(settings.loanTerms);
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

  app.get('/sandbox/bog-sdk.js', { schema: page }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(bogSdk),
  );

  // a card or loan page: reached by a link (query string) or, for Liberty, by the hidden form's POST
  const showPage = async (bankName: ProviderName, fields: Record<string, unknown>) =>
    sandboxPage(bankName, verified(bankOf(bankName), fields));
  // the pages: their policy lets the form lead back to wherever the shop was opened (http/securityHeaders.ts)
  const bankPage = { sandboxPage: true };
  app.get(
    '/sandbox/:bank/pay',
    { config: bankPage, schema: { ...page, params: bankParams, querystring: paymentFields } },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await showPage(request.params.bank, request.query)),
  );
  app.post(
    '/sandbox/:bank/pay',
    { config: bankPage, schema: { ...page, params: bankParams, body: paymentFields } },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await showPage(request.params.bank, request.body)),
  );

  app.post(
    '/sandbox/:bank/decide',
    {
      schema: {
        ...hide,
        params: bankParams,
        body: {
          ...paymentFields,
          required: [...paymentFields.required, 'decision'],
          properties: { decision: decisionField },
        },
        response: { 303: { type: 'null', description: "to the shop's success or fail page" }, ...s.failures },
      },
    },
    async (request, reply) => {
      const bank = bankOf(request.params.bank);
      const { decision, ...fields } = request.body;
      return reply.redirect(await report(app, bank, verified(bank, fields), decision), 303);
    },
  );

  // the loan calculator (bog-sdk.js) talks JSON with its bank, carrying the order id it was given
  const orderIdQuery = {
    type: 'object',
    required: ['order_id'],
    properties: { order_id: { type: 'string', minLength: 1, maxLength: 8000 } },
  } as const;
  app.get(
    '/sandbox/bog/calculator/payment',
    {
      schema: {
        ...hide,
        querystring: orderIdQuery,
        response: {
          200: s.answer({
            order_number: { type: 'string' },
            amount: { type: 'string' },
            month: { type: ['string', 'null'] },
            locale: { type: 'string' },
          }),
          ...s.failures,
        },
      },
    },
    async (request) => {
      const payment = verified(bankOf('bog'), unpackPayment(request.query.order_id));
      return {
        order_number: payment.order_number,
        amount: payment.amount,
        month: payment.month ?? null,
        locale: payment.locale,
      };
    },
  );
  app.post(
    '/sandbox/bog/calculator/decide',
    {
      schema: {
        ...hide,
        body: {
          ...orderIdQuery,
          required: ['order_id', 'decision'],
          properties: { ...orderIdQuery.properties, decision: decisionField },
        },
        response: { 200: s.answer({ redirectUrl: { type: 'string' } }), ...s.failures },
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
