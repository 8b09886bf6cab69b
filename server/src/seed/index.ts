import type { Database } from '../db/client';
import { catalogue as shopCatalogue } from './content';
import { seedCatalogue } from './load';
import { generateMedia } from './media';
import { seedReferenceTelescopes } from './telescopes';
import type { SeedCatalogue } from './types';

export interface SeedLog {
  info(details: object, message: string): void;
}

export interface PrepareOptions {
  /** default: the shop's own catalogue */
  catalogue?: SeedCatalogue;
  uploadsDir: string;
  /** draw the images and PDFs the catalogue names */
  media: boolean;
  log: SeedLog;
}

/**
 * Seeds an empty database, so a fresh clone starts with a full shop, writes the reference list of
 * telescopes (on every start: it is reference data, see ./telescopes.ts), and draws the catalogue's images
 * that are missing (all of them on the first start; none afterwards, which costs a few file checks).
 * Drawing also runs for a database seeded elsewhere, e.g. a PostgreSQL server shared with a new DATA_DIR.
 */
export async function prepareCatalogue(db: Database, options: PrepareOptions): Promise<void> {
  const catalogue = options.catalogue ?? shopCatalogue;
  if (await seedCatalogue(db, catalogue)) {
    options.log.info({ products: catalogue.products.length }, 'catalogue seeded');
  }
  await seedReferenceTelescopes(db);
  if (options.media) {
    const started = Date.now();
    await generateMedia(options.uploadsDir, catalogue);
    options.log.info({ ms: Date.now() - started, dir: options.uploadsDir }, 'catalogue images ready');
  }
}
