import path from 'node:path';
import envSchema from 'env-schema';
import { PROVIDERS, type ProviderName } from './domain/payments';
import type { LoanTerms } from './domain/installments';
import type { UnpaidLimits } from './domain/unpaidLimits';

// The server's whole configuration, read from the environment once, at start, and checked there: a
// wrong value stops the server with a message naming the variable. `.env.example` lists every
// variable with its default; nothing else in the server reads process.env.

const bankVariables = Object.fromEntries(
  PROVIDERS.flatMap((name) => [
    [`${name.toUpperCase()}_PAYMENT_HOST`, { type: 'string', default: '', pattern: '^(https?://.+)?$' }],
    [`${name.toUpperCase()}_PAYMENT_SECRET`, { type: 'string', default: '' }],
  ]),
);

const schema = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    HOST: { type: 'string', minLength: 1, default: '0.0.0.0' },
    DATA_DIR: { type: 'string', minLength: 1, default: 'data' },
    DIST_DIR: { type: 'string', default: '' },
    DATABASE_URL: { type: 'string', default: '', pattern: '^(postgres(ql)?://.+)?$' },
    PUBLIC_URL: { type: 'string', default: '', pattern: '^(https?://[^/?#]+/?)?$' },
    TRUST_PROXY: { type: 'string', default: '', pattern: '^(|[0-9]{1,2}|[0-9a-zA-Z.:/]+( *, *[0-9a-zA-Z.:/]+)*)$', not: { const: 'true' } },
    CATALOGUE_CACHE_MS: { type: 'integer', minimum: 0, default: 5000 },
    PAYMENTS_SANDBOX: { type: 'string', enum: ['', 'on', 'off'], default: '' },
    BOG_SDK_URL: { type: 'string', default: '', pattern: '^(https?://.+)?$' },
    SMTP_URL: { type: 'string', default: '', pattern: '^(smtps?://.+)?$' },
    MAIL_FROM: { type: 'string', minLength: 3, default: 'AstroShop <no-reply@astroshop.ge>' },
    SHUTDOWN_GRACE_MS: { type: 'integer', minimum: 0, default: 10000 },
    /** '': readable lines in development, JSON lines in production */
    LOG_FORMAT: { type: 'string', enum: ['', 'pretty', 'json'], default: '' },
    /** 0: no load shedding */
    MAX_EVENT_LOOP_DELAY_MS: { type: 'integer', minimum: 0, default: 1000 },
    /** the unpaid (pending) orders one account may hold at once: one account cannot hold a product's whole stock */
    MAX_UNPAID_ORDERS: { type: 'integer', minimum: 1, default: 3 },
    /** the units of one product one account may hold in unpaid orders */
    MAX_UNPAID_UNITS: { type: 'integer', minimum: 1, default: 10 },
    /** the lari one account may hold in unpaid orders */
    MAX_UNPAID_VALUE: { type: 'number', minimum: 1, default: 30000 },
    /** how many accounts' worth of units and value one client address may hold unpaid */
    UNPAID_ADDRESS_SHARE: { type: 'integer', minimum: 1, default: 3 },
    /** the BOG installment terms behind "from X ₾/month" (the calculator's default months) */
    BOG_LOAN_MONTHS: { type: 'integer', minimum: 3, maximum: 24, default: 12 },
    /** yearly interest, percent */
    BOG_LOAN_RATE: { type: 'number', minimum: 0, maximum: 100, default: 0 },
    /** the least amount the bank lends, lari */
    BOG_LOAN_MINIMUM: { type: 'number', minimum: 0, default: 100 },
    ...bankVariables,
  },
} as const;

/** every variable the server reads */
export const CONFIG_VARIABLES = Object.keys(schema.properties);

type Raw = Record<string, string | number>;

