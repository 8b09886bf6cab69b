import type { ShopRoutes } from '../../app/shop';
import { ShopError } from '../../domain/errors';
import { PROVIDERS } from '../../domain/payments';
import * as s from '../../http/schemas';
import { orderByNumber } from '../orders/orders.service';
import { settleFromBank } from './settlement.service';

// The banks' callbacks, and the address TBC returns the shopper to. A callback is checked as its bank
// publishes (BOG: the RSA signature over the raw body, request.rawBody, before anything is read), then
// only names a payment: the bank is asked about it and its answer settles the order (modules/settlement/settlement.service.ts).
const paymentRoutes: ShopRoutes = async (app, { db, catalogue, payments }) => {
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
          'BOG: its JSON callback, SHA256withRSA of the raw body in Callback-Signature (BOG_PUBLIC_KEY). TBC: {"PaymentId"}, unsigned. ' +
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
        const outcome = await settleFromBank({ db, catalogue }, provider, claim);
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

  // TBC sends the shopper back to one address whatever happened: the bank is asked, then the shopper
  // goes on to the success or the fail page (an order still pending shows as such in the orders list)
  app.get(
    '/api/payments/:provider/return',
    {
      schema: {
        // a page of the browser's way back, no part of the API: out of the OpenAPI document
        hide: true,
        summary: 'Where a bank with one return address sends the shopper back: on to the success or fail page',
        params: providerParams,
        querystring: {
          type: 'object',
          required: ['order'],
          properties: { order: { type: 'string', minLength: 1, maxLength: 40 } },
        },
        response: { 303: { type: 'null', description: 'to /{locale}/success or /{locale}/fail' }, ...s.failures },
      },
    },
    async (request, reply) => {
      const provider = payments.byName(request.params.provider);
      const order = await orderByNumber(db, request.query.order);
      if (!provider || !order || !provider.methods.includes(order.payment)) throw new ShopError(404, 'not_found');
      if (order.payment_status === 'pending' && order.provider_order_id) {
        await settleFromBank({ db, catalogue }, provider, { providerOrderId: order.provider_order_id }).catch(
          (error: unknown) => request.log.warn({ err: error, order: order.order_number }, 'return: bank not asked'),
        );
      }
      const now = (await orderByNumber(db, order.order_number))?.payment_status;
      const page = now === 'failed' ? 'fail' : 'success';
      return reply.redirect(`/${order.locale}/${page}?order=${encodeURIComponent(order.order_number)}`, 303);
    },
  );
};

export default paymentRoutes;
