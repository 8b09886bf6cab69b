import type { ShopRoutes } from '../../context';
import { pageOf } from '../../http/adminSchemas';
import { accessSchema, customerSchema, customersSchema, dashboardSchema } from './customers.schemas';
import { customerDetail, listCustomers, presentCustomer, setDisabled } from './customers.service';
import { dashboard } from '../dashboard/dashboard.service';
import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
// Customers (managers and owners): their accounts and orders, and disabling one; and the dashboard.

const customerRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/customers',
    {
      config: { access: 'customers' },
      schema: customersSchema,
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
      schema: customerSchema,
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
        schema: accessSchema(disabled),
      },
      async (request) =>
        presentCustomer(await setDisabled(db, actorOf(operatorIn(request).operator), request.params.id, disabled)),
    );
  }

  app.get(
    '/dashboard',
    {
      config: { access: 'dashboard' },
      schema: dashboardSchema,
    },
    async (request) => dashboard(db, request.lang),
  );
};

export default customerRoutes;
