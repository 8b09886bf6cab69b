import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { prepareCatalogue } from '.';

// `npm run seed`: migrates the database of DATABASE_URL (or the embedded one under DATA_DIR), loads the
// catalogue when it is empty and draws its missing images. A loaded catalogue is left alone, since
// orders point at its products.
async function main() {
  const { dataDir, databaseUrl } = loadConfig();
  const db = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(db);
    await prepareCatalogue(db, {
      uploadsDir: path.join(dataDir, 'uploads'),
      media: true,
      log: { info: (details, message) => console.log(message, details) },
    });
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
