import { mkdirSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { outboxMailer, type Mailer } from './auth/mailer';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { installCompression } from './http/compression';
import type { RateLimit, Shop, ShopSettings } from './http/context';
import { installErrorHandler, sendError, ShopError } from './http/errors';
import { languageOf } from './http/language';
import { installSecurityHeaders } from './http/securityHeaders';
import { rejectUnstorableInput } from './http/storableInput';
import { paymentsFromEnv } from './payments/registry';
import { registerStorefront } from './render/storefront';
import authRoutes from './routes/auth';
import cartRoutes from './routes/cart';
import categoryRoutes from './routes/categories';
import checkoutRoutes from './routes/checkout';
import contentRoutes from './routes/content';
import fileRoutes from './routes/files';
import orderRoutes from './routes/orders';
import paymentRoutes from './routes/payments';
import productRoutes from './routes/products';
import sandboxRoutes from './routes/sandbox';
import userRoutes from './routes/users';
import { prepareCatalogue } from './seed';
import type { SeedCatalogue } from './seed/types';
import { CatalogueCache } from './shop/catalogueCache';
import { releaseExpiredReservations } from './shop/orders';

declare module 'fastify' {
  interface FastifyInstance {
    /** the catalogue as last read (tests use it to release reservations as the sweeper does) */
    catalogue: CatalogueCache;
  }
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const BODY_LIMIT = 64 * 1024;
const MINUTE = 60 * 1000;
const CATALOGUE_CACHE_MS = 5000;

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
  /** true: log to stdout; or a stream to log to */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** trust X-Forwarded-* from a proxy in front (client addresses for rate limits) */
  trustProxy?: boolean;
  /** payment providers' settings (default process.env; see payments/registry.ts) */
  env?: NodeJS.ProcessEnv;
  /** scrypt's N (default 16384; tests lower it) */
  scryptCost?: number;
  authRateLimit?: RateLimit;
  mailer?: Mailer;
  /** how long a pending order holds its stock (default 30 minutes) */
  reservationMs?: number;
  /** how long catalogue answers are kept, at most (default 5 s; 0 keeps none): see shop/catalogueCache.ts */
  catalogueCacheMs?: number;
}

function settingsOf(options: BuildOptions): ShopSettings {
  const dataDir = path.resolve(options.dataDir ?? 'data');
  return {
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webpDir: path.join(dataDir, 'webp'),
    distDir: path.resolve(options.distDir ?? path.join(REPO_ROOT, 'dist')),
    localesDir: path.resolve(options.localesDir ?? path.join(REPO_ROOT, 'locales')),
    publicUrl: options.publicUrl,
    scryptCost: options.scryptCost ?? 16384,
    tokenTtlMs: 30 * 24 * 60 * MINUTE,
    resetTtlMs: 60 * MINUTE,
    reservationMs: options.reservationMs ?? 30 * MINUTE,
    authRateLimit: options.authRateLimit ?? { max: 10, timeWindow: MINUTE },
  };
}

function loggerOf(logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return logger === true ? {} : { stream: logger.stream };
}

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
    const line = { method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const settings = settingsOf(options);
  mkdirSync(settings.uploadsDir, { recursive: true });
  const app = Fastify({
    logger: loggerOf(options.logger),
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { allErrors: true } },
  });

  app.decorateRequest('lang', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers['accept-language']);
  });
  installErrorHandler(app);
  rejectUnstorableInput(app);
  installSecurityHeaders(app, options.env ?? process.env);
  installCompression(app);
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new ShopError(404, 'not_found')));

  const db = options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: path.join(settings.dataDir, 'pglite') }));
  app.addHook('onClose', () => db.close());
  await migrate(db);
  if (options.seed !== false) {
    await prepareCatalogue(db, { catalogue: options.catalogue, uploadsDir: settings.uploadsDir, media: options.media !== false, log: app.log });
  }

  const shop: Shop = {
    db,
    catalogue: new CatalogueCache(db, options.catalogueCacheMs ?? CATALOGUE_CACHE_MS),
    settings,
    payments: paymentsFromEnv(options.env ?? process.env),
    mailer: options.mailer ?? outboxMailer(path.join(settings.dataDir, 'outbox'), app.log),
  };

  app.decorate('catalogue', shop.catalogue);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AstroShop API',
        version: '1.0.0',
        description: 'Send accept-language: ka|en. Errors are { message }, 422 adds { errors: { field: [message] } }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ShopError(429, 'too_many_requests'),
  });

  // storefront pages rendered here (the files' fallback sends them), the sitemap and robots.txt
  registerStorefront(app, shop, { cacheMs: options.catalogueCacheMs ?? CATALOGUE_CACHE_MS });
  app.get('/api/health', { schema: { summary: 'Liveness' } }, async () => ({ status: 'OK' }));
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  for (const routes of [authRoutes, userRoutes, categoryRoutes, productRoutes, contentRoutes, cartRoutes, checkoutRoutes, orderRoutes, paymentRoutes, sandboxRoutes, fileRoutes]) {
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
