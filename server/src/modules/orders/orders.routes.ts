import { randomUUID } from 'node:crypto';
import { authenticate, signedIn } from '../../auth/authenticate';
import type { ShopRoutes } from '../../app/shop';
import { invalidFields } from '../../domain/errors';
import { NEEDS_PERSONAL_ID } from '../../domain/identity';
import * as s from '../../http/schemas';
import { findUser } from '../accounts/accounts.service';
import { cancelOwnOrder, orderPage, prepareRepayment } from './orderPage.service';
import { ordersOf } from './orders.service';
import { lari } from '../catalogue/present.service';
import { handToBank, providerFor } from '../checkout/paymentStart.http';

const numberParams = {
  type: 'object',
  required: ['number'],
  properties: { number: { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9-]+$' } },
} as const;
const money = { type: 'number', description: 'lari' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** beyond the contract: one order as its page shows it */
const orderPageAnswer = s.answer({
  order_number: { type: 'string' },
  status: {
    type: 'string',
    description:
      'pending, failed, cancelled, paid, paid_after_expiry, refund_due, packed, shipped, delivered, ready_for_pickup, collected, refunded (as the back office lists it)',
  },
  payment: { type: 'string' },
  payment_status: { type: 'string', enum: ['pending', 'paid', 'failed'] },
  created_at: dateTime,
  reserved_until: { ...dateTime, description: 'an unpaid order holds its stock until then' },
  can_pay: { type: 'boolean', description: 'POST .../pay works now (pending or declined, the reservation running)' },
  can_cancel: { type: 'boolean', description: 'POST .../cancel works now (pending)' },
  lines: {
    type: 'array',
    items: s.answer({
      product: s.answer({
        id: { type: 'integer' },
        slug: { type: 'string' },
        img: s.image,
        translations: s.translationsOf('name'),
      }),
      quantity: { type: 'integer' },
      unit_price: { ...money, description: 'lari, the price paid' },
      line_total: money,
    }),
  },
  promo: { anyOf: [{ type: 'null' }, s.answer({ code: { type: 'string' }, discount: money })] },
  delivery: s.answer({
    method: {
      type: 'string',
      enum: ['arranged', 'courier', 'regions', 'pickup'],
      description: 'arranged: from the comment',
    },
    fee: money,
    address: {
      anyOf: [
        { type: 'null' },
        s.answer({
          region: { type: 'string' },
          city: { type: 'string' },
          street: { type: 'string' },
          apartment: { type: 'string' },
          notes: { type: 'string' },
        }),
      ],
    },
    phone: nullableText,
    pickup_point: {
      anyOf: [
        { type: 'null' },
        s.answer({
          id: { type: 'integer' },
          code: { type: 'string' },
          translations: s.translationsOf('name', 'address', 'hours'),
        }),
      ],
    },
  }),
  totals: s.answer({ subtotal: money, discount: money, delivery: money, total: money, refunded: money }),
  tracking: { anyOf: [{ type: 'null' }, s.answer({ number: { type: 'string' }, url: { type: 'string' } })] },
  timeline: {
    type: 'array',
    description: 'in time order',
    items: s.answer({
      status: {
        type: 'string',
        enum: [
          'placed',
          'paid',
          'payment_failed',
          'packed',
          'shipped',
          'delivered',
          'ready_for_pickup',
          'collected',
          'cancelled',
          'refunded',
        ],
      },
      at: dateTime,
      tracking_number: nullableText,
      tracking_url: nullableText,
      amount: { type: ['number', 'null'], description: 'refunded: lari given back' },
    }),
  },
});

const orderRoutes: ShopRoutes = async (app, { db, catalogue, settings, payments }) => {
  app.get(
    '/api/orders',
    {
      onRequest: authenticate(db),
      schema: {
        summary: "The signed-in customer's orders, newest first",
        security: s.bearer,
        response: { 200: s.dataOf({ type: 'array', items: s.order }), ...s.failures },
      },
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
      schema: {
        summary: "One of the signed-in customer's orders, for its page (beyond the contract)",
        description: "Another account's order answers 404 exactly as an unknown number.",
        security: s.bearer,
        params: numberParams,
        response: { 200: s.dataOf(orderPageAnswer), ...s.failures },
      },
    },
    async (request) => ({
      data: await orderPage(db, signedIn(request).id, request.params.number, request.lang, settings.trackingUrl),
    }),
  );

  app.post(
    '/api/orders/:number/cancel',
    {
      onRequest: authenticate(db),
      schema: {
        summary: 'Cancel an unpaid order of the signed-in customer; its stock is released at once',
        description: 'Not pending: 409. Another account’s or unknown: 404.',
        security: s.bearer,
        params: numberParams,
        response: { 200: s.okAnswer, ...s.failures },
      },
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
      schema: {
        summary: 'Pay an order again, by any method, while its reservation runs; answers as the checkout does',
        description:
          'A pending order, or one whose payment was declined while its reservation still runs (it takes its stock again: ' +
          '409 when it is gone, or when the account holds MAX_UNPAID_ORDERS unpaid). Paid, cancelled or expired: 409. ' +
          "BOG_LOAN needs `month` (and the calculator's `amount`, `discount_code`), as at checkout.",
        security: s.bearer,
        params: numberParams,
        body: {
          type: 'object',
          required: ['paymethod'],
          properties: {
            paymethod: s.cartProperties.paymethod,
            amount: { type: 'number', exclusiveMinimum: 0, maximum: 10000000 },
            month: { type: 'integer', minimum: 3, maximum: 24 },
            discount_code: { ...s.plainText, maxLength: 64 },
          },
        },
        response: {
          200: s.answer({
            ...s.okAnswer.properties,
            order_number: { type: 'string' },
            redirect: { type: 'string' },
            form_data: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
            order_id: { type: ['string', 'null'] },
          }),
          ...s.failures,
        },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      const { paymethod, month, discount_code = '' } = request.body;
      if (paymethod === 'BOG_LOAN' && month === undefined) throw invalidFields({ month: [{ key: 'field_required' }] });
      const loan = paymethod === 'BOG_LOAN' ? { month: month!, discountCode: discount_code } : null;
      if (NEEDS_PERSONAL_ID.includes(paymethod) && (await findUser(db, userId))?.id_kind !== 'personal_id')
        throw invalidFields({ paymethod: [{ key: 'loan_needs_personal_id' }] });
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
