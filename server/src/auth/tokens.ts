import { createHash, randomBytes } from 'node:crypto';

/** a fresh random token; only its hash is stored */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
