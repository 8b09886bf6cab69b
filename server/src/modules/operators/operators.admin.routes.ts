import type { ShopRoutes } from '../../app/shop';
import { hashPassword } from '../../auth/passwords';
import { ShopError } from '../../domain/errors';
import { ROLES } from '../../domain/roles';
import * as s from '../../http/schemas';
import {
  actorOf,
  createOperator,
  editOperator,
  findOperator,
  listOperators,
  OPERATOR_SORTS,
  presentOperator,
  removeOperator,
  resetTwoStep,
} from './operators.service';
import { operatorIn } from '../../auth/adminAccess';
import {
  bearer,
  failures,
  idParams,
  listOf,
  listQuery,
  okAnswer,
  okStatus,
  pageOf,
  version,
} from '../../http/adminSchemas';
import { operator, operatorPassword } from './session.admin.routes';

// The owner's management of operators: accounts, roles, removal (their sessions end) and a reset of
// two-step sign-in (a lost phone).

const role = { type: 'string', enum: ROLES } as const;
const name = { ...s.personName, maxLength: 100 } as const;
const config = { access: 'operators' } as const;
const tags = ['admin'];

const operatorRoutes: ShopRoutes = async (app, { db, settings }) => {
  app.get(
    '/operators',
    {
      config,
      schema: {
        tags,
        summary: 'Operators (owner)',
        security: bearer,
        querystring: listQuery(Object.keys(OPERATOR_SORTS) as (keyof typeof OPERATOR_SORTS)[], 'id', {
          q: { type: 'string', maxLength: 200, description: 'a part of the email or name' },
          role,
        }),
        response: { 200: listOf(operator), ...failures },
      },
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
      schema: {
        tags,
        summary: 'One operator (owner)',
        security: bearer,
        params: idParams,
        response: { 200: operator, ...failures },
      },
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
      schema: {
        tags,
        summary: 'Add an operator (owner); owners and managers enrol two-step sign-in at their first sign-in',
        security: bearer,
        body: {
          type: 'object',
          required: ['email', 'name', 'role', 'password'],
          properties: { email: s.email, name, role, password: operatorPassword },
          additionalProperties: false,
        },
        response: { 200: operator, ...failures },
      },
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
      schema: {
        tags,
        summary: "Change an operator's name or role (owner); 409 when the version is not the current one",
        security: bearer,
        params: idParams,
        body: {
          type: 'object',
          required: ['name', 'role', 'version'],
          properties: { name, role, version },
        },
        response: { 200: operator, ...failures },
      },
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
      schema: {
        tags,
        summary: 'Remove an operator (owner): their sessions end; the audit log keeps their email',
        security: bearer,
        params: idParams,
        response: { 200: okAnswer, ...failures },
      },
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
      schema: {
        tags,
        summary:
          "Turn an operator's two-step sign-in off (a lost phone): their sessions end, the next sign-in enrols again",
        security: bearer,
        params: idParams,
        response: { 200: operator, ...failures },
      },
    },
    async (request) =>
      presentOperator(await resetTwoStep(db, actorOf(operatorIn(request).operator), request.params.id)),
  );
};

export default operatorRoutes;
