import path from 'node:path';
import type { Config } from '../config';
import { PAY_METHODS, type PayMethod, type ProviderName } from '../domain/payments';
import { bankClient, type Fetch } from './bankHttp';
import { bogProvider } from './bog';
import { libertyProvider } from './liberty';
import type { PaymentProvider } from './provider';
import { BOG_SANDBOX, BOG_SANDBOX_TOKEN } from './sandbox/bog';
import { LIBERTY_SANDBOX } from './sandbox/liberty';
import { SandboxBanks } from './sandbox/store';
import { TBC_SANDBOX } from './sandbox/tbc';
import { tbcProvider } from './tbc';

export interface Payments {
  /** no bank is configured and the sandbox is off: checkout answers 503 */
  none: boolean;
  /** the provider for a method, or null when it is not available here */
  forMethod(method: PayMethod): PaymentProvider | null;
  byName(name: ProviderName): PaymentProvider | null;
  all(): PaymentProvider[];
  /** the banks this server plays, or null when it plays none */
  sandbox: SandboxBanks | null;
  /** the methods a checkout may name here: those of the configured banks and of the banks the sandbox plays */
  methods: PayMethod[];
}

/**
 * The banks of the configuration (config.ts): a bank with credentials is the real one, reached with
 * fetch at its configured addresses; a bank without is played by this server's sandbox when the
 * sandbox is on (by default in development only), reached in-process (`inProcess`) with the
 * credentials and BOG public key the sandbox made. The adapters are the same either way.
 */
export function paymentsOf(
  config: Pick<Config, 'banks' | 'paymentsSandbox' | 'bankCalls' | 'dataDir'>,
  inProcess: Fetch,
): Payments {
  const { bog, tbc, liberty } = config.banks;
  // Liberty is offered only when switched on (LIBERTY_ENABLED): its adapter follows no published specification
  const sandboxNeeded =
    config.paymentsSandbox && (!bog.credentials || !tbc.credentials || (liberty.enabled && !liberty.credentials));
  const sandbox = sandboxNeeded
    ? new SandboxBanks({ keyFile: path.join(config.dataDir, 'sandbox-bog-key.pem') })
    : null;
  const providers = new Map<ProviderName, PaymentProvider>();

  if (bog.credentials) {
    providers.set(
      'bog',
      bogProvider({ ...bog, ...bog.credentials, sandboxed: false }, bankClient('bog', fetch, config.bankCalls)),
    );
  } else if (sandbox) {
    const settings = { apiUrl: BOG_SANDBOX, tokenUrl: BOG_SANDBOX_TOKEN, ...sandbox.credentials.bog };
    const client = bankClient('bog', inProcess, config.bankCalls);
    providers.set('bog', bogProvider({ ...settings, publicKey: sandbox.bogKeys.publicKey, sandboxed: true }, client));
  }
  if (tbc.credentials) {
    providers.set(
      'tbc',
      tbcProvider({ ...tbc, ...tbc.credentials, sandboxed: false }, bankClient('tbc', fetch, config.bankCalls)),
    );
  } else if (sandbox) {
    const settings = { apiUrl: TBC_SANDBOX, ...sandbox.credentials.tbc, sandboxed: true };
    providers.set('tbc', tbcProvider(settings, bankClient('tbc', inProcess, config.bankCalls)));
  }
  if (liberty.credentials) {
    const settings = { ...liberty.credentials, sandboxed: false };
    providers.set('liberty', libertyProvider(settings, bankClient('liberty', fetch, config.bankCalls)));
  } else if (sandbox && liberty.enabled) {
    const settings = {
      ...sandbox.credentials.liberty,
      payUrl: `${LIBERTY_SANDBOX}/pay`,
      apiUrl: `${LIBERTY_SANDBOX}/api`,
      sandboxed: true,
    };
    providers.set('liberty', libertyProvider(settings, bankClient('liberty', inProcess, config.bankCalls)));
  }

  return {
    none: providers.size === 0,
    forMethod: (method) => [...providers.values()].find((provider) => provider.methods.includes(method)) ?? null,
    byName: (name) => providers.get(name) ?? null,
    all: () => [...providers.values()],
    sandbox,
    methods: PAY_METHODS.filter((method) => [...providers.values()].some((bank) => bank.methods.includes(method))),
  };
}
