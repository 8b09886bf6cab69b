import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { catalogue as shopCatalogue } from './content';
import { catalogueIsEmpty, seedCatalogue } from './load';
import type { SeedCatalogue } from './types';

export interface PrepareOptions {
  /** default: the shop's own catalogue */
  catalogue?: SeedCatalogue;
  uploadsDir: string;
  /** draw the images and PDFs the catalogue names */
  media: boolean;
  log: FastifyBaseLogger;
}

/** seeds an empty database, so a fresh clone starts with a full shop */
export async function prepareCatalogue(db: Database, options: PrepareOptions): Promise<boolean> {
  if (!(await catalogueIsEmpty(db))) return false;
  const catalogue = options.catalogue ?? shopCatalogue;
  await seedCatalogue(db, catalogue);
  options.log.info({ products: catalogue.products.length }, 'catalogue seeded');
  return true;
}