export interface Bank {
  /** the bank's base URL; absent: this server's sandbox bank */
  host?: string;
  secret?: string;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  distDir?: string;
  databaseUrl?: string;
  /** the shop's public address, the only base of links in mails and to banks */
  publicUrl?: string;
  /** Fastify's trustProxy: false, a number of proxies in front, or their addresses */
  trustProxy: false | number | string;
  catalogueCacheMs: number;
  /** whether banks without a host are played by this server's sandbox */
  paymentsSandbox: boolean;
  banks: Record<ProviderName, Bank>;
  bogSdkUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  shutdownGraceMs: number;
  logFormat: 'pretty' | 'json';
  maxEventLoopDelayMs: number;
  unpaidLimits: UnpaidLimits;
  loanTerms: LoanTerms;
}

export class ConfigError extends Error {}

// env-schema's messages read "env/PORT must be integer"; the variable then comes first
function explain(error: Error): ConfigError {
  const problems = error.message.split(', ').map((problem) => problem.replace(/^env\/(\w+) /, '$1 '));
  return new ConfigError(`invalid configuration: ${problems.join('; ')} (see .env.example)`);
}

const orUndefined = (value: string | number) => (value === '' ? undefined : String(value));

function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === '') return false;
  return /^[0-9]+$/.test(value) ? Number(value) : value;
}

/** the configuration in `env` (default: the process's environment), or a ConfigError naming the wrong variables */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  let raw: Raw;
  try {
    raw = envSchema<Raw>({ schema, data: { ...env }, env: false, dotenv: false });
  } catch (error) {
    if (typeof env.TRUST_PROXY === 'string' && env.TRUST_PROXY === 'true') {
      throw new ConfigError(
        'TRUST_PROXY=true would trust any client’s X-Forwarded-For: set the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.2)',
      );
    }
    throw explain(error as Error);
  }
  const production = raw.NODE_ENV === 'production';
  const banks = Object.fromEntries(
    PROVIDERS.map((name) => {
      const prefix = name.toUpperCase();
      const bank = { host: orUndefined(raw[`${prefix}_PAYMENT_HOST`]), secret: orUndefined(raw[`${prefix}_PAYMENT_SECRET`]) };
      if (bank.host && !bank.secret) throw new ConfigError(`${prefix}_PAYMENT_HOST is set but ${prefix}_PAYMENT_SECRET is not`);
      return [name, bank];
    }),
  ) as Record<ProviderName, Bank>;
  const publicUrl = orUndefined(raw.PUBLIC_URL);
  if (production && !publicUrl) {
    throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production: reset links and bank return addresses are built from it, never from a request');
  }
  return {
    production,
    port: Number(raw.PORT),
    host: String(raw.HOST),
    dataDir: path.resolve(String(raw.DATA_DIR)),
    distDir: orUndefined(raw.DIST_DIR),
    databaseUrl: orUndefined(raw.DATABASE_URL),
    publicUrl,
    trustProxy: trustProxyOf(String(raw.TRUST_PROXY)),
    catalogueCacheMs: Number(raw.CATALOGUE_CACHE_MS),
    // in production a shopper must never be able to approve their own payment by default
    paymentsSandbox: raw.PAYMENTS_SANDBOX === '' ? !production : raw.PAYMENTS_SANDBOX === 'on',
    banks,
    bogSdkUrl: orUndefined(raw.BOG_SDK_URL),
    smtpUrl: orUndefined(raw.SMTP_URL),
    mailFrom: String(raw.MAIL_FROM),
    shutdownGraceMs: Number(raw.SHUTDOWN_GRACE_MS),
    logFormat: raw.LOG_FORMAT === '' ? (production ? 'json' : 'pretty') : raw.LOG_FORMAT === 'pretty' ? 'pretty' : 'json',
    maxEventLoopDelayMs: Number(raw.MAX_EVENT_LOOP_DELAY_MS),
    unpaidLimits: {
      orders: Number(raw.MAX_UNPAID_ORDERS),
      unitsPerProduct: Number(raw.MAX_UNPAID_UNITS),
      valueTetri: Math.round(Number(raw.MAX_UNPAID_VALUE) * 100),
      addressShare: Number(raw.UNPAID_ADDRESS_SHARE),
    },
    loanTerms: {
      months: Number(raw.BOG_LOAN_MONTHS),
      yearlyRatePercent: Number(raw.BOG_LOAN_RATE),
      minimumTetri: Math.round(Number(raw.BOG_LOAN_MINIMUM) * 100),
    },
  };
}
