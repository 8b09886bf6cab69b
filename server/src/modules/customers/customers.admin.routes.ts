import type { ShopRoutes } from '../../app/shop';
import { CUSTOMER_SORTS, customerDetail, listCustomers, presentCustomer, setDisabled } from './customers.service';
import { dashboard } from '../dashboard/dashboard.service';
import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { answer, bearer, dateTime, failures, idParams, listOf, listQuery, pageOf, text } from '../../http/adminSchemas';
import { orderSummary } from '../orders/orders.admin.routes';

// Customers (managers and owners): their accounts and orders, and disabling one; and the dashboard.

const tags = ['admin'];
const customerFields = {
  id: { type: 'integer' },
  email: text,
  name: text,
  fname: text,
  lname: text,
  phone: text,
  pid: text,
  createdAt: dateTime,
  disabled: { type: 'boolean' },
  orders: { type: 'integer' },
  spent: { type: 'number', description: 'lari: paid orders less their refunds' },
} as const;
const customer = answer(customerFields);
const customerWithOrders = answer({ ...customerFields, orderList: { type: 'array', items: orderSummary } });

const customerRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/customers',
    {
      config: { access: 'customers' },
      schema: {
        tags,
        summary: 'Customers',
        security: bearer,
        querystring: listQuery(Object.keys(CUSTOMER_SORTS) as (keyof typeof CUSTOMER_SORTS)[], 'id', {
          q: { type: 'string', maxLength: 200, description: 'a part of the email, name or phone' },
          disabled: { type: 'boolean' },
        }),
        response: { 200: listOf(customer), ...failures },
      },
    },
    async (request) => {
      const { q, disabled } = request.query;
      const { rows, total } = await listCustomers(db, pageOf(request.query), { q, disabled });
      return { items: rows.map(presentCustomer), total };
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { access: 'customers' },
      schema: {
        tags,
        summary: 'One customer with their orders',
        security: bearer,
        params: idParams,
        response: { 200: customerWithOrders, ...failures },
      },
    },
    async (request) => customerDetail(db, request.params.id),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/customers/:id/${action}`,
      {
        config: { access: 'customers' },
        schema: {
          tags,
          summary: disabled
            ? "Disable a customer's account: its sessions end, and it cannot sign in"
            : "Enable a customer's account again",
          security: bearer,
          params: idParams,
          response: { 200: customer, ...failures },
        },
      },
      async (request) =>
        presentCustomer(await setDisabled(db, actorOf(operatorIn(request).operator), request.params.id, disabled)),
    );
  }

  app.get(
    '/dashboard',
    {
      config: { access: 'dashboard' },
      schema: {
        tags,
        summary:
          'Orders and revenue today and this week (UTC; paid orders, less refunds), orders waiting for an action, low stock',
        security: bearer,
        response: {
          200: answer({
            ordersToday: { type: 'integer' },
            revenueToday: { type: 'number' },
            ordersWeek: { type: 'integer' },
            revenueWeek: { type: 'number' },
            awaitingAction: { type: 'integer', description: 'to pack, to ship, and late payments to decide on' },
            awaiting: answer({
              paid: { type: 'integer' },
              packed: { type: 'integer' },
              paid_after_expiry: { type: 'integer' },
              refund_due: { type: 'integer' },
            }),
            lowStock: {
              type: 'array',
              items: answer({ id: { type: 'integer' }, slug: text, name: text, liveStock: { type: 'integer' } }),
            },
          }),
          ...failures,
        },
      },
    },
    async (request) => dashboard(db, request.lang),
  );
};

export default customerRoutes;
