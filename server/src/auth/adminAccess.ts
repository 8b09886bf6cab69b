import type { FastifyError, FastifyInstance } from 'fastify';
import type { Shop } from '../app/shop';
import { operatorOf } from './operators';
import { ShopError } from '../domain/errors';
import { translate } from '../domain/messages';
import { may, type Access } from '../domain/roles';
import { toShopError } from '../http/errors';
import type { OperatorRow } from '../modules/operators/operators.service';

// Who gets into the back office's API: every route names its access in its config (`access`), and
// one hook checks it before the body is read: 'public' (the sign-in steps), 'signedIn' (any operator)
// or a permission of domain/roles.ts. A route that names none is refused to everyone.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call an /api/admin route */
    access?: Access;
  }
  interface FastifyRequest {
    /** the signed-in operator of an /api/admin route, and their session's token hash */
    operator: { operator: OperatorRow; tokenHash: string } | null;
  }
}

export function installAccess(app: FastifyInstance, shop: Shop) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    // the back office is Georgian unless the browser asks otherwise (the shop's API answers English then)
    if (!request.headers['accept-language']) request.lang = 'ka';
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    const signedIn = await operatorOf(request, shop);
    request.operator = signedIn;
    if (access === 'signedIn') return;
    if (!access || !may(signedIn.operator.role, access)) throw new ShopError(403, 'operator_forbidden');
  });
}

/** the operator the access hook let through */
export function operatorIn(request: { operator: { operator: OperatorRow; tokenHash: string } | null }) {
  if (!request.operator) throw new ShopError(401, 'unauthenticated');
  return request.operator;
}

/**
 * The back office's failures: the shop's `{ message }`, with one message per field (react-admin shows
 * `errors.<field>` under its input) rather than the shop's list per field.
 */
export function installErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const shopError = toShopError(error);
    if (shopError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const message = translate(request.lang, shopError.key, shopError.params);
    if (!shopError.fields) return reply.code(shopError.statusCode).send({ message });
    const errors = Object.fromEntries(
      Object.entries(shopError.fields).map(([field, [problem]]) => [
        field,
        translate(request.lang, problem.key, { field, ...problem.params }),
      ]),
    );
    return reply.code(shopError.statusCode).send({ message, errors });
  });
}
