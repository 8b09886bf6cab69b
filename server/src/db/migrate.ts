import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// any constant shared by all instances: two servers starting together migrate one after the other
const MIGRATION_LOCK = 7_351_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** the versioned scripts `NNN_name.sql`, in order */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d+)_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([file, version, name]) => ({
      version: Number(version),
      name,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** applies every migration not yet recorded in schema_migrations, each in its own transaction */
export async function migrate(db: Database, migrations = readMigrations()): Promise<number[]> {
  // behind the lock too: two sessions creating the same table at once collide in PostgreSQL's catalogue
  // (pg_type_typname_nsp_index), IF NOT EXISTS or not
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
