import { PAY_METHODS } from '../../domain/payments';
import {
  answer,
  bearer,
  dateTime,
  dayOrTime,
  failures,
  id,
  idParams,
  listOf,
  listQuery,
  text,
} from '../../http/adminSchemas';
import { DELIVERY_METHODS, ARRANGED } from '../../domain/delivery';
import { ORDER_QUEUE_IDS } from '../../domain/orderQueues';
import { ORDER_SORTS, ORDER_STATUSES, PAYMENT_STATES } from './orders.admin.service';

// The back office's API of the orders as the OpenAPI document shows it. Staff are answered no money:
// the fields marked "money" are left out of their answers (orders.admin.service.ts `withMoney`).

const tags = ['admin'];
const lari = { type: 'number', description: 'lari' } as const;
const money = { type: 'number', description: 'lari; money: absent for staff' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const status = { type: 'string', enum: ORDER_STATUSES } as const;
const paymentState = {
  type: 'string',
  enum: PAYMENT_STATES,
  description:
    'the payment beside the order’s life: a refund of part of it leaves the order where it is (partly_refunded); declined before the reservation ran out, expired after',
} as const;

const deliveryMethod = {
  type: 'string',
  enum: [ARRANGED, ...DELIVERY_METHODS],
  description: 'pickup: packed -> ready_for_pickup -> collected; the others packed -> shipped -> delivered',
} as const;

/** an answer object whose `sometimes` properties may be left out (money, for staff) */
function answerWithout<const P extends Record<string, object>, const K extends keyof P & string>(
  properties: P,
  sometimes: readonly K[],
) {
  return {
    type: 'object',
    required: Object.keys(properties).filter((key) => !sometimes.includes(key as K)) as Exclude<keyof P & string, K>[],
    properties,
    additionalProperties: false,
  } as const;
}

const orderFields = {
  id: { type: 'integer' },
  number: text,
  status,
  paymentState,
  paymentStatus: { type: 'string', enum: ['pending', 'paid', 'failed'] },
  paymentMethod: { type: 'string', enum: PAY_METHODS },
  total: money,
  refunded: money,
  deliveryMethod,
  trackingNumber: nullableText,
  createdAt: dateTime,
  customer: answer({
    id: { type: 'integer' },
    email: text,
    name: text,
    phone: { ...text, description: "the account's phone as registered; the one to call is delivery.phone" },
  }),
} as const;
export const orderSummary = answerWithout(orderFields, ['total', 'refunded']);

const delivery = answerWithout(
  {
    address: {
      anyOf: [
        { type: 'null' },
        answer({
          region: text,
          city: text,
          street: text,
          apartment: text,
          notes: { ...text, description: 'for the courier' },
        }),
      ],
      description: 'courier and regions: as the checkout had it',
    },
    addressText: {
      ...nullableText,
      description: 'the address on one line as a courier reads it: street, apartment, town, region (the notes apart)',
    },
    phone: { ...nullableText, description: "the phone given at checkout, E.164 (+995555123456); not the account's" },
    phoneText: { ...nullableText, description: 'the same, as people read it: +995 555 12 34 56' },
    pickupPoint: {
      anyOf: [
        { type: 'null' },
        answer({ id: { type: 'integer' }, code: text, name: text, address: text, hours: text }),
      ],
      description: 'pickup: the warehouse it is collected from, in the request language',
    },
    days: {
      anyOf: [
        { type: 'null' },
        answer({ min: { type: 'integer' }, max: { type: 'integer' }, workingDays: { type: 'boolean' } }),
      ],
      description: "the method's promised days as its settings say now; null: arranged",
    },
    fee: money,
  },
  ['fee'],
);

const orderDetailAnswer = answerWithout(
  {
    ...orderFields,
    comment: { ...text, description: "the shopper's comment at checkout" },
    locale: text,
    settledAt: { type: ['string', 'null'], format: 'date-time' },
    delivery,
    lines: {
      type: 'array',
      items: answerWithout(
        {
          productId: { type: 'integer' },
          name: text,
          quantity: { type: 'integer' },
          unitPrice: money,
          lineTotal: money,
        },
        ['unitPrice', 'lineTotal'],
      ),
    },
    promo: { anyOf: [{ type: 'null' }, answer({ code: text, discount: lari })], description: 'money' },
    totals: {
      ...answer({
        subtotal: lari,
        discount: lari,
        delivery: lari,
        total: lari,
        paid: { ...lari, description: "the bank's approved payments (a second one, paid twice, too)" },
        refunded: lari,
        balance: { ...lari, description: 'paid - refunded: what the shop holds for the order' },
      }),
      description: 'money: subtotal - discount + delivery = total; paid - refunded = balance',
    },
    callbacks: {
      type: 'array',
      description: 'every authentic bank callback about the order, whatever it did',
      items: answer({
        provider: text,
        eventId: text,
        status: text,
        amount: nullableText,
        outcome: nullableText,
        receivedAt: dateTime,
      }),
    },
    attempts: {
      type: 'array',
      description:
        'every bank payment the order started (the checkout, each pay again), first to last: open (current), superseded (a later one replaced it; its bank is still asked), approved, declined. surplus: approved while the order held its money already (paid twice): give it back',
      items: answer({
        id: { type: 'integer', description: 'a surplus is given back by POST .../refund with this attemptId' },
        provider: text,
        method: { type: 'string', enum: PAY_METHODS },
        bankId: nullableText,
        amount: lari,
        state: { type: 'string', enum: ['open', 'approved', 'declined', 'superseded', 'cancelled_at_bank'] },
        surplus: { type: 'boolean' },
        refunded: { ...lari, description: 'given back of a surplus so far' },
        createdAt: dateTime,
        settledAt: { type: ['string', 'null'], format: 'date-time' },
      }),
    },
    refunds: {
      type: 'array',
      items: answer({
        id: { type: 'integer' },
        amount: lari,
        restock: { type: 'boolean' },
        state: { type: 'string', enum: ['requested', 'done', 'failed'], description: 'failed: see bankAnswer' },
        restockedUnits: { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: { type: 'integer' } }] },
        providerRefundId: nullableText,
        bankAnswer: nullableText,
        manual: {
          type: 'boolean',
          description: 'refunded at the bank by the operator (installments): providerRefundId is the bank’s reference',
        },
        operatorEmail: text,
        at: dateTime,
      }),
    },
    history: {
      type: 'array',
      description:
        'the timeline: placed, paid, then every operator step (packed, shipped, delivered, cancelled, accepted, refunded); a refund’s note (its amount) is null for staff',
      items: answer({ at: dateTime, status: text, operatorEmail: nullableText, note: nullableText }),
    },
    notes: {
      type: 'array',
      description: 'the operators’ internal notes, oldest first; never shown to the shopper',
      items: answer({ id: { type: 'integer' }, text, operatorEmail: text, at: dateTime }),
    },
  },
  ['total', 'refunded', 'promo', 'totals', 'callbacks', 'attempts', 'refunds'],
);

