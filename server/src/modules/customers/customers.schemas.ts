import { answer, bearer, dateTime, failures, idParams, listOf, listQuery, text } from '../../http/adminSchemas';
import { orderSummary } from '../orders/orders.admin.schemas';
import { CUSTOMER_SORTS } from './customers.service';

// The back office's API of the customers and the dashboard as the OpenAPI document shows it.

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

/** disabling an account, or enabling it again */
export const accessSchema = (disabled: boolean) =>
  ({
    tags,
    summary: disabled
      ? "Disable a customer's account: its sessions end, and it cannot sign in"
      : "Enable a customer's account again",
    security: bearer,
    params: idParams,
    response: { 200: customer, ...failures },
  }) as const;

export const customersSchema = {
  tags,
  summary: 'Customers',
  security: bearer,
  querystring: listQuery(Object.keys(CUSTOMER_SORTS) as (keyof typeof CUSTOMER_SORTS)[], 'id', {
    q: { type: 'string', maxLength: 200, description: 'a part of the email, name or phone' },
    disabled: { type: 'boolean' },
  }),
  response: { 200: listOf(customer), ...failures },
} as const;

export const customerSchema = {
  tags,
  summary: 'One customer with their orders',
  security: bearer,
  params: idParams,
  response: { 200: customerWithOrders, ...failures },
} as const;

export const dashboardSchema = {
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
} as const;
