import { randomBytes } from 'node:crypto';
import { bogProvider } from './bog';
import type { HostedPageProvider } from './hostedPage';
import { libertyProvider } from './liberty';
import { PROVIDERS, type PayMethod, type ProviderName } from './provider';
import { tbcProvider } from './tbc';

export interface BankSettings {
  /** the bank's base URL; absent: this server's sandbox bank */
  host?: string;
  secret: string;
}

const FACTORIES: Record<ProviderName, (settings: BankSettings) => HostedPageProvider> = {
  bog: bogProvider,
  tbc: tbcProvider,
  liberty: libertyProvider,
};

export interface Payments {
  /** the provider for a method, or null when it is not available here */
  forMethod(method: PayMethod): HostedPageProvider | null;
  byName(name: ProviderName): HostedPageProvider | null;
  /** a bank this server plays, or null */
  sandboxBank(name: ProviderName): HostedPageProvider | null;
}

/**
 * Banks from the environment: `<BANK>_PAYMENT_HOST` and `<BANK>_PAYMENT_SECRET` (BANK = BOG, TBC,
 * LIBERTY) point a bank at a real gateway. A bank without a host is played by this server's sandbox,
 * unless PAYMENTS_SANDBOX=off; its secret then defaults to a random one, which is enough because
 * the sandbox signs and checks in the same process.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv): Payments {
  const sandboxOn = env.PAYMENTS_SANDBOX !== 'off';
  const providers = new Map<ProviderName, HostedPageProvider>();
  for (const name of PROVIDERS) {
    const prefix = name.toUpperCase();
    const host = env[`${prefix}_PAYMENT_HOST`] || undefined;
    const secret = env[`${prefix}_PAYMENT_SECRET`] || undefined;
    if (host && !secret) throw new Error(`${prefix}_PAYMENT_HOST is set but ${prefix}_PAYMENT_SECRET is not`);
    if (!host && !sandboxOn) continue;
    providers.set(name, FACTORIES[name]({ host, secret: secret ?? randomBytes(32).toString('hex') }));
  }
  return {
    forMethod: (method) => [...providers.values()].find((provider) => provider.methods.includes(method)) ?? null,
    byName: (name) => providers.get(name) ?? null,
    sandboxBank: (name) => {
      const provider = providers.get(name);
      return provider?.sandboxed ? provider : null;
    },
  };
}