/** the list's filters, the CSV's too */
export const orderFilters = {
  paymentState: { ...paymentState, description: 'refund_due also lists the orders holding a surplus not given back' },
  paymentMethod: { type: 'string', enum: PAY_METHODS },
  from: dayOrTime,
  to: dayOrTime,
  customer: { type: 'string', maxLength: 200, description: "a part of the customer's email or name" },
  number: { type: 'string', maxLength: 40, description: 'a part of the order number' },
  deliveryMethod,
  pickupPointId: { ...id, description: 'pickup orders at this point (a warehouse)' },
  q: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    description:
      'search: a part of the number, the customer’s name or email, a product’s name, or a phone in any form (555 12 34 56, +995555123456, 555-12-34-56)',
  },
} as const;

export const ordersSchema = {
  tags,
  summary: 'Orders, newest first by default, filtered',
  security: bearer,
  querystring: listQuery(Object.keys(ORDER_SORTS) as (keyof typeof ORDER_SORTS)[], 'createdAt', {
    status,
    ...orderFilters,
  }),
  response: { 200: listOf(orderSummary), ...failures },
} as const;

export const orderQueuesSchema = {
  tags,
  summary:
    'The working lists (to pack, to ship by courier, ready for pickup at each point…) with how many orders wait in each; each item is the list’s filter',
  security: bearer,
  response: {
    200: listOf(
      answer({
        queue: { type: 'string', enum: ORDER_QUEUE_IDS },
        status,
        deliveryMethod: { anyOf: [{ type: 'null' }, deliveryMethod] },
        pickupPoint: { anyOf: [{ type: 'null' }, answer({ id: { type: 'integer' }, name: text })] },
        count: { type: 'integer' },
      }),
    ),
    ...failures,
  },
} as const;

