import { randomUUID } from 'node:crypto';
import { authenticate, signedIn } from '../../auth/authenticate';
import type { ShopRoutes } from '../../context';
import * as s from '../../http/schemas';
import { cancelOwnOrder, orderPage, prepareRepayment } from './orderPage.service';
import { ordersOf } from './orders.service';
import { lari } from '../catalogue/present.service';
import { paymentTerms } from '../checkout/checkout.service';
import { handToBank, providerFor } from '../checkout/paymentStart.http';
import { cancelOrderSchema, orderSchema, ordersSchema, payOrderSchema } from './orders.schemas';

const orderRoutes: ShopRoutes = async (app, { db, catalogue, settings, payments }) => {
  app.get(
    '/api/orders',
    {
      onRequest: authenticate(db),
      schema: ordersSchema,
    },
    async (request) => ({
      data: (await ordersOf(db, signedIn(request).id)).map((order) => ({
        order_number: order.order_number,
        payment: order.payment,
        payment_statust: order.payment_status, // sic: the contract's spelling
        total_price: lari(order.total_price),
        created_at: order.created_at.toISOString(),
      })),
    }),
  );

  app.get(
    '/api/orders/:number',
    {
      onRequest: authenticate(db),
      schema: orderSchema,
    },
    async (request) => ({
      data: await orderPage(db, signedIn(request).id, request.params.number, request.lang, settings.trackingUrl),
    }),
  );

  app.post(
    '/api/orders/:number/cancel',
    {
      onRequest: authenticate(db),
      schema: cancelOrderSchema,
    },
    async (request) => {
      await cancelOwnOrder({ db, catalogue }, signedIn(request).id, request.params.number);
      return s.okStatus;
    },
  );

  app.post(
    '/api/orders/:number/pay',
    {
      onRequest: authenticate(db),
      schema: payOrderSchema,
    },
    async (request) => {
      const userId = signedIn(request).id;
      const { paymethod } = request.body;
      const loan = await paymentTerms(db, userId, request.body);
      const provider = providerFor(payments, paymethod);
      const order = await prepareRepayment(
        { db, catalogue },
        { userId, clientAddress: request.ip },
        request.params.number,
        { method: paymethod, loan },
        settings.unpaidLimits,
      );
      // each payment from the order's page is a new one to the bank
      return handToBank(request, { db, catalogue, settings }, provider, {
        method: paymethod,
        order,
        loan,
        attempt: randomUUID(),
      });
    },
  );
};

export default orderRoutes;
