import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function signatureMatches(secret: string, data: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(hmac(secret, data), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
