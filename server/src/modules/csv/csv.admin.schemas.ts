import { answer, bearer, failures, id, listQuery, text } from '../../http/adminSchemas';
import { ORDER_SORTS, ORDER_STATUSES } from '../orders/orders.admin.service';
import { orderFilters } from '../orders/orders.admin.schemas';
import { PRODUCT_SORTS } from '../products/products.admin.service';

// The back office's CSV exports and the price and stock import as the OpenAPI document shows them.

const tags = ['admin'];
const csvAnswer = { type: 'string', description: 'text/csv, UTF-8, a header row first' } as const;

export const ordersCsvSchema = {
  tags,
  summary:
    'The orders of the list (same filters and sort) as CSV, with their delivery (method, address as a courier reads it, phone, pickup point); without money for staff (no subtotal, discount, deliveryFee, total, paid, refunded columns)',
  security: bearer,
  produces: ['text/csv'],
  querystring: listQuery(Object.keys(ORDER_SORTS) as (keyof typeof ORDER_SORTS)[], 'createdAt', {
    status: { type: 'string', enum: ORDER_STATUSES },
    ...orderFilters,
  }),
  response: { 200: csvAnswer, ...failures },
} as const;

export const productsCsvSchema = {
  tags,
  summary:
    'The products of the list (same filters and sort) as CSV; without prices for staff. Its slug, price, discountedPrice and stock:<warehouse> columns import back',
  security: bearer,
  produces: ['text/csv'],
  querystring: listQuery(Object.keys(PRODUCT_SORTS) as (keyof typeof PRODUCT_SORTS)[], 'id', {
    q: { type: 'string', maxLength: 200 },
    categoryId: id,
    stock: { type: 'string', enum: ['in', 'out', 'low'] },
    visible: { type: 'boolean' },
    archived: { type: 'boolean' },
  }),
  response: { 200: csvAnswer, ...failures },
} as const;

export const importCsvSchema = {
  tags,
  summary:
    'Prices and stock from a CSV (text/csv): slug names the product; price, discountedPrice (empty: none) and stock:<warehouse code> change it. All rows or none: any fault answers 422 with errors per "<row>.<column>" (the header is row 1). preview=true checks and answers the changes without applying them',
  security: bearer,
  consumes: ['text/csv'],
  querystring: {
    type: 'object',
    properties: { preview: { type: 'boolean', default: true } },
    additionalProperties: false,
  },
  body: { type: 'string', maxLength: 4 * 1024 * 1024 },
  response: {
    200: answer({
      applied: { type: 'boolean' },
      rows: {
        type: 'array',
        items: answer({
          row: { type: 'integer' },
          slug: text,
          changes: {
            type: 'object',
            additionalProperties: answer({
              from: { type: ['number', 'null'] },
              to: { type: ['number', 'null'] },
            }),
          },
        }),
      },
    }),
    ...failures,
  },
} as const;