export const orderNoteSchema = {
  tags,
  summary: 'An internal note on the order, for operators only (never the shopper), with its author and time; audited',
  security: bearer,
  params: idParams,
  body: {
    type: 'object',
    required: ['text'],
    properties: { text: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } },
    additionalProperties: false,
  },
  response: { 200: orderDetailAnswer, ...failures },
} as const;

export const orderSchema = {
  tags,
  summary: 'One order: lines at their ordered prices, promo, totals, customer, bank callbacks, history',
  security: bearer,
  params: idParams,
  response: { 200: orderDetailAnswer, ...failures },
} as const;

export const advanceOrderSchema = {
  tags,
  summary:
    'Fulfilment: paid -> packed -> shipped (with a tracking number) -> delivered; a pickup order packed -> ready_for_pickup -> collected',
  security: bearer,
  params: idParams,
  body: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['packed', 'shipped', 'delivered', 'ready_for_pickup', 'collected'] },
      trackingNumber: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' },
    },
    additionalProperties: false,
  },
  response: { 200: orderDetailAnswer, ...failures },
} as const;

export const cancelOrderSchema = {
  tags,
  summary: 'Cancel an unpaid order: its stock is released at once',
  security: bearer,
  params: idParams,
  response: { 200: orderDetailAnswer, ...failures },
} as const;

export const acceptOrderSchema = {
  tags,
  summary:
    'Keep an order a bank paid after its reservation ended (paid_after_expiry; refund_due once its stock is back), instead of refunding it',
  security: bearer,
  params: idParams,
  response: { 200: orderDetailAnswer, ...failures },
} as const;

export const refundOrderSchema = {
  tags,
  summary:
    'Refund a paid order in full or in part through its bank, at most what was paid and not refunded yet; restock puts its units back',
  description:
    'Within the bank’s rules (BOG: part of a card payment, an installment whole; TBC: one partial cancel on the day of the payment): ' +
    'a refusal answers 422 with the bank’s words, a bank that does not answer 503; the refund is kept as failed. ' +
    'A refund is requested until the bank’s record shows it done (only then counted, restocked and mailed). ' +
    'A part refund with restock names its units; a refund of all that is left puts back every unit not back yet. ' +
    'An installment is refunded at the bank, then recorded with `bankReference` (manual: done at once). ' +
    'Send the same Idempotency-Key again (a retry) and the refund already made is answered, not made twice; a key is bound to its order. ' +
    'With `attemptId` (a surplus attempt: paid while the order held its money already) the surplus is given back at that attempt’s bank, ' +
    'against its own payment there; it restocks nothing and leaves the order where it is.',
  security: bearer,
  params: idParams,
  headers: {
    type: 'object',
    properties: {
      'idempotency-key': { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$' },
    },
  },
  body: {
    type: 'object',
    required: ['amount', 'restock'],
    properties: {
      amount: {
        type: 'number',
        exclusiveMinimum: 0,
        exclusiveMaximum: 10000000000,
        description: 'lari, at most 2 decimals',
      },
      restock: { type: 'boolean' },
      attemptId: { type: 'integer', minimum: 1, description: 'a surplus attempt of the order (its attempts’ id)' },
      units: {
        type: 'object',
        description: 'product id -> units put back (with restock)',
        propertyNames: { pattern: '^[0-9]+$' },
        additionalProperties: { type: 'integer', minimum: 1, maximum: 100000 },
        maxProperties: 200,
      },
      bankReference: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        pattern: '^[^\\u0000-\\u001f\\u007f]*$',
        description:
          'installments only (BOG_LOAN, TBC_LOAN), and required there: no bank refunds a loan by its API, so the operator ' +
          'refunds it at the bank and records it here with the bank’s reference (a manual refund)',
      },
    },
    additionalProperties: false,
  },
  response: { 200: orderDetailAnswer, ...failures },
} as const;
