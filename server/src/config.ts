import { createHash, createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import envSchema from 'env-schema';
import type { FromSchema } from 'json-schema-to-ts';
import type { LoanTerms } from './domain/installments';
import type { UnpaidLimits } from './domain/unpaidLimits';

// The server's whole configuration, read from the environment once, at start (buildApp), and checked
// there: a wrong value stops the server with a message naming the variable. `.env.example` lists every
// variable with its default; nothing else in the server reads process.env.
//
// Its type is not written by hand: the variables' types come from the schema (json-schema-to-ts), and
// Config is what configOf makes of them, with the shop's fixed policies beside them. Tests replace any
// value (buildApp's `config`).

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const MINUTE = 60 * 1000;

// Each bank's settings are what its merchant contract gives (docs/operations.md "Going live"). A bank whose
// credentials are unset is played by this server's sandbox (when the sandbox is on).
const url = { type: 'string', default: '', pattern: '^(https?://.+)?$' } as const;
const text = { type: 'string', default: '' } as const;
const bankVariables = {
  BOG_CLIENT_ID: text,
  BOG_CLIENT_SECRET: text,
  /** the bank's RSA public key (PEM; "\\n" for line breaks) that checks its callbacks' Callback-Signature */
  BOG_PUBLIC_KEY: text,
  BOG_API_URL: { ...url, default: 'https://api.bog.ge' },
  BOG_TOKEN_URL: { ...url, default: 'https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token' },
  TBC_API_KEY: text,
  TBC_CLIENT_ID: text,
  TBC_CLIENT_SECRET: text,
  TBC_API_URL: { ...url, default: 'https://api.tbcbank.ge' },
  LIBERTY_MERCHANT_ID: text,
  LIBERTY_SECRET: text,
  /** the bank's payment page, where the hidden form is posted */
  LIBERTY_PAY_URL: url,
  /** the bank's API, asked for a payment's status and for refunds */
  LIBERTY_API_URL: url,
  /** Liberty is offered only when 'on': its adapter follows no published specification (docs/operations.md "Going live") */
  LIBERTY_ENABLED: { type: 'string', enum: ['', 'on', 'off'], default: '' },
  /** how long one call to a bank may take */
  BANK_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 60000, default: 8000 },
  /** how often pending orders are checked with their bank; 0: never */
  PAYMENT_RECONCILE_SECONDS: { type: 'integer', minimum: 0, default: 60 },
  /** how old a pending order is before its bank is asked about it */
  PAYMENT_RECONCILE_AFTER_MINUTES: { type: 'integer', minimum: 1, default: 5 },
} as const;

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
    /** the load balancers' addresses or ranges (checked by trustedProxiesOf) */
    TRUST_PROXY: { type: 'string', default: '' },
    CATALOGUE_CACHE_MS: { type: 'integer', minimum: 0, default: 5000 },
    /** the server-rendered pages kept in memory, plain and compressed */
    PAGE_CACHE_MB: { type: 'integer', minimum: 1, default: 64 },
    /** how long a cache in front (a CDN) keeps rendered pages and catalogue answers: s-maxage */
    SHARED_CACHE_SECONDS: { type: 'integer', minimum: 0, default: 5 },
    /** and serves them stale while it fetches them again: stale-while-revalidate */
    SHARED_CACHE_STALE_SECONDS: { type: 'integer', minimum: 0, default: 60 },
    /** fresh page renders (of pages not kept) per client address and minute; past it the browser renders the page */
    PAGE_RENDERS_PER_MINUTE: { type: 'integer', minimum: 1, default: 60 },
    /** the threads fresh page renders run in; '' one per core, 0 none: the server's own thread renders */
    RENDER_WORKERS: { type: 'string', default: '', pattern: '^[0-9]*$' },
    PAYMENTS_SANDBOX: { type: 'string', enum: ['', 'on', 'off'], default: '' },
    BOG_SDK_URL: { type: 'string', default: '', pattern: '^(https?://.+)?$' },
    /** the origins BOG's calculator loads its window and calls from, beyond its script's (space or comma separated) */
    BOG_SDK_ORIGINS: { type: 'string', default: '' },
    SMTP_URL: { type: 'string', default: '', pattern: '^(smtps?://.+)?$' },
    MAIL_FROM: { type: 'string', minLength: 3, default: 'AstroShop <no-reply@astroshop.ge>' },
    /** a shipment's page at the carrier, {number} the tracking number (the order page and the shipped mail link it) */
    TRACKING_URL: {
      type: 'string',
      default: 'https://www.gpost.ge/?site-path=help/tracking/&trackNumber={number}',
      pattern: '^https?://[^\\s]*\\{number\\}',
    },
    /** how often each server sends the order mails due (the mail outbox); 0: never */
    MAIL_SEND_SECONDS: { type: 'integer', minimum: 0, default: 10 },
    /** the wait after a mail's first failed try; each further one waits twice as long (at most 6 hours) */
    MAIL_RETRY_SECONDS: { type: 'integer', minimum: 1, default: 60 },
    /** tries before a mail is given up (it stays in mail_outbox with its last error) */
    MAIL_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
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
    /** a back-office session unused for this long ends */
    ADMIN_SESSION_IDLE_MINUTES: { type: 'integer', minimum: 1, maximum: 1440, default: 30 },
    /** 32 bytes, base64 or hex: the key operators' authenticator secrets are encrypted with at rest */
    ADMIN_TOTP_KEY: { type: 'string', default: '' },
    ...bankVariables,
  },
} as const;

