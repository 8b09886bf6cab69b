import { fields, list, text } from '@/shared/lib';

/** What GET /api/settings says of the server's payments. */
export interface ShopSettings {
  /** the methods a checkout may name there; null: the server does not say (a server of the spec's contract) */
  paymethods: string[] | null;
  /** the server's sandbox plays a bank: no real payment is taken */
  testMode: boolean;
  /** BOG's calculator script as the server is configured (BOG_SDK_URL); null: the build's own */
  bogSdkUrl: string | null;
}

/** A server of the spec's contract says nothing: its own methods, no test mode. */
export const unknownSettings: ShopSettings = { paymethods: null, testMode: false, bogSdkUrl: null };

export function readShopSettings(raw: unknown): ShopSettings {
  const answer = fields<{ paymethods: unknown; test_mode: unknown; bog_sdk_url: unknown }>(raw);
  const paymethods = Array.isArray(answer.paymethods)
    ? list(answer.paymethods).flatMap((method) => text(method) ?? [])
    : null;
  const bogSdkUrl = text(answer.bog_sdk_url);
  return {
    paymethods,
    testMode: answer.test_mode === true,
    bogSdkUrl: bogSdkUrl && /^https?:\/\//.test(bogSdkUrl) ? bogSdkUrl : null,
  };
}
