import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { AttemptCounter } from '../auth/counters';
import type { RateLimit } from '../auth/limits';
import type { Mailer } from '../auth/mailer';
import type { Database } from '../db/client';
import type { CachedAnswer } from '../http/cachedAnswer';
import type { LoanTerms } from '../domain/installments';
import type { UnpaidLimits } from '../domain/unpaidLimits';
import type { Payments } from '../payments/registry';
import type { CatalogueCache } from '../shop/catalogueCache';

// What the app composes (./index.ts) and hands to every plugin of routes: the route plugins, the
// storefront's renderer and the auth hooks name these types, never the database's modules.

export interface ShopSettings {
  dataDir: string;
  uploadsDir: string;
  /** WebP forms of the uploaded PNG and JPEG pictures, drawn on first request */
  webpDir: string;
  distDir: string;
  localesDir: string;
  /** absolute base of links we hand out (reset mails, payment pages); else, in development, the listening address (never the request's Host) */
  publicUrl?: string;
  /** scrypt's N: a power of two; tests lower it */
  scryptCost: number;
  tokenTtlMs: number;
  resetTtlMs: number;
  /** how long a pending order holds its stock */
  reservationMs: number;
  /** what one account, and one client address, may hold in unpaid orders */
  unpaidLimits: UnpaidLimits;
  /** per client address, on login, register, the reset calls and password changes */
  authRateLimit: RateLimit;
  /** per account: password checks (logins), and password changes */
  accountRateLimit: RateLimit;
  /** per account: password reset mails (more requests are answered alike, and mail nothing) */
  resetMailLimit: RateLimit;
  /** per client address: registrations answered "email taken" */
  emailTakenLimit: RateLimit;
  /** the BOG installment terms of "from X ₾/month" */
  loanTerms: LoanTerms;
}

/** what every route plugin is given */
export interface Shop {
  db: Database;
  /** the catalogue as last read; forget stock through it whenever stock changes */
  catalogue: CatalogueCache<CachedAnswer>;
  settings: ShopSettings;
  payments: Payments;
  mailer: Mailer;
  /** where every limit counts (auth/counters.ts): this process's memory today, a store shared by all servers later */
  counters: AttemptCounter;
}

/** a plugin of routes: each route's body, query, params and reply types come from its schema */
export type ShopRoutes = FastifyPluginAsyncJsonSchemaToTs<{ Options: Shop }>;
