import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AttemptCounter } from '../auth/counters';
import type { Mailer } from '../auth/mailer';
import { loadConfig, type Config } from '../config';
import type { ShopSettings } from '../context';
import type { Database } from '../db/client';
import { languageOf } from '../domain/language';
import { sendError, toShopError } from '../http/errors';
import { schemaController } from '../http/validation';
import type { SeedCatalogue } from '../seed/types';
import backgroundJobs from './plugins/backgroundJobs';
import compression from './plugins/compression';
import database from './plugins/database';
import docs from './plugins/docs';
import http from './plugins/http';
import loadShedding from './plugins/loadShedding';
import mailSender from './plugins/mailSender';
import rateLimit from './plugins/rateLimit';
import routes from './plugins/routes';
import securityHeaders, { securityHeadersOutsideHooks } from './plugins/securityHeaders';
import shopContext from './plugins/shopContext';
import storefront from './plugins/storefront';

declare module 'fastify' {
  interface FastifyInstance {
    /** the configuration the app was built with (main.ts listens where it says) */
    config: Config;
  }
}

const BODY_LIMIT = 64 * 1024;
/** a socket with nothing moving either way for this long is closed */
const CONNECTION_TIMEOUT_MS = 60 * 1000;

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
    // the database plugin migrates and seeds, which takes as long as it takes (minutes on a busy machine):
    // a start that hangs is the caller's to time out, as it was before the start was made of plugins
    pluginTimeout: 0,
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
  // Each plugin declares the plugins it needs (fastify-plugin's `dependencies`); the order is the order they
  // hook into every request, and the docs come before any route so that they see them all.
  await app.register(http);
  await app.register(securityHeaders, config);
  await app.register(compression);
  await app.register(database, {
    settings,
    db: options.db,
    seed: options.seed !== false,
    media: options.media !== false,
    catalogue: options.catalogue,
  });
  await app.register(shopContext, { settings, mailer: options.mailer, counters: options.counters });
  await app.register(docs);
  await app.register(rateLimit);
  await app.register(loadShedding, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(storefront);
  await app.register(routes);
  await app.register(backgroundJobs);
  await app.register(mailSender);
  await app.ready();
  return app;
}
