import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Shop } from '../app/shop';
import type { AuthUser } from '../http/context';
import { userIdForToken } from '../modules/accounts/accounts.service';
import { ShopError } from '../domain/errors';
import { tokenHash } from './tokens';

/** an onRequest hook for routes that need a signed-in customer: 401 before the body is even read */
export function authenticate(db: Shop['db']): onRequestAsyncHookHandler {
  return async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw new ShopError(401, 'unauthenticated');
    const hash = tokenHash(match[1]);
    const userId = await userIdForToken(db, hash);
    if (userId === null) throw new ShopError(401, 'unauthenticated');
    request.user = { id: userId, tokenHash: hash };
  };
}

/** the customer the authenticate hook let through */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ShopError(401, 'unauthenticated');
  return request.user;
}
