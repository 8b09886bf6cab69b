import type { FastifyRequest } from 'fastify';
import type { ShopRoutes } from '../../context';
import { inviteMail } from '../../auth/operatorMails';
import { newPasswordLink, setPasswordUrl } from '../../auth/passwordLinks';
import { ShopError } from '../../domain/errors';
import {
  actorOf,
  editOperator,
  findOperator,
  inviteOperator,
  listOperators,
  presentOperator,
  reinviteOperator,
  removeOperator,
  resetTwoStep,
  type NewLink,
  type OperatorRow,
} from './operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { okStatus, pageOf } from '../../http/adminSchemas';
import {
  addOperatorSchema,
  editOperatorSchema,
  operatorSchema,
  operatorsSchema,
  reinviteOperatorSchema,
  removeOperatorSchema,
  resetTwoStepSchema,
} from './operators.admin.schemas';

// The owner's management of operators: invitations by mail, roles (a new role ends the operator's
// sessions), removal (their sessions end) and a reset of two-step sign-in (a lost phone).

const config = { access: 'operators' } as const;
const HOUR_MS = 60 * 60 * 1000;

const operatorRoutes: ShopRoutes = async (app, { db, settings, mailer }) => {
  /** stores an invitation's link (`store`), then mails it in the operator's language */
  async function invite(request: FastifyRequest, store: (link: NewLink) => Promise<OperatorRow>) {
    const { token, stored } = newPasswordLink(settings.adminInviteTtlMs);
    const operator = await store(stored);
    const link = setPasswordUrl(request, settings, token);
    try {
      await mailer.send(inviteMail(operator.lang, operator, link, Math.round(settings.adminInviteTtlMs / HOUR_MS)));
    } catch (error) {
      // the operator and their link stay: the owner sends the invitation again from the operator's page
      request.log.error({ err: error }, 'mailing an invitation failed');
      throw new ShopError(503, 'invite_mail_failed');
    }
    return presentOperator(operator);
  }

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
      const { email, name, role, lang = request.lang } = request.body;
      const actor = actorOf(operatorIn(request).operator);
      return invite(request, (link) =>
        inviteOperator(db, actor, { email: email.trim(), name: name.trim(), role, lang }, link),
      );
    },
  );

  app.post(
    '/operators/:id/invite',
    {
      config,
      schema: reinviteOperatorSchema,
    },
    async (request) => {
      const actor = actorOf(operatorIn(request).operator);
      return invite(request, (link) => reinviteOperator(db, actor, request.params.id, link));
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
