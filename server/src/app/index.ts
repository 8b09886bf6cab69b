import { mkdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import underPressure from '@fastify/under-pressure';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { MemoryCounter, type AttemptCounter } from '../auth/counters';
import { shopMailer, type Mailer } from '../auth/mailer';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import type { RateLimit } from '../auth/limits';
import { CachedAnswer } from '../http/cachedAnswer';
import { installErrorHandler, sendError, toShopError } from '../http/errors';
import { ShopError } from '../domain/errors';
import { installJsonBodyParser } from '../http/jsonBody';
import { languageOf } from '../domain/language';
import { rateLimitStore } from './rateLimitStore';
import { failures, okAnswer } from '../http/schemas';
import { installSecurityHeaders, securityHeadersOutsideHooks } from './securityHeaders';
import { rejectUnstorableInput } from '../http/storableInput';
import { schemaController } from '../http/validation';
import { paymentsOf } from '../payments/registry';
import { registerStorefront } from '../render/storefront';
import authRoutes from '../routes/auth';
import cartRoutes from '../routes/cart';
import categoryRoutes from '../routes/categories';
import checkoutRoutes from '../routes/checkout';
import contentRoutes from '../routes/content';
import fileRoutes from '../routes/files';
import orderRoutes from '../routes/orders';
import paymentRoutes from '../routes/payments';
import productRoutes from '../routes/products';
import sandboxRoutes from '../routes/sandbox';
import userRoutes from '../routes/users';
import { prepareCatalogue } from '../seed';
import type { SeedCatalogue } from '../seed/types';
import { CatalogueCache } from '../shop/catalogueCache';
import { releaseExpiredReservations } from '../shop/orders';
import type { UnpaidLimits } from '../domain/unpaidLimits';
import type { Shop, ShopSettings } from './shop';

declare module 'fastify' {
  interface FastifyInstance {
    /** the catalogue as last read (tests use it to release reservations as the sweeper does) */
    catalogue: Shop['catalogue'];
  }
}

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const BODY_LIMIT = 64 * 1024;
const MINUTE = 60 * 1000;
/** the whole request, body included, must arrive within this: a body sent a byte at a time cannot hold a connection */
const REQUEST_TIMEOUT_MS = 30 * 1000;
/** a socket with nothing moving either way for this long is closed */
const CONNECTION_TIMEOUT_MS = 60 * 1000;
/** seconds a shedding server asks clients to wait (Retry-After) */
const RETRY_AFTER_S = 5;

/**
 * What buildApp needs. Anything not given comes from the configuration (config.ts), read from `env`;
 * tests give the rest directly.
 */
export interface BuildOptions {
  /** an open database (tests pass their own); else one is opened from databaseUrl or dataDir. Either way the app closes it. */
  db?: Database;
  /** a PostgreSQL server; unset means the embedded PGlite under dataDir */
  databaseUrl?: string;
  /** default ./data: the embedded database, uploads (and their WebP forms), the mail outbox */
  dataDir?: string;
  /** default <repo>/dist: the built storefront */
  distDir?: string;
  /** default <repo>/locales */
  localesDir?: string;
  publicUrl?: string;
  /** load the catalogue into an empty database (default true) */
  seed?: boolean;
  /** draw the catalogue's images while seeding (default true; tests skip it) */
  media?: boolean;
  /** default: the shop's own catalogue (seed/content) */
  catalogue?: SeedCatalogue;
  /** true: log JSON lines to stdout; 'pretty': readable lines (pino-pretty); or a stream to log to */
  logger?: boolean | 'pretty' | { stream: NodeJS.WritableStream };
  /** the environment the configuration is read from (default process.env; see config.ts) */
  env?: NodeJS.ProcessEnv;
  /** scrypt's N (default 16384; tests lower it) */
  scryptCost?: number;
  /** per client address, on the auth routes and password changes */
  authRateLimit?: RateLimit;
  /** per account: password checks (logins), and password changes */
  accountRateLimit?: RateLimit;
  /** per account: password reset mails (default 3 an hour) */
  resetMailLimit?: RateLimit;
  /** per client address: registrations answered "email taken" (default 10 an hour) */
  emailTakenLimit?: RateLimit;
  mailer?: Mailer;
  /** where the limits count (default: this process's memory); a store shared by several servers goes here */
  counters?: AttemptCounter;
  /** default 30 s: see REQUEST_TIMEOUT_MS */
  requestTimeoutMs?: number;
  /** how long a pending order holds its stock (default 30 minutes) */
  reservationMs?: number;
  /** what one account and one client address may hold unpaid (default: the configuration's) */
  unpaidLimits?: Partial<UnpaidLimits>;
  /** how long catalogue answers are kept, at most (default 5 s; 0 keeps none): see shop/catalogueCache.ts */
  catalogueCacheMs?: number;
}

function settingsOf(options: BuildOptions, config: Config): ShopSettings {
  const dataDir = path.resolve(options.dataDir ?? config.dataDir);
  return {
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webpDir: path.join(dataDir, 'webp'),
    distDir: path.resolve(options.distDir ?? config.distDir ?? path.join(REPO_ROOT, 'dist')),
    localesDir: path.resolve(options.localesDir ?? path.join(REPO_ROOT, 'locales')),
    publicUrl: options.publicUrl ?? config.publicUrl,
    scryptCost: options.scryptCost ?? 16384,
    tokenTtlMs: 30 * 24 * 60 * MINUTE,
    resetTtlMs: 60 * MINUTE,
    reservationMs: options.reservationMs ?? 30 * MINUTE,
    // generous: a household, an office or a whole mobile network (carrier-grade NAT) shares one address
    authRateLimit: options.authRateLimit ?? { max: 60, timeWindow: MINUTE },
    // strict: one account's password is guessed from many addresses at once
    accountRateLimit: options.accountRateLimit ?? { max: 10, timeWindow: 15 * MINUTE },
    // a few links an hour are plenty for a forgotten password, and no mailbox gets flooded
    resetMailLimit: options.resetMailLimit ?? { max: 3, timeWindow: 60 * MINUTE },
    // a shopper who forgot their account needs the answer once; a list of customers needs thousands
    emailTakenLimit: options.emailTakenLimit ?? { max: 10, timeWindow: 60 * MINUTE },
    loanTerms: config.loanTerms,
    unpaidLimits: { ...config.unpaidLimits, ...options.unpaidLimits },
  };
}

function loggerOf(logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  // a person reads the log in development; in production a collector reads JSON lines
  if (logger === 'pretty') return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
  return logger === true ? {} : { stream: logger.stream };
}

/** GET /api/products/{slug} -> getProductsSlug */
const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() + url.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_match, first: string) => first.toUpperCase());

