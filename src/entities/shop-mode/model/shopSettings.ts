import { fields, list, text } from '@/shared/lib';

/** What GET /api/settings says of the server's payments. */
export interface ShopSettings {
  /** the methods a checkout may name there; null: the server does not say (a server of the spec's contract) */
  paymethods: string[] | null;
  /** the server's sandbox plays a bank: no real payment is taken */
  testMode: boolean;
}

/** A server of the spec's contract says nothing: its own methods, no test mode. */
export const unknownSettings: ShopSettings = { paymethods: null, testMode: false };

export function readShopSettings(raw: unknown): ShopSettings {
  const answer = fields<{ paymethods: unknown; test_mode: unknown }>(raw);
  const paymethods = Array.isArray(answer.paymethods)
    ? list(answer.paymethods).flatMap((method) => text(method) ?? [])
    : null;
  return { paymethods, testMode: answer.test_mode === true };
}
