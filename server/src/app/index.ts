import { mkdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import underPressure from '@fastify/under-pressure';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import adminApi from './adminApi';
import type { AttemptCounter } from '../auth/counters';
import { shopMailer, type Mailer } from '../auth/mailer';
import { sealPlainTotpSecrets, TotpSecrets } from '../auth/totpSecrets';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { deleteClosedWindows } from '../modules/limits/attemptCounts.repository';
import { announceStock, listenForChanges, listenForStock } from '../modules/catalogue/changes.repository';
import { CachedAnswer } from '../http/cachedAnswer';
import { personalByDefault, publicCacheControl } from '../http/cacheControl';
import { installErrorHandler, sendError, toShopError } from '../http/errors';
import { ShopError } from '../domain/errors';
import { installJsonBodyParser } from '../http/jsonBody';
import { languageOf } from '../domain/language';
import { BackgroundJobs } from './backgroundJobs';
import { rateLimitStore } from './rateLimitStore';
import { countersFor } from './sharedCounter';
import { failures, okAnswer } from '../http/schemas';
import { installSecurityHeaders, securityHeadersOutsideHooks } from './securityHeaders';
import { rejectUnstorableInput } from '../http/storableInput';
import { schemaController } from '../http/validation';
import { injectFetch } from '../payments/injectFetch';
import { paymentsOf } from '../payments/registry';
import { registerStorefront } from '../render/storefront';
import adminAppRoutes from './adminApp';
import addressRoutes from '../modules/addresses/addresses.routes';
import authRoutes from '../modules/accounts/auth.routes';
import cartRoutes from '../modules/cart/cart.routes';
import categoryRoutes from '../modules/categories/categories.routes';
import checkoutRoutes from '../modules/checkout/checkout.routes';
import contentRoutes from '../modules/content/content.routes';
import deliveryRoutes from '../modules/delivery/delivery.routes';
import fileRoutes from '../modules/uploads/files.routes';
import orderRoutes from '../modules/orders/orders.routes';
import paymentRoutes from '../modules/settlement/settlement.routes';
import productRoutes from '../modules/products/products.routes';
import telescopeRoutes from '../modules/telescopes/telescopes.routes';
import sandboxRoutes from '../modules/sandbox/sandbox.routes';
import userRoutes from '../modules/accounts/users.routes';
import { prepareCatalogue } from '../seed';
import type { SeedCatalogue } from '../seed/types';
import { CatalogueCache } from '../modules/catalogue/catalogue.service';
import { CatalogueChanges } from '../modules/catalogue/changes.service';
import { sendDueMails } from '../modules/orders/orderMails.service';
import { expireAfterAskingBanks, reconcilePayments } from '../modules/settlement/settlement.service';
import type { Shop, ShopSettings } from './shop';

declare module 'fastify' {
  interface FastifyInstance {
    /** the configuration the app was built with (main.ts listens where it says) */
    config: Config;
    /** the catalogue as last read (tests use it to release reservations as the sweeper does) */
    catalogue: Shop['catalogue'];
    /** one round of the payment reconciliation (tests run it as its timer does): orders settled, null when another server ran it */
    reconcilePayments(): Promise<number | null>;
    /** one round of the order mails' sender (tests run it as its timer does): mails sent */
    sendMails(): Promise<number>;
    /** one round of the periodic jobs, if this server runs them (tests): the names of the jobs it ran */
    runJobs(): Promise<string[]>;
  }
}

const BODY_LIMIT = 64 * 1024;
const MINUTE = 60 * 1000;
/** a socket with nothing moving either way for this long is closed */
const CONNECTION_TIMEOUT_MS = 60 * 1000;
/** seconds a shedding server asks clients to wait (Retry-After) */
const RETRY_AFTER_S = 5;

/**
 * What buildApp needs besides the configuration, which it reads from `env` (config.ts) once; `config`
 * replaces any of its values (tests: folders of their own, cheap password hashing, tighter limits).
 */
export interface BuildOptions {
  /** the environment the configuration is read from (default process.env) */
  env?: NodeJS.ProcessEnv;
  /** values in place of the configuration's */
  config?: Partial<Config>;
  /** an open database (tests pass their own); else one is opened from the configuration. Either way the app closes it. */
  db?: Database;
  /** load the catalogue into an empty database (default true) */
  seed?: boolean;
  /** draw the catalogue's images while seeding (default true; tests skip it) */
  media?: boolean;
  /** default: the shop's own catalogue (seed/content) */
  catalogue?: SeedCatalogue;
  /** true: log as LOG_FORMAT says (readable lines, or JSON lines to stdout); or a stream to log JSON lines to */
  logger?: boolean | { stream: NodeJS.WritableStream };
  mailer?: Mailer;
  /** where the limits count (default: PostgreSQL's table, shared by the servers on it; PGlite: this process's memory) */
  counters?: AttemptCounter;
}

/** the configuration, and the folders under its data folder */
function settingsOf(config: Config): ShopSettings {
  return { ...config, uploadsDir: path.join(config.dataDir, 'uploads'), webpDir: path.join(config.dataDir, 'webp') };
}

function loggerOf(logger: BuildOptions['logger'], format: Config['logFormat']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  if (logger !== true) return { stream: logger.stream };
  // a person reads the log in development; in production a collector reads JSON lines
  return format === 'pretty'
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
    : {};
}

/** GET /api/products/{slug} -> getProductsSlug */
const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() +
  url.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_match, first: string) => first.toUpperCase());

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

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(options.env ?? process.env), ...options.config };
  const settings = settingsOf(config);
  // the data folder holds accounts, orders and mails with live reset links: the shop's user only
  mkdirSync(settings.dataDir, { recursive: true, mode: 0o700 });
  mkdirSync(settings.uploadsDir, { recursive: true });
  const requestTimeout = config.requestTimeoutMs;
  const securityHeadersOnFrameworkError = securityHeadersOutsideHooks(config);
  const app = Fastify({
    logger: loggerOf(options.logger, config.logFormat),
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    // the load balancers' addresses: X-Forwarded-For is read only from them, and only back to the first address that is not one
    trustProxy: config.trustProxy,
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

  app.decorate('config', config);
  app.decorateRequest('lang', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers['accept-language']);
  });
  installErrorHandler(app);
  // an answer is kept by caches only where its route says it is public
  personalByDefault(app);
  installJsonBodyParser(app);
  rejectUnstorableInput(app);
  await installSecurityHeaders(app, config);
  // answers made per request; files carry their build-time .br/.gz and cached answers their own encoding
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new ShopError(404, 'not_found')));

  const db =
    options.db ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(settings.dataDir, 'pglite') }));
  app.addHook('onClose', () => db.close());
  await migrate(db);
  const sealed = await sealPlainTotpSecrets(db, new TotpSecrets(config.adminTotpKey));
  if (sealed > 0) app.log.info(`sealed ${sealed} operators' authenticator secrets kept in plain text until now`);
  if (options.seed !== false) {
    await prepareCatalogue(db, {
      catalogue: options.catalogue,
      uploadsDir: settings.uploadsDir,
      media: options.media !== false,
      log: app.log,
    });
  }

  const shop: Shop = {
    db,
    catalogue: new CatalogueCache(
      db,
      config.catalogueCacheMs,
      (answer) => new CachedAnswer(answer, publicCacheControl(config.sharedCache)),
      // every sale, decline, cancel, expiry and restock reaches the other servers' stock at once
      () =>
        void announceStock(db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not tell the other servers that stock moved'),
        ),
    ),
    settings,
    // a bank this server plays is reached in-process (its sandbox routes are registered below)
    payments: paymentsOf(
      config,
      injectFetch(() => app),
    ),
    mailer:
      options.mailer ??
      shopMailer(
        { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(settings.dataDir, 'outbox') },
        app.log,
      ),
    counters: options.counters ?? countersFor(db),
    changes: new CatalogueChanges(db),
  };
  shop.changes.onChange(() => shop.catalogue.changed());
  // another server sharing the database changed the catalogue (PostgreSQL only): drop what this one kept
  // (this server hears its own changes too, and drops once more, which costs a read)
  await listenForChanges(
    db,
    () => shop.changes.invalidate(),
    (error) => app.log.warn({ err: error }, 'lost the connection listening for changes: connecting again'),
  );
  await listenForStock(
    db,
    () => shop.catalogue.forgetStock(),
    (error) => app.log.warn({ err: error }, 'lost the connection listening for stock: connecting again'),
  );
  if (shop.payments.none) {
    app.log.warn(
      'no bank is configured and the payment sandbox is off (PAYMENTS_SANDBOX): checkout answers 503 until the credentials of a bank are set (README: Going live)',
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
      schema: schema && {
        operationId: operationIdOf(String(route.method), url),
        ...schema,
        security: schema.security ?? [],
        // the back office's routes say who may call them (domain/roles.ts): the admin UI and its tests read it
        ...(route.config?.access && { 'x-access': route.config.access }),
      },
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
  registerStorefront(app, shop, { cacheMs: config.catalogueCacheMs });
  for (const routes of [
    authRoutes,
    userRoutes,
    addressRoutes,
    categoryRoutes,
    productRoutes,
    telescopeRoutes,
    contentRoutes,
    cartRoutes,
    deliveryRoutes,
    checkoutRoutes,
    orderRoutes,
    paymentRoutes,
    sandboxRoutes,
    adminAppRoutes,
    fileRoutes,
    adminApi,
  ]) {
    await app.register(routes, shop);
  }

  // pending orders whose callback never came are settled by asking their bank (one server at a time)
  app.decorate('reconcilePayments', () =>
    reconcilePayments(shop, config.reconcile.afterMs, (error, order) =>
      app.log.warn({ err: error, order }, 'reconciliation could not settle an order'),
    ),
  );
  // the periodic jobs, on one server at a time of those sharing the database
  const jobs = new BackgroundJobs(db, app.log);
  // pending orders that were never paid give their stock back, their banks asked first
  jobs.every(MINUTE, 'releasing expired reservations', () =>
    expireAfterAskingBanks(shop, (error, order) =>
      app.log.warn({ err: error, order }, 'expiry could not ask the bank about an order'),
    ),
  );
  jobs.every(config.reconcile.everyMs, 'payment reconciliation', () => app.reconcilePayments());
  // closed windows of the limits' counts (PostgreSQL: the table the servers share)
  if (db.notices) jobs.every(MINUTE, 'deleting closed windows of the limits', () => deleteClosedWindows(db));
  app.decorate('runJobs', () => jobs.round());
  app.addHook('onClose', async () => jobs.stop());

  // the order mails queued with the orders' changes, sent by whichever server claims them first
  app.decorate('sendMails', () =>
    sendDueMails(
      db,
      (mail) => shop.mailer.send(mail),
      {
        // development without PUBLIC_URL (production requires it): this server on localhost
        publicUrl: config.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${config.port}`,
        trackingUrl: config.trackingUrl,
        retryMs: config.mailOutbox.retryMs,
        maxAttempts: config.mailOutbox.maxAttempts,
      },
      (error, failure) =>
        failure.final
          ? app.log.error({ err: error, ...failure }, 'an order mail could not be sent: given up')
          : app.log.warn({ err: error, ...failure }, 'an order mail could not be sent: trying again later'),
    ),
  );
  if (config.mailOutbox.everyMs > 0) {
    const mailSender = setInterval(() => {
      app.sendMails().catch((error: unknown) => app.log.error({ err: error }, 'sending order mails failed'));
    }, config.mailOutbox.everyMs);
    mailSender.unref();
    app.addHook('onClose', async () => clearInterval(mailSender));
  }

  await app.ready();
  return app;
}