// reset links carry their token in the query string
const loggableUrl = (url: string) => url.replace(/([?&]token=)[^&]*/g, '$1[hidden]');

/**
 * One access-log line per answered request, as an operator reads them (Fastify's default is two,
 * "incoming request" and "request completed", which the API benchmark profiled at 11 % of the main
 * thread). Bodies (passwords) are never logged.
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/** Fastify's own reading of a hop count (its types name only addresses, booleans and functions) */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env);
  const settings = settingsOf(options, config);
  // the data folder holds accounts, orders and mails with live reset links: the shop's user only
  mkdirSync(settings.dataDir, { recursive: true, mode: 0o700 });
  mkdirSync(settings.uploadsDir, { recursive: true });
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const securityHeadersOnFrameworkError = securityHeadersOutsideHooks({ ...config, publicUrl: settings.publicUrl });
  const app = Fastify({
    logger: loggerOf(options.logger),
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    // a number of proxies in front, or their addresses: never "any client's X-Forwarded-For"
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestTimeout,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Node checks request timeouts every connectionsCheckingInterval ms (30 s by default)
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(requestTimeout, 1000) },
    ajv: { customOptions: { allErrors: true } },
    schemaController,
    // answers Fastify gives before any hook runs (a malformed URL such as /%c0%ae): the shop's shape and headers too
    frameworkErrors: (error, request, reply) => {
      request.lang = languageOf(request.headers['accept-language']);
      securityHeadersOnFrameworkError(request, reply);
      return sendError(request, reply, toShopError(error));
    },
  });

  app.decorateRequest('lang', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers['accept-language']);
  });
  installErrorHandler(app);
  installJsonBodyParser(app);
  rejectUnstorableInput(app);
  await installSecurityHeaders(app, { ...config, publicUrl: settings.publicUrl });
  // answers made per request; files carry their build-time .br/.gz and cached answers their own encoding
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new ShopError(404, 'not_found')));

  const db = options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl ?? config.databaseUrl, pgliteDir: path.join(settings.dataDir, 'pglite') }));
  app.addHook('onClose', () => db.close());
  await migrate(db);
  if (options.seed !== false) {
    await prepareCatalogue(db, { catalogue: options.catalogue, uploadsDir: settings.uploadsDir, media: options.media !== false, log: app.log });
  }

  const shop: Shop = {
    db,
    catalogue: new CatalogueCache(db, options.catalogueCacheMs ?? config.catalogueCacheMs, (answer) => new CachedAnswer(answer)),
    settings,
    payments: paymentsOf(config),
    mailer: options.mailer ?? shopMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(settings.dataDir, 'outbox') }, app.log),
    counters: options.counters ?? new MemoryCounter(),
  };
  if (shop.payments.none) {
    app.log.warn(
      'no bank is configured and the payment sandbox is off (PAYMENTS_SANDBOX): checkout answers 503 until a bank is set up (<BANK>_PAYMENT_HOST and _SECRET)',
    );
  }

  app.decorate('catalogue', shop.catalogue);
  await app.register(swagger, {
    // 3.1: its JSON Schema is the one the routes validate with (propertyNames, numeric exclusiveMinimum, type lists)
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AstroShop API',
        version: '1.0.0',
        description: 'Send accept-language: ka|en. Errors are { message }, 422 adds { errors: { field: [message] } }.',
      },
      servers: [{ url: '/', description: 'this server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // an operation that names no security is public, and says so; ids from method and path (getProductsSlug)
    transform: ({ schema, url, route }) => ({
      schema: schema && { operationId: operationIdOf(String(route.method), url), ...schema, security: schema.security ?? [] },
      url,
    }),
  });
  // the document at /api/docs/json, read in a browser at /api/docs
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  await app.register(rateLimit, {
    global: false,
    // per-address counts go where the shop's other limits count
    store: rateLimitStore(shop.counters),
    errorResponseBuilder: () => new ShopError(429, 'too_many_requests'),
  });

  // /api/health, and load shedding: when the event loop lags, new requests get a 503 with Retry-After
  // at once instead of waiting in a queue that only grows
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_S,
    healthCheck: async () => {
      await db.query('SELECT 1');
      return { status: 'OK' };
    },
    exposeStatusRoute: {
      url: '/api/health',
      routeOpts: {},
      routeSchemaOpts: { summary: 'Liveness: the database answers', response: { 200: okAnswer, ...failures } },
    },
    // a rejected promise goes to the error handler (the shop's error shape); Retry-After stays set
    pressureHandler: async (_request, reply) => {
      reply.header('retry-after', RETRY_AFTER_S);
      throw new ShopError(503, 'server_busy');
    },
  });
  // storefront pages rendered here (the files' fallback sends them), the sitemap and robots.txt
  registerStorefront(app, shop, { cacheMs: options.catalogueCacheMs ?? config.catalogueCacheMs });
  for (const routes of [
    authRoutes,
    userRoutes,
    categoryRoutes,
    productRoutes,
    contentRoutes,
    cartRoutes,
    checkoutRoutes,
    orderRoutes,
    paymentRoutes,
    sandboxRoutes,
    fileRoutes,
  ]) {
    await app.register(routes, shop);
  }

  // pending orders that were never paid give their stock back
  const sweeper = setInterval(() => {
    releaseExpiredReservations(shop).catch((error: unknown) => app.log.error({ err: error }, 'releasing expired reservations failed'));
  }, MINUTE);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  await app.ready();
  return app;
}