/** every variable the server reads */
export const CONFIG_VARIABLES = Object.keys(schema.properties);

/** the variables as the schema checked them, each default filled in */
type Variables = FromSchema<typeof schema>;

/** Bank of Georgia's online payments API (api.bog.ge/docs) */
export interface BogSettings {
  apiUrl: string;
  tokenUrl: string;
  /** absent: this server's sandbox bank */
  credentials?: { clientId: string; clientSecret: string; publicKey: string };
}

/** TBC's e-commerce API, TPay (developers.tbcbank.ge) */
export interface TbcSettings {
  apiUrl: string;
  /** absent: this server's sandbox bank */
  credentials?: { apiKey: string; clientId: string; clientSecret: string };
}

/** Liberty Bank: a hidden form to its page, then its status API (payments/liberty.ts) */
export interface LibertySettings {
  /** LIBERTY_ENABLED=on: offered at all (with its credentials, or played by the sandbox) */
  enabled: boolean;
  /** absent: this server's sandbox bank */
  credentials?: { merchantId: string; secret: string; payUrl: string; apiUrl: string };
}

export interface BankSettings {
  bog: BogSettings;
  tbc: TbcSettings;
  liberty: LibertySettings;
}

export class ConfigError extends Error {}

// env-schema's messages read "env/PORT must be integer"; the variable then comes first
function explain(error: Error): ConfigError {
  const problems = error.message.split(', ').map((problem) => problem.replace(/^env\/(\w+) /, '$1 '));
  return new ConfigError(`invalid configuration: ${problems.join('; ')} (see .env.example)`);
}

const orUndefined = (value: string) => (value === '' ? undefined : value);

/** proxy-addr's names of ranges (Fastify's trustProxy reads them): 127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, 10/8, 172.16/12, 192.168/16 and fc00::/7 */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** an address, an address/prefix, or a named range */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Fastify's trustProxy: the proxies in front by address only (false: none). A number of proxies
 * ("the last N hops") is refused: it trusts whatever X-Forwarded-For says N hops back, which a client
 * writes itself when a request reaches the shop by another path, or through fewer proxies than counted
 * (Fastify dropped hop counts after an X-Forwarded-For spoofing advisory). `true` trusts any client.
 */
