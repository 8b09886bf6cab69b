import type { ShopRoutes } from '../app/shop';
import { ShopError } from '../domain/errors';
import * as s from '../http/schemas';
import { CALLBACK_SIGNATURE_HEADER } from '../payments/hostedPage';
import { PROVIDERS } from '../domain/payments';
import { settlePayment } from '../shop/orders';

// The banks' callbacks: the only way an order becomes paid or failed.
// Their signature covers the body as sent: request.rawBody (http/jsonBody.ts).
const paymentRoutes: ShopRoutes = async (app, { db, catalogue, payments }) => {
  app.post(
    '/api/payments/:provider/callback',
    {
      schema: {
        summary: "A bank's signed report on a payment (HMAC-SHA256 of the raw body, hex, in X-Signature)",
        params: {
          type: 'object',
          required: ['provider'],
          properties: { provider: { type: 'string', enum: PROVIDERS } },
        },
        headers: { type: 'object', properties: { [CALLBACK_SIGNATURE_HEADER]: { type: 'string', maxLength: 128 } } },
        body: {
          type: 'object',
          required: ['event_id', 'order_number', 'status', 'amount'],
          properties: {
            event_id: { type: 'string', minLength: 1, maxLength: 100 },
            order_number: { type: 'string', minLength: 1, maxLength: 40 },
            status: { type: 'string', enum: ['approved', 'declined'] },
            amount: { type: 'string', pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$' },
            currency: { type: 'string', const: 'GEL' },
          },
        },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request) => {
      const provider = payments.byName(request.params.provider);
      if (!provider) throw new ShopError(404, 'not_found');
      const signature = request.headers[CALLBACK_SIGNATURE_HEADER];
      const report = provider.verifyCallback(
        request.rawBody ?? '',
        typeof signature === 'string' ? signature : undefined,
      );
      if (!report) throw new ShopError(401, 'callback_signature');
      const callback = {
        order: report.orderNumber,
        status: report.status,
        amount: report.amount,
        provider: provider.name,
      };
      try {
        const outcome = await settlePayment({ db, catalogue }, provider.name, provider.methods, report);
        if (outcome === 'refund_due')
          request.log.warn(
            { ...callback, outcome },
            'paid after its reservation ended, stock gone: refund the shopper',
          );
        else request.log.info({ ...callback, outcome }, 'payment settled');
      } catch (error) {
        request.log.warn({ ...callback, err: error }, 'payment report refused (recorded)');
        throw error;
      }
      return s.okStatus;
    },
  );
};

export default paymentRoutes;
