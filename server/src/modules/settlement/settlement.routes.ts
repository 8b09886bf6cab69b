import type { ShopRoutes } from '../../app/shop';
import { ShopError } from '../../domain/errors';
import { PROVIDERS, type PaymentClaim } from '../../domain/payments';
import { PullLimiter } from '../../http/pullLimiter';
import * as s from '../../http/schemas';
import { orderByNumber } from '../orders/orders.service';
import { settleFromBank, type BankOfRecord } from './settlement.service';

/** how often one payment's bank is asked on callbacks' and returns' word: 5 times a minute */
const PULLS_PER_MINUTE = 5;

// The banks' callbacks, and the address TBC returns the shopper to. A callback is checked as its bank
// publishes (BOG: the RSA signature over the raw body, request.rawBody, before anything is read), then
// only names a payment: the bank is asked about it and its answer settles the order (modules/settlement/settlement.service.ts).
const paymentRoutes: ShopRoutes = async (app, { db, catalogue, payments }) => {
  // TBC's own example posts its callback form-encoded ({"PaymentId"} as PaymentId=...): kept raw, as JSON is
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (request, body, done) => {
      request.rawBody = String(body);
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // a callback (signed or not) and a return only name a payment: the bank is asked about each payment a
  // few times a minute at most, however many name it
  const pulls = new PullLimiter(PULLS_PER_MINUTE, 60_000);
  const pull = async (provider: BankOfRecord, claim: PaymentClaim) => {
    if (!pulls.mayPull(`${provider.name}:${claim.providerOrderId ?? claim.orderNumber ?? ''}`)) return 'replayed';
    return settleFromBank({ db, catalogue }, provider, claim);
  };

  const providerParams = {
    type: 'object',
    required: ['provider'],
    properties: { provider: { type: 'string', enum: PROVIDERS } },
  } as const;

  app.post(
    '/api/payments/:provider/callback',
    {
      schema: {
        summary: "A bank's notice that a payment changed: the shop asks the bank, and settles the order by its answer",
        description:
          'BOG: its JSON callback, SHA256withRSA of the raw body in Callback-Signature (BOG_PUBLIC_KEY) when signed (optional: unsigned, it only names the payment). ' +
          'TBC: {"PaymentId"}, unsigned, JSON or form-encoded. A payment is asked about at most 5 times a minute. ' +
          'Liberty: {"order_id"}, unsigned. 200 once applied, or when it changes nothing (a replay); 401 for a forged signature, ' +
          '404 for a payment nobody knows, 422 when the bank’s payment does not match the order, 503 when the bank does not answer.',
        params: providerParams,
        body: { type: 'object' },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request) => {
      const provider = payments.byName(request.params.provider);
      if (!provider) throw new ShopError(404, 'not_found');
      const claim = provider.verifyNotification(request.rawBody ?? '', request.headers);
      if (!claim) throw new ShopError(401, 'callback_signature');
      try {
        const outcome = await pull(provider, claim);
        if (outcome === 'refund_due')
          request.log.warn({ claim, outcome }, 'paid after its reservation ended, stock gone: refund the shopper');
        else request.log.info({ claim, provider: provider.name, outcome }, 'payment settled');
      } catch (error) {
        request.log.warn({ claim, provider: provider.name, err: error }, 'payment report refused');
        throw error;
      }
      return s.okStatus;
    },
  );

  // TBC sends the shopper back to one address whatever happened. Anyone can call it with any number, so
  // its answer is the same for every number, known or not, whatever bank and outcome: on to the order's
  // own page, which only its signed-in owner can read (and where a declined order offers "Pay" again).
  // A pending order of the bank's is pulled from the bank on the way, as a callback would.
  app.get(
    '/api/payments/:provider/return',
    {
      schema: {
        // a page of the browser's way back, no part of the API: out of the OpenAPI document
        hide: true,
        summary: "Where a bank with one return address sends the shopper back: on to the order's page",
        params: providerParams,
        querystring: {
          type: 'object',
          required: ['order'],
          properties: {
            order: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' },
            lang: { type: 'string', enum: ['ka', 'en'] },
          },
        },
        response: { 303: { type: 'null', description: 'to /{lang}/orders/{order}' }, ...s.failures },
      },
    },
    async (request, reply) => {
      const provider = payments.byName(request.params.provider);
      const order = await orderByNumber(db, request.query.order);
      if (
        provider &&
        order?.payment_status === 'pending' &&
        order.provider_order_id &&
        provider.methods.includes(order.payment)
      )
        await pull(provider, { providerOrderId: order.provider_order_id }).catch((error: unknown) =>
          request.log.warn({ err: error, order: order.order_number }, 'return: bank not asked'),
        );
      const lang = request.query.lang ?? 'ka';
      return reply.redirect(`/${lang}/orders/${encodeURIComponent(request.query.order)}`, 303);
    },
  );
};

export default paymentRoutes;