function trustedProxiesOf(value: string): false | string[] {
  if (value.trim() === '') return false;
  const given = value.trim();
  if (given === 'true' || /^[0-9]+$/.test(given)) {
    const why =
      given === 'true'
        ? "it would trust any client's X-Forwarded-For"
        : 'a number of proxies trusts the X-Forwarded-For address that many hops back, which a client writes itself when it reaches the shop by another path or through fewer proxies (Fastify dropped hop counts after a spoofing advisory)';
    throw new ConfigError(
      `TRUST_PROXY=${given} is refused: ${why}. Name the load balancers' addresses or ranges instead, e.g. TRUST_PROXY=10.0.0.1,10.0.0.2 or TRUST_PROXY=10.0.0.0/24 (loopback: a proxy on this machine)`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY names ${wrong.map((entry) => `"${entry}"`).join(', ')}, which is not an IP address, a range (10.0.0.0/24) or one of ${NAMED_RANGES.join(', ')}`,
    );
  }
  return entries;
}

/**
 * the credentials of a bank: all of its variables, or none (its sandbox); some of them stop the server,
 * naming the missing ones
 */
function credentialsOf<K extends keyof Variables>(variables: Variables, names: K[]): Record<K, string> | undefined {
  const missing = names.filter((name) => variables[name] === '');
  if (missing.length === names.length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(
      `${names.filter((name) => !missing.includes(name)).join(', ')} set but not ${missing.join(', ')}`,
    );
  return Object.fromEntries(names.map((name) => [name, String(variables[name])])) as Record<K, string>;
}

function banksOf(variables: Variables): BankSettings {
  const bog = credentialsOf(variables, ['BOG_CLIENT_ID', 'BOG_CLIENT_SECRET', 'BOG_PUBLIC_KEY']);
  const tbc = credentialsOf(variables, ['TBC_API_KEY', 'TBC_CLIENT_ID', 'TBC_CLIENT_SECRET']);
  const liberty = credentialsOf(variables, [
    'LIBERTY_MERCHANT_ID',
    'LIBERTY_SECRET',
    'LIBERTY_PAY_URL',
    'LIBERTY_API_URL',
  ]);
  const libertyEnabled = variables.LIBERTY_ENABLED === 'on';
  if (liberty && !libertyEnabled)
    throw new ConfigError(
      "LIBERTY_MERCHANT_ID is set but LIBERTY_ENABLED is not on: our Liberty adapter follows no published specification of Liberty's; set LIBERTY_ENABLED=on only once it has been checked against Liberty's merchant specification (docs/operations.md: Going live)",
    );
  if (bog) publicKeyOf(bog.BOG_PUBLIC_KEY);
  return {
    bog: {
      apiUrl: variables.BOG_API_URL,
      tokenUrl: variables.BOG_TOKEN_URL,
      credentials: bog && {
        clientId: bog.BOG_CLIENT_ID,
        clientSecret: bog.BOG_CLIENT_SECRET,
        // an env file holds one line: the key's line breaks may be written \n
        publicKey: bog.BOG_PUBLIC_KEY.replace(/\\n/g, '\n'),
      },
    },
    tbc: {
      apiUrl: variables.TBC_API_URL,
      credentials: tbc && { apiKey: tbc.TBC_API_KEY, clientId: tbc.TBC_CLIENT_ID, clientSecret: tbc.TBC_CLIENT_SECRET },
    },
    liberty: {
      enabled: libertyEnabled,
      credentials: liberty && {
        merchantId: liberty.LIBERTY_MERCHANT_ID,
        secret: liberty.LIBERTY_SECRET,
        payUrl: liberty.LIBERTY_PAY_URL,
        apiUrl: liberty.LIBERTY_API_URL,
      },
    },
  };
}

/** BOG_PUBLIC_KEY must be a PEM public key: a wrong one would refuse every callback of BOG's */
function publicKeyOf(value: string) {
  try {
    createPublicKey(value.replace(/\\n/g, '\n'));
  } catch {
    throw new ConfigError(
      'BOG_PUBLIC_KEY is not a PEM public key ("-----BEGIN PUBLIC KEY-----", line breaks written \\n): copy it from BOG\'s payments callback page',
    );
  }
}

/**
 * The payment settings a live shop must not start with: in production a PUBLIC_URL that is not https (BOG
 * calls back only to https) or a bank reached over plain http; anywhere, real banks beside a sandbox that
 * nobody asked for (`npm start` runs without NODE_ENV=production, where the sandbox is on by default: a
 * shopper could approve their own payment at a bank the shop only pretends to have)
 */
function refuseUnsafePayments(variables: Variables, banks: BankSettings, publicUrl: string | undefined) {
  const played = sandboxedBanks(banks);
  if (variables.NODE_ENV !== 'production') {
    if (variables.PAYMENTS_SANDBOX === '' && hasAnyBank(banks) && played.length > 0)
      throw new ConfigError(
        `PAYMENTS_SANDBOX is unset while a real bank's credentials are set and NODE_ENV is not production: the sandbox would play ${played.join(', ')} beside it. Set NODE_ENV=production (the sandbox off), PAYMENTS_SANDBOX=off, or PAYMENTS_SANDBOX=on (test mode)`,
      );
    return;
  }
  if (publicUrl && !secureOrLocal(publicUrl))
    throw new ConfigError(
      `PUBLIC_URL must be an https:// address when NODE_ENV=production (the banks' callback and return addresses are built from it; BOG calls back only to https): PUBLIC_URL=${publicUrl}`,
    );
  const plain = [
    ['BOG_API_URL', banks.bog.credentials ? banks.bog.apiUrl : ''],
    ['BOG_TOKEN_URL', banks.bog.credentials ? banks.bog.tokenUrl : ''],
    ['TBC_API_URL', banks.tbc.credentials ? banks.tbc.apiUrl : ''],
    ['LIBERTY_PAY_URL', banks.liberty.credentials?.payUrl ?? ''],
    ['LIBERTY_API_URL', banks.liberty.credentials?.apiUrl ?? ''],
  ].filter(([, address]) => address !== '' && !secureOrLocal(address));
  if (plain.length > 0)
    throw new ConfigError(
      `${plain.map(([name]) => name).join(', ')} must be https:// when NODE_ENV=production: the bank's credentials would travel in clear`,
    );
  if (banks.bog.credentials && variables.BOG_SDK_URL === '')
    throw new ConfigError(
      "BOG_SDK_URL is required when BOG's credentials are set in production: BOG's installment calculator script, https://webstatic.bog.ge/bog-sdk/bog-sdk.js?version=2&client_id=<BOG_CLIENT_ID> (the shop's stand-in serves only the sandbox)",
    );
}

