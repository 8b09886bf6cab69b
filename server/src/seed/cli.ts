import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { catalogueIsEmpty, seedCatalogue } from './load';
import { catalogue } from './content';

// `npm run seed`: migrates the database of DATABASE_URL (or the embedded one under DATA_DIR) and loads
// the catalogue when it is empty; a loaded catalogue is left alone, since orders point at its products.
async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(db);
    if (await catalogueIsEmpty(db)) {
      await seedCatalogue(db, catalogue);
      console.log(`seeded ${catalogue.products.length} products, ${catalogue.news.length} news`);
    } else {
      console.log('the catalogue is already loaded; nothing to do');
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
