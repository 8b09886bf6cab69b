import type { FastifyReply } from 'fastify';
import type { ShopRoutes } from '../../app/shop';
import { ShopError } from '../../domain/errors';
import { PAY_METHODS } from '../../domain/payments';
import { may } from '../../domain/roles';
import { parseCsv, toCsv } from '../../http/csv';
import { listOrders, ORDER_SORTS, ORDER_STATUSES, presentOrderSummary } from '../orders/orders.admin.service';
import {
  allWarehouses,
  listAdminProducts,
  presentAdminProduct,
  PRODUCT_SORTS,
} from '../products/products.admin.service';
import { actorOf } from '../operators/operators.service';
import { importPricesAndStock } from '../products/productImport.service';
import { operatorIn } from '../../auth/adminAccess';
import { answer, bearer, dayOrTime, failures, id, listQuery, rangeEnd, text } from '../../http/adminSchemas';
import { PERSONAL } from '../../http/cacheControl';

// Orders and products as spreadsheets, filtered as their lists are; prices and stock back from one.

const tags = ['admin'];
/** rows fetched at a time while an export is written */
const BATCH = 1000;
/** an export holds at most this many rows */
const MAX_EXPORT = 200_000;
const csvAnswer = { type: 'string', description: 'text/csv, UTF-8, a header row first' } as const;

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', PERSONAL)
    .serializer((payload) => payload as string)
    .send(`\uFEFF${csv}`);
}

/** every page of a list, BATCH rows at a time */
async function allPages<T>(fetch: (limit: number, offset: number) => Promise<{ rows: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; offset < MAX_EXPORT; offset += BATCH) {
    const page = await fetch(BATCH, offset);
    rows.push(...page.rows);
    if (page.rows.length < BATCH) break;
  }
  return rows;
}

const csvRoutes: ShopRoutes = async (app, shop) => {
  const { db } = shop;

  app.get(
    '/orders.csv',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary: 'The orders of the list (same filters and sort) as CSV',
        security: bearer,
        produces: ['text/csv'],
        querystring: listQuery(Object.keys(ORDER_SORTS) as (keyof typeof ORDER_SORTS)[], 'createdAt', {
          status: { type: 'string', enum: ORDER_STATUSES },
          paymentMethod: { type: 'string', enum: PAY_METHODS },
          from: dayOrTime,
          to: dayOrTime,
          customer: { type: 'string', maxLength: 200 },
          number: { type: 'string', maxLength: 40 },
        }),
        response: { 200: csvAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { sort, order, status, paymentMethod, from, to, customer, number } = request.query;
      const filter = { status, paymentMethod, from, to: rangeEnd(to), customer, number };
      const rows = await allPages((limit, offset) =>
        listOrders(db, { limit, offset, sort, descending: order === 'DESC' }, filter),
      );
      const header = [
        'number',
        'createdAt',
        'status',
        'paymentStatus',
        'paymentMethod',
        'total',
        'refunded',
        'customerEmail',
        'customerName',
        'customerPhone',
        'trackingNumber',
      ];
      const lines = rows
        .map(presentOrderSummary)
        .map((o) => [
          o.number,
          o.createdAt,
          o.status,
          o.paymentStatus,
          o.paymentMethod,
          o.total,
          o.refunded,
          o.customer.email,
          o.customer.name,
          o.customer.phone,
          o.trackingNumber,
        ]);
      return sendCsv(reply, 'orders', toCsv(header, lines));
    },
  );

  app.get(
    '/products.csv',
    {
      config: { access: 'products.read' },
      schema: {
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
      },
    },
    async (request, reply) => {
      const { sort, order, q, categoryId, stock, visible, archived } = request.query;
      const prices = may(operatorIn(request).operator.role, 'catalogue');
      const [warehouses, rows] = await Promise.all([
        allWarehouses(db),
        allPages((limit, offset) =>
          listAdminProducts(
            db,
            { limit, offset, sort, descending: order === 'DESC' },
            { q, categoryId, stock, visible, archived },
          ),
        ),
      ]);
      const header = [
        'id',
        'slug',
        'categoryId',
        'nameEn',
        'nameKa',
        ...(prices ? ['price', 'discountedPrice'] : []),
        'visible',
        'archived',
        'liveStock',
        'reserved',
        ...warehouses.map((warehouse) => `stock:${warehouse.code}`),
      ];
      const lines = rows.map((row) => {
        const p = presentAdminProduct(row, true);
        return [
          p.id,
          p.slug,
          p.categoryId,
          p.name.en,
          p.name.ka,
          ...(prices ? [p.price, p.discountedPrice] : []),
          p.visible,
          p.archived,
          p.liveStock,
          p.reserved,
          ...warehouses.map((warehouse) => p.stock.find((s) => s.warehouseId === warehouse.id)?.quantity ?? 0),
        ];
      });
      return sendCsv(reply, 'products', toCsv(header, lines));
    },
  );

  app.post(
    '/products/import',
    {
      config: { access: 'catalogue' },
      schema: {
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
      },
    },
    async (request) => {
      const table = parseCsv(request.body);
      if (!table || table.length === 0) throw new ShopError(422, 'import_invalid_csv');
      return importPricesAndStock(shop, actorOf(operatorIn(request).operator), table, request.query.preview);
    },
  );
};

export default csvRoutes;