/** https, or plain http to this machine (a trial or a benchmark on loopback, which no bank could call anyway) */
function secureOrLocal(address: string): boolean {
  const { protocol, hostname } = new URL(address);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/** BOG_SDK_ORIGINS as origins (scheme, host, port): anything else stops the server, naming it */
function originsOf(value: string): string[] {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  return entries.map((entry) => {
    let origin = '';
    try {
      origin = new URL(entry).origin;
    } catch {
      // reported below
    }
    if (!/^https?:\/\//.test(origin) || origin.replace(/\/$/, '') !== entry.replace(/\/$/, ''))
      throw new ConfigError(
        `BOG_SDK_ORIGINS names "${entry}", which is not an origin such as https://webstatic.bog.ge`,
      );
    return origin;
  });
}

/** the banks without credentials, which a sandbox would play */
function sandboxedBanks(banks: BankSettings): string[] {
  return [
    banks.bog.credentials ? '' : 'BOG',
    banks.tbc.credentials ? '' : 'TBC',
    banks.liberty.enabled && !banks.liberty.credentials ? 'Liberty' : '',
  ].filter(Boolean);
}

const hasAnyBank = (banks: BankSettings) =>
  Boolean(banks.bog.credentials || banks.tbc.credentials || banks.liberty.credentials);

/**
 * a development server's TOTP key, the same on every run and every machine, so a development database
 * keeps working: it protects nothing, which is why production refuses to start without its own
 */
const DEVELOPMENT_TOTP_KEY = createHash('sha256')
  .update('astroshop development TOTP key, never for production')
  .digest();

/** ADMIN_TOTP_KEY as 32 bytes: 64 hex digits or base64 of 32 bytes */
function totpKeyOf(value: string, production: boolean): Buffer {
  if (value === '') {
    if (production)
      throw new ConfigError(
        'ADMIN_TOTP_KEY is required when NODE_ENV=production: 32 random bytes, e.g. `openssl rand -base64 32`',
      );
    return DEVELOPMENT_TOTP_KEY;
  }
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(value) && key.toString('base64') !== value))
    throw new ConfigError('ADMIN_TOTP_KEY must be 32 bytes, as 64 hex digits or base64 (`openssl rand -base64 32`)');
  return key;
}

