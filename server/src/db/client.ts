// One small interface over both engines, so every query is written once in PostgreSQL's dialect:
// embedded PGlite for `npm start` with no set-up, a real PostgreSQL server through `pg` in production.

import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

// the interface lives in ./types.ts, below both engines, which implement it
export type { Database, Notices, Queryable, QueryResult, SessionLocks } from './types';

export interface DatabaseOptions {
  /** a postgres:// URL; when absent the embedded PGlite is used */
  databaseUrl?: string;
  /** folder for PGlite's files; absent means in memory */
  pgliteDir?: string;
  /** a dump (PGlite's dumpDataDir) an in-memory database starts from: the tests' migrated and seeded one */
  pgliteSnapshot?: string;
  /** PostgreSQL schema to work in (tests give every app its own) */
  schema?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // the schema name is spliced into SQL, so only plain identifiers are accepted
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`invalid schema name: ${options.schema}`);
  }
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPglite(options.pgliteDir, options.schema, options.pgliteSnapshot);
}
