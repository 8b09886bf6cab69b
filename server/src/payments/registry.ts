import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { bogProvider } from './bog';
import type { BankSettings, HostedPageProvider } from './hostedPage';
import { libertyProvider } from './liberty';
import { PROVIDERS, type PayMethod, type ProviderName } from '../domain/payments';
import { tbcProvider } from './tbc';

const FACTORIES: Record<ProviderName, (settings: BankSettings) => HostedPageProvider> = {
  bog: bogProvider,
  tbc: tbcProvider,
  liberty: libertyProvider,
};

export interface Payments {
  /** no bank is configured and the sandbox is off: checkout answers 503 */
  none: boolean;
  /** the provider for a method, or null when it is not available here */
  forMethod(method: PayMethod): HostedPageProvider | null;
  byName(name: ProviderName): HostedPageProvider | null;
  /** a bank this server plays, or null */
  sandboxBank(name: ProviderName): HostedPageProvider | null;
}

/**
 * The banks of the configuration (config.ts): `<BANK>_PAYMENT_HOST` and `<BANK>_PAYMENT_SECRET` point a
 * bank at a real gateway. A bank without a host is played by this server's sandbox when the sandbox
 * is on (by default in development only); its secret then defaults to a random one, which is enough
 * because the sandbox signs and checks in the same process.
 */
export function paymentsOf(config: Pick<Config, 'banks' | 'paymentsSandbox'>): Payments {
  const providers = new Map<ProviderName, HostedPageProvider>();
  for (const name of PROVIDERS) {
    const { host, secret } = config.banks[name];
    if (!host && !config.paymentsSandbox) continue;
    providers.set(name, FACTORIES[name]({ host, secret: secret ?? randomBytes(32).toString('hex') }));
  }
  return {
    none: providers.size === 0,
    forMethod: (method) => [...providers.values()].find((provider) => provider.methods.includes(method)) ?? null,
    byName: (name) => providers.get(name) ?? null,
    sandboxBank: (name) => {
      const provider = providers.get(name);
      return provider?.sandboxed ? provider : null;
    },
  };
}
