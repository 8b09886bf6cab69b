import path from 'node:path';
import fp from 'fastify-plugin';
import { sealPlainTotpSecrets, TotpSecrets } from '../../auth/totpSecrets';
import type { ShopSettings } from '../../context';
import { openDatabase, type Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import { prepareCatalogue } from '../../seed';
import type { SeedCatalogue } from '../../seed/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** the shop's database, migrated (and seeded, unless told not to) */
    db: Database;
  }
}

export interface DatabaseOptions {
  settings: ShopSettings;
  /** an open database (tests pass their own); else one is opened from the configuration. Either way the app closes it. */
  db?: Database;
  /** load the catalogue into an empty database */
  seed: boolean;
  /** draw the catalogue's images while seeding */
  media: boolean;
  catalogue?: SeedCatalogue;
}

/** The database: opened, migrated, its operators' secrets sealed, the catalogue loaded into it when empty. */
export default fp<DatabaseOptions>(
  async (app, { settings, ...options }) => {
    const db =
      options.db ??
      (await openDatabase({ databaseUrl: settings.databaseUrl, pgliteDir: path.join(settings.dataDir, 'pglite') }));
    app.addHook('onClose', () => db.close());
    await migrate(db);
    const sealed = await sealPlainTotpSecrets(db, new TotpSecrets(settings.adminTotpKey));
    if (sealed > 0) app.log.info(`sealed ${sealed} operators' authenticator secrets kept in plain text until now`);
    if (options.seed) {
      await prepareCatalogue(db, {
        catalogue: options.catalogue,
        uploadsDir: settings.uploadsDir,
        media: options.media,
        log: app.log,
      });
    }
    app.decorate('db', db);
  },
  { name: 'database' },
);
