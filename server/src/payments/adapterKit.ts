import { createHash } from 'node:crypto';
import { ShopError } from '../domain/errors';
import { toNumeric, toTetri } from '../domain/money';
import { BankRefused } from './bankHttp';

// What the three adapters share: where an endpoint is, a bearer token kept until it expires, the
// amounts as banks write them, and a refusal turned into the shop's answer.

/**
 * A bank's endpoint. A real bank's base is absolute; the sandbox this server plays has a path only
 * (/sandbox/bog), reached at the address the shopper opened the shop at (its pages' links follow it).
 */
export function endpoint(base: string, path: string, shopUrl = 'http://localhost'): string {
  const absolute = /^https?:\/\//.test(base) ? base : `${shopUrl}${base}`;
  return `${absolute.replace(/\/+$/, '')}${path}`;
}

interface Token {
  token: string;
  expiresInS: number;
}

/**
 * A bearer token, asked for once and kept until shortly before it expires (one request at a time
 * asks; the others wait for it). A 401 of the bank drops it: `authorized` asks for a new one, once.
 */
export function tokenCache(fetchToken: () => Promise<Token>) {
  let kept: { token: string; until: number } | null = null;
  let asking: Promise<string> | null = null;
  const current = () => {
    if (kept && Date.now() < kept.until) return Promise.resolve(kept.token);
    asking ??= fetchToken()
      .then(({ token, expiresInS }) => {
        // a minute early, or a tenth of a short life
        kept = { token, until: Date.now() + Math.max(0, expiresInS * 1000 - Math.min(60_000, expiresInS * 100)) };
        return token;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  };
  return {
    current,
    async authorized<T>(call: (token: string) => Promise<T>): Promise<T> {
      try {
        return await call(await current());
      } catch (error) {
        if (!(error instanceof BankRefused) || error.answer.status !== 401) throw error;
        kept = null;
        return call(await current());
      }
    },
  };
}

/** a UUID v4 in form, the same for the same text: the idempotency key of one order's payment or refund */
export function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "1299.50" -> 1299.5: the JSON number banks take */
export const lariNumber = (amount: string) => toTetri(amount) / 100;

/** a bank's number or string amount -> "1299.50" */
export const amountText = (amount: unknown) =>
  typeof amount === 'number' || typeof amount === 'string' ? toNumeric(toTetri(amount)) : '0.00';

/** a bank's refusal of a refund: the operator reads the bank's words; nothing was given back */
export async function refundRefusals<T>(bank: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BankRefused)
      throw new ShopError(422, 'refund_refused', { bank, reason: error.answer.text.slice(0, 300) });
    throw error;
  }
}

/** a field of an object the bank answered, read without trusting its shape */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export const textField = (value: unknown, ...path: string[]) => {
  const found = field(value, ...path);
  return typeof found === 'string' || typeof found === 'number' ? String(found) : null;
};
