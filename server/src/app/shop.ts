import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { AttemptCounter } from '../auth/counters';
import type { Mailer } from '../auth/mailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { CachedAnswer } from '../http/cachedAnswer';
import type { Payments } from '../payments/registry';
import type { CatalogueCache } from '../modules/catalogue/catalogue.service';
import type { CatalogueChanges } from '../modules/catalogue/changes.service';

// What the app composes (./index.ts) and hands to every plugin of routes: the route plugins, the
// storefront's renderer and the auth hooks name these types, never the database's modules.

/** the configuration, and the folders under its data folder */
export type ShopSettings = Config & {
  uploadsDir: string;
  /** WebP forms of the uploaded PNG and JPEG pictures, drawn on first request */
  webpDir: string;
};

/** what every route plugin is given */
export interface Shop {
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
export type ShopRoutes = FastifyPluginAsyncJsonSchemaToTs<{ Options: Shop }>;
