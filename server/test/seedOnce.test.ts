import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { prepareCatalogue } from '../src/seed';
import { fixtureCatalogue } from './fixtures/catalogue';
import { freshDatabase } from './helpers';

// Several servers started together on one PostgreSQL (a rolling deploy, the cluster suite) each run
// the seed of an empty database at start: one of them loads the catalogue, the others find it loaded.

/** a second session on the same database and schema, as another server opens it (PGlite: the one database) */
async function secondSession(db: Database): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...db, close: async () => undefined };
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return openDatabase({ databaseUrl: url, schema: rows[0].schema });
}

describe('seeding an empty database', () => {
  it('loads the catalogue once when two servers start together', async () => {
    const db = await freshDatabase();
    const other = await secondSession(db);
    try {
      const seeded: object[] = [];
      const options = {
        catalogue: fixtureCatalogue,
        uploadsDir: '',
        media: false,
        log: { info: () => seeded.push({}) },
      };
      await Promise.all([migrate(db), migrate(other)]);
      await Promise.all([prepareCatalogue(db, options), prepareCatalogue(other, options)]);
      expect(seeded).toHaveLength(1);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
      expect(rows[0].n).toBe(fixtureCatalogue.categories.length);
    } finally {
      await other.close();
      await db.close();
    }
  });
});
