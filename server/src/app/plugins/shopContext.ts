import path from 'node:path';
import fp from 'fastify-plugin';
import type { AttemptCounter } from '../../auth/counters';
import { shopMailer, type Mailer } from '../../auth/mailer';
import type { ShopContext, ShopSettings } from '../../context';
import { CachedAnswer } from '../../http/cachedAnswer';
import { publicCacheControl } from '../../http/cacheControl';
import { CatalogueCache } from '../../modules/catalogue/catalogue.service';
import { announceStock, listenForChanges, listenForStock } from '../../modules/catalogue/changes.repository';
import { CatalogueChanges } from '../../modules/catalogue/changes.service';
import { injectFetch } from '../../payments/injectFetch';
import { paymentsOf } from '../../payments/registry';
import { countersFor } from '../sharedCounter';

declare module 'fastify' {
  interface FastifyInstance {
    /** what every plugin of routes is given (context.ts) */
    shop: ShopContext;
    /** the catalogue as last read (tests use it to release reservations as the sweeper does) */
    catalogue: ShopContext['catalogue'];
  }
}

export interface ShopContextOptions {
  settings: ShopSettings;
  mailer?: Mailer;
  /** where the limits count (default: PostgreSQL's table, shared by the servers on it; PGlite: this process's memory) */
  counters?: AttemptCounter;
}

/** The shop's context (context.ts): the catalogue kept in memory, the banks, the mailer, the limits' counters. */
export default fp<ShopContextOptions>(
  async (app, { settings, ...options }) => {
    const { db } = app;
    const shop: ShopContext = {
      db,
      catalogue: new CatalogueCache(
        db,
        settings.catalogueCacheMs,
        (answer) => new CachedAnswer(answer, publicCacheControl(settings.sharedCache)),
        // every sale, decline, cancel, expiry and restock reaches the other servers' stock at once
        () =>
          void announceStock(db).catch((error: unknown) =>
            app.log.warn({ err: error }, 'could not tell the other servers that stock moved'),
          ),
      ),
      settings,
      // a bank this server plays is reached in-process (its sandbox routes are registered with the others)
      payments: paymentsOf(
        settings,
        injectFetch(() => app),
      ),
      mailer:
        options.mailer ??
        shopMailer(
          { smtpUrl: settings.smtpUrl, from: settings.mailFrom, outboxDir: path.join(settings.dataDir, 'outbox') },
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
        'no bank is configured and the payment sandbox is off (PAYMENTS_SANDBOX): checkout answers 503 until the credentials of a bank are set (docs/operations.md: Going live)',
      );
    }
    app.decorate('shop', shop);
    app.decorate('catalogue', shop.catalogue);
  },
  { name: 'shop-context', dependencies: ['database'] },
);