/** what the variables say, as the server uses it, and the shop's fixed policies */
function configOf(variables: Variables) {
  const production = variables.NODE_ENV === 'production';
  const banks = banksOf(variables);
  const publicUrl = orUndefined(variables.PUBLIC_URL);
  if (production && !publicUrl) {
    throw new ConfigError(
      'PUBLIC_URL is required when NODE_ENV=production: reset links and bank return addresses are built from it, never from a request',
    );
  }
  refuseUnsafePayments(variables, banks, publicUrl);
  const unpaidLimits: UnpaidLimits = {
    orders: variables.MAX_UNPAID_ORDERS,
    unitsPerProduct: variables.MAX_UNPAID_UNITS,
    valueTetri: Math.round(variables.MAX_UNPAID_VALUE * 100),
    addressShare: variables.UNPAID_ADDRESS_SHARE,
  };
  const loanTerms: LoanTerms = {
    months: variables.BOG_LOAN_MONTHS,
    yearlyRatePercent: variables.BOG_LOAN_RATE,
    minimumTetri: Math.round(variables.BOG_LOAN_MINIMUM * 100),
  };
  return {
    production,
    port: variables.PORT,
    host: variables.HOST,
    /** the embedded database, uploads (and their WebP forms), the mail outbox */
    dataDir: path.resolve(variables.DATA_DIR),
    /** the built storefront */
    distDir: path.resolve(variables.DIST_DIR || path.join(REPO_ROOT, 'dist')),
    /** a PostgreSQL server; unset: the embedded PGlite under dataDir */
    databaseUrl: orUndefined(variables.DATABASE_URL),
    /** the shop's public address, the only base of links in mails and to banks */
    publicUrl,
    /** the load balancers in front, by address (Fastify's trustProxy) */
    trustProxy: trustedProxiesOf(variables.TRUST_PROXY),
    /** how long catalogue answers are kept, at most (0 keeps none): see modules/catalogue/catalogue.service.ts */
    catalogueCacheMs: variables.CATALOGUE_CACHE_MS,
    /** what a cache in front may do with public answers (http/cacheControl.ts) */
    sharedCache: {
      maxAgeSeconds: variables.SHARED_CACHE_SECONDS,
      staleSeconds: variables.SHARED_CACHE_STALE_SECONDS,
    },
    /** whether banks without a host are played by this server's sandbox */
    // in production a shopper must never be able to approve their own payment by default
    paymentsSandbox: variables.PAYMENTS_SANDBOX === '' ? !production : variables.PAYMENTS_SANDBOX === 'on',
    banks,
    /** every call to a bank: its timeout, and how often an idempotent one is tried again */
    bankCalls: { timeoutMs: variables.BANK_TIMEOUT_MS, retries: 2 },
    /** the job asking banks about pending orders whose callback never came (payments/reconcile.ts) */
    reconcile: {
      everyMs: variables.PAYMENT_RECONCILE_SECONDS * 1000,
      afterMs: variables.PAYMENT_RECONCILE_AFTER_MINUTES * MINUTE,
    },
    /** BOG's calculator script (unset: the sandbox's stand-in, /sandbox/bog-sdk.js, served only when the sandbox plays BOG) */
    bogSdkUrl: orUndefined(variables.BOG_SDK_URL),
    /** the origins the calculator needs besides its script's: allowed in the pages' CSP (frames, calls, images, styles) */
    bogSdkOrigins: originsOf(variables.BOG_SDK_ORIGINS),
    smtpUrl: orUndefined(variables.SMTP_URL),
    mailFrom: variables.MAIL_FROM,
    trackingUrl: variables.TRACKING_URL,
    /** the order mails' sender (modules/orders/orderMails.service.ts) */
    mailOutbox: {
      everyMs: variables.MAIL_SEND_SECONDS * 1000,
      retryMs: variables.MAIL_RETRY_SECONDS * 1000,
      maxAttempts: variables.MAIL_MAX_ATTEMPTS,
    },
    shutdownGraceMs: variables.SHUTDOWN_GRACE_MS,
    logFormat: variables.LOG_FORMAT === '' ? (production ? 'json' : 'pretty') : variables.LOG_FORMAT,
    maxEventLoopDelayMs: variables.MAX_EVENT_LOOP_DELAY_MS,
    /** what one account, and one client address, may hold in unpaid orders */
    unpaidLimits,
    /** the BOG installment terms of "from X ₾/month" */
    loanTerms,
    /** a back-office session unused for this many minutes ends */
    adminSessionIdleMinutes: variables.ADMIN_SESSION_IDLE_MINUTES,
    /** the AES-256-GCM key of operators' authenticator secrets (auth/totpSecrets.ts) */
    adminTotpKey: totpKeyOf(variables.ADMIN_TOTP_KEY, production),
    /** the worker threads fresh storefront pages are rendered in (render/renderPool.ts); 0: the main thread renders them */
    renderWorkers: variables.RENDER_WORKERS === '' ? availableParallelism() : Number(variables.RENDER_WORKERS),
    /** what fresh storefront page renders may cost (render/storefront.ts): a kept page is sent whatever these say */
    pageRenders: {
      /** the bytes kept pages may hold, plain and compressed: the least recently sent go first */
      cacheBytes: variables.PAGE_CACHE_MB * 1024 * 1024,
      /** fresh renders at once, and more waiting for their turn, per rendering thread (a render holds one 25-75 ms): past both, the browser renders the page */
      renders: { running: 2, waiting: 4 },
      /** fresh renders per client address: past it, the browser renders the page */
      perClient: { max: variables.PAGE_RENDERS_PER_MINUTE, timeWindow: MINUTE },
    },

    // The shop's fixed policies: no variable sets them; tests give their own.
    /** the translation files, served and rendered with */
    localesDir: path.join(REPO_ROOT, 'locales'),
    /** scrypt's N: a power of two; tests lower it */
    scryptCost: 16384,
    tokenTtlMs: 30 * 24 * 60 * MINUTE,
    resetTtlMs: 60 * MINUTE,
    /** how long a pending order holds its stock */
    reservationMs: 30 * MINUTE,
    /** the whole request, body included, must arrive within this: a body sent a byte at a time cannot hold a connection */
    requestTimeoutMs: 30 * 1000,
    /** per client address, on login, register, the reset calls and password changes; generous: a household, an office or a whole mobile network (carrier-grade NAT) shares one address */
    authRateLimit: { max: 60, timeWindow: MINUTE },
    /** per account: password checks (logins), and password changes; strict: one account's password is guessed from many addresses at once */
    accountRateLimit: { max: 10, timeWindow: 15 * MINUTE },
    /** how long a back-office sign-in waits for its one-time code (or its enrolment) after the password */
    adminChallengeTtlMs: 5 * MINUTE,
    /** how long an operator's invitation link works: a weekend between the owner's invitation and a Monday start */
    adminInviteTtlMs: 72 * 60 * MINUTE,
    /**
     * per client address and operator's email: wrong back-office passwords. The guesser stops, and the
     * operator, from their own address, still signs in (a count per account would lock them out for
     * whoever knows their email)
     */
    adminPasswordPerSource: { max: 10, timeWindow: 15 * MINUTE },
    /** per client address: wrong back-office passwords, whatever the emails (one address trying many operators) */
    adminPasswordPerAddress: { max: 30, timeWindow: 15 * MINUTE },
    /** per operator: wrong passwords from anywhere; the max-th in a window mails the owners, once */
    adminPasswordAlert: { max: 10, timeWindow: 60 * MINUTE },
    /** per operator: one-time codes checked; six digits, so a handful of guesses per window is nothing */
    adminCodeRateLimit: { max: 5, timeWindow: 15 * MINUTE },
    /** per account: password reset mails (more requests are answered alike, and mail nothing); a few links an hour are plenty for a forgotten password, and no mailbox gets flooded */
    resetMailLimit: { max: 3, timeWindow: 60 * MINUTE },
    /** per client address: registrations answered "email taken"; a shopper who forgot their account needs the answer once, a list of customers needs thousands */
    emailTakenLimit: { max: 10, timeWindow: 60 * MINUTE },
  };
}

export type Config = ReturnType<typeof configOf>;

/** the configuration in `env` (default: the process's environment), or a ConfigError naming the wrong variables */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  let variables: Variables;
  try {
    variables = envSchema<Variables>({ schema, data: { ...env }, env: false, dotenv: false });
  } catch (error) {
    throw explain(error as Error);
  }
  return configOf(variables);
}
