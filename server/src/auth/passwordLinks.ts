import type { FastifyRequest } from 'fastify';
import { publicBase } from '../http/publicUrl';
import { newToken, tokenHash } from './tokens';

// The back office's set-password links (an invitation's, a forgotten password's): a token like every
// other (only its hash is stored), opening the back office's set-password screen.

/** a fresh link's token for the mail, and what is stored of it */
export function newPasswordLink(ttlMs: number) {
  const token = newToken();
  return { token, stored: { hash: tokenHash(token), ttlMs } };
}

/** the set-password screen's address with the token, from PUBLIC_URL (never the request's Host) */
export function setPasswordUrl(request: FastifyRequest, settings: { publicUrl?: string }, token: string): string {
  return `${publicBase(request, settings)}/admin/set-password?token=${token}`;
}
