import { PAYMENT_STATES } from '../../domain/orderLife';
import * as s from '../../http/schemas';

// The shopper's orders' API as the OpenAPI document shows it.

/** the order a route names */
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
  payment_state: {
    type: 'string',
    enum: PAYMENT_STATES,
    description:
      'the payment as its page names it: declined before the reservation ran out, expired after; partly_refunded: part given back, the order goes on',
  },
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

export const ordersSchema = {
  summary: "The signed-in customer's orders, newest first",
  security: s.bearer,
  response: { 200: s.dataOf({ type: 'array', items: s.order }), ...s.failures },
} as const;

export const orderSchema = {
  summary: "One of the signed-in customer's orders, for its page (beyond the contract)",
  description: "Another account's order answers 404 exactly as an unknown number.",
  security: s.bearer,
  params: numberParams,
  response: { 200: s.dataOf(orderPageAnswer), ...s.failures },
} as const;

export const cancelOrderSchema = {
  summary: 'Cancel an unpaid order of the signed-in customer; its stock is released at once',
  description: 'Not pending: 409. Another account’s or unknown: 404.',
  security: s.bearer,
  params: numberParams,
  response: { 200: s.okAnswer, ...s.failures },
} as const;

export const payOrderSchema = {
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
} as const;
