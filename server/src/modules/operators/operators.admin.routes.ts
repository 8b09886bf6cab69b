import type { ShopRoutes } from '../../context';
import { hashPassword } from '../../auth/passwords';
import { ShopError } from '../../domain/errors';
import {
  actorOf,
  createOperator,
  editOperator,
  findOperator,
  listOperators,
  presentOperator,
  removeOperator,
  resetTwoStep,
} from './operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { okStatus, pageOf } from '../../http/adminSchemas';
import {
  addOperatorSchema,
  editOperatorSchema,
  operatorSchema,
  operatorsSchema,
  removeOperatorSchema,
  resetTwoStepSchema,
} from './operators.admin.schemas';

// The owner's management of operators: accounts, roles, removal (their sessions end) and a reset of
// two-step sign-in (a lost phone).

const config = { access: 'operators' } as const;

const operatorRoutes: ShopRoutes = async (app, { db, settings }) => {
  app.get(
    '/operators',
    {
      config,
      schema: operatorsSchema,
    },
    async (request) => {
      const { q, role: roleFilter } = request.query;
      const { rows, total } = await listOperators(db, pageOf(request.query), { q, role: roleFilter });
      return { items: rows.map(presentOperator), total };
    },
  );

  app.get(
    '/operators/:id',
    {
      config,
      schema: operatorSchema,
    },
    async (request) => {
      const found = await findOperator(db, request.params.id);
      if (!found) throw new ShopError(404, 'not_found');
      return presentOperator(found);
    },
  );

  app.post(
    '/operators',
    {
      config,
      schema: addOperatorSchema,
    },
    async (request) => {
      const { password, ...fields } = request.body;
      const created = await createOperator(db, actorOf(operatorIn(request).operator), {
        ...fields,
        email: fields.email.trim(),
        name: fields.name.trim(),
        passwordHash: await hashPassword(password, settings.scryptCost),
      });
      return presentOperator(created);
    },
  );

  app.put(
    '/operators/:id',
    {
      config,
      schema: editOperatorSchema,
    },
    async (request) => {
      const { name: newName, role: newRole, version: current } = request.body;
      const edited = await editOperator(db, actorOf(operatorIn(request).operator), request.params.id, {
        name: newName.trim(),
        role: newRole,
        version: current,
      });
      return presentOperator(edited);
    },
  );

  app.delete(
    '/operators/:id',
    {
      config,
      schema: removeOperatorSchema,
    },
    async (request) => {
      await removeOperator(db, actorOf(operatorIn(request).operator), request.params.id);
      return okStatus;
    },
  );

  app.post(
    '/operators/:id/reset-2fa',
    {
      config,
      schema: resetTwoStepSchema,
    },
    async (request) =>
      presentOperator(await resetTwoStep(db, actorOf(operatorIn(request).operator), request.params.id)),
  );
};

export default operatorRoutes;
