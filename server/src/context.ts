import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { AttemptCounter } from './auth/counters';
import type { Mailer } from './auth/mailer';
import type { Config } from './config';
import type { Database } from './db/client';
import type { CachedAnswer } from './http/cachedAnswer';
import type { CatalogueCache } from './modules/catalogue/catalogue.service';
import type { CatalogueChanges } from './modules/catalogue/changes.service';
import type { Payments } from './payments/registry';

// What every plugin of routes, the storefront's renderer and the auth hooks are given: the shop's context,
// made once by buildApp (app/plugins/shopContext.ts). Types only, and here at the root beside config.ts
// rather than in app/: the layers below app/ name these types without importing the app that composes
// them, and a route plugin is handed its context
// as its options, so what a route may use is visible in its own signature.

/** the configuration, and the folders under its data folder */
export type ShopSettings = Config & {
  uploadsDir: string;
  /** WebP forms of the uploaded PNG and JPEG pictures, drawn on first request */
  webpDir: string;
};

/** what every route plugin is given */
export interface ShopContext {
  db: Database;
  /** the catalogue as last read; forget stock through it whenever stock changes */
  catalogue: CatalogueCache<CachedAnswer>;
  settings: ShopSettings;
  payments: Payments;
  mailer: Mailer;
  /** an operator's change to the catalogue, content or promos: `invalidate()` drops what this server kept of them */
  changes: CatalogueChanges;
  /** where every limit counts (auth/counters.ts): a PostgreSQL table shared by all servers, or PGlite's one server's memory */
  counters: AttemptCounter;
}

/** a plugin of routes: each route's body, query, params and reply types come from its schema */
export type ShopRoutes = FastifyPluginAsyncJsonSchemaToTs<{ Options: ShopContext }>;
