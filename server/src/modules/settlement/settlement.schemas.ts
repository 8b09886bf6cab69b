import { PROVIDERS } from '../../domain/payments';
import * as s from '../../http/schemas';

/** the bank a callback or return address names */
const providerParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', enum: PROVIDERS } },
} as const;

export const bankCallbackSchema = {
  summary: "A bank's notice that a payment changed: the shop asks the bank, and settles the order by its answer",
  description:
    'BOG: its JSON callback, SHA256withRSA of the raw body in Callback-Signature (BOG_PUBLIC_KEY) when signed (optional: unsigned, it only names the payment). ' +
    'TBC: {"PaymentId"}, unsigned, JSON or form-encoded. A payment is asked about at most 5 times a minute. ' +
    'Liberty: {"order_id"}, unsigned. 200 once applied, or when it changes nothing (a replay); 401 for a forged signature, ' +
    '404 for a payment nobody knows, 422 when the bank’s payment does not match the order, 503 when the bank does not answer.',
  params: providerParams,
  body: { type: 'object' },
  response: { 200: s.okAnswer, ...s.failures },
} as const;

export const bankReturnSchema = {
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
} as const;
