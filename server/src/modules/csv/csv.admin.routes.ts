import type { FastifyReply } from 'fastify';
import type { ShopRoutes } from '../../context';
import { parseCsv, toCsv } from '../../http/csv';
import { importTable, ordersTable, productsTable, type Table } from './csv.admin.service';
import { importCsvSchema, ordersCsvSchema, productsCsvSchema } from './csv.admin.schemas';
import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { orderListFilter } from '../orders/orderSearch.service';
import { PERSONAL } from '../../http/cacheControl';
import { rangeEnd } from '../../http/adminSchemas';

// Orders and products as spreadsheets, filtered as their lists are; prices and stock back from one. Their
// schemas: csv.admin.schemas.ts; the rows and the import's rules: csv.admin.service.ts.

function sendCsv(reply: FastifyReply, name: string, { header, lines }: Table) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', PERSONAL)
    .serializer((payload) => payload as string)
    .send(`\uFEFF${toCsv(header, lines)}`);
}

const csvRoutes: ShopRoutes = async (app, shop) => {
  const { db } = shop;

  app.get(
    '/orders.csv',
    {
      config: { access: 'orders' },
      schema: ordersCsvSchema,
    },
    async (request, reply) => {
      const { sort, order, ...query } = request.query;
      const table = await ordersTable(
        db,
        { role: operatorIn(request).operator.role, lang: request.lang },
        { sort, descending: order === 'DESC' },
        orderListFilter({ ...query, to: rangeEnd(query.to) }),
      );
      return sendCsv(reply, 'orders', table);
    },
  );

  app.get(
    '/products.csv',
    {
      config: { access: 'products.read' },
      schema: productsCsvSchema,
    },
    async (request, reply) => {
      const { sort, order, q, categoryId, stock, visible, archived } = request.query;
      const table = await productsTable(
        db,
        operatorIn(request).operator.role,
        { sort, descending: order === 'DESC' },
        { q, categoryId, stock, visible, archived },
      );
      return sendCsv(reply, 'products', table);
    },
  );

  app.post(
    '/products/import',
    {
      config: { access: 'catalogue' },
      schema: importCsvSchema,
    },
    async (request) =>
      importTable(shop, actorOf(operatorIn(request).operator), parseCsv(request.body), request.query.preview),
  );
};

export default csvRoutes;
