import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedCatalogue } from '../../src/seed/load';
import { fixtureCatalogue } from '../fixtures/catalogue';

// Migrating and seeding a database takes most of a test app's start (tens of seconds on a busy machine),
// and every app of the suite starts from the same one: it is made once (globalSetup.ts) and copied per
// app. PGlite loads a dump of it into memory; a PostgreSQL server copies a template database.

const SERVER = path.resolve(__dirname, '..', '..');

/**
 * What the prepared database is made of: the migrations, the seeding code, the fixture catalogue and
 * PGlite's version, and the day, since seeding dates the products back from now (ageDays: whole days,
 * which less than a day of drift leaves on the same side of every "new" or "recent" window).
 */
function preparedKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(SERVER, 'src', 'db', 'migrations');
  for (const file of readdirSync(migrations).sort())
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  for (const file of ['load.ts', 'index.ts']) hash.update(readFileSync(path.join(SERVER, 'src', 'seed', file)));
  hash.update(JSON.stringify(fixtureCatalogue));
  hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 12);
}

// globalSetup names the prepared database once for the run, and the test workers read its name: a run
// going past midnight keeps the one it started with
const PREPARED = 'ASTROSHOP_TEST_SEEDED';

function prepared(): string {
  const name = process.env[PREPARED];
  if (!name) throw new Error(`${PREPARED} is unset: the server suite's globalSetup (jest.config.ts) prepares it`);
  return name;
}

/** the URL of another database on the server of url */
export function databaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migrateAndSeed(db: Database) {
  await migrate(db);
  await seedCatalogue(db, fixtureCatalogue);
  await db.close();
}

/** makes the prepared database of this run, unless an earlier run today made the same one */
export async function prepareSeededDatabase(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `astroshop_seeded_${preparedKey()}`;
    process.env[PREPARED] = template;
    await onServer(url, async (client) => {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      // made under another name and renamed when whole: a run stopped midway leaves no half template
      const partial = `${template}_${process.pid}`;
      await client.query(`DROP DATABASE IF EXISTS "${partial}"`);
      await client.query(`CREATE DATABASE "${partial}"`);
      await migrateAndSeed(await openDatabase({ databaseUrl: databaseUrl(url, partial) }));
      await client.query(`ALTER DATABASE "${partial}" RENAME TO "${template}"`);
    });
    return;
  }
  const file = path.join(tmpdir(), `astroshop-test-seeded-${preparedKey()}.tar`);
  process.env[PREPARED] = file;
  if (existsSync(file)) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'astroshop-test-seeding-'));
  try {
    await migrateAndSeed(await openDatabase({ pgliteDir: dir }));
    // the server's CommonJS reaches the ESM-typed contrib package by import(), as its worker does by require
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await pglite.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A database of its own, migrated and seeded with the fixture catalogue: PGlite in memory, or, when
 * DATABASE_URL is set (CI's second run), a copy of the template database, dropped when the app closes.
 */
export async function seededDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ pgliteSnapshot: prepared() });
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(url, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${prepared()}" STRATEGY FILE_COPY`),
  );
  const db = await openDatabase({ databaseUrl: databaseUrl(url, name) });
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(url, (client) => client.query(`DROP DATABASE "${name}" WITH (FORCE)`));
    },
  };
}
