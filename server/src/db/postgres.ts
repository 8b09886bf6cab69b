import pg from 'pg';
import { postgresLocks } from './postgresLocks';
import { postgresNotices } from './postgresNotices';
import type { Database, Queryable, QueryResult } from './types';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // without parameters pg uses the simple protocol, which accepts several statements
      await target.query(sql);
    },
  };
}

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const connection: pg.ClientConfig = {
    connectionString: url,
    // every connection works in the given schema; extensions (pg_trgm) live in public
    ...(schema ? { options: `-c search_path="${schema}",public` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: 10 });
  const notices = postgresNotices(connection, schema);
  const locks = postgresLocks(connection, schema);
  await pool.query('SELECT 1'); // fail at start, not at the first request, when the server is unreachable
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    notices: notices.notices,
    locks: locks.locks,
    async close() {
      await Promise.all([notices.close(), locks.close()]);
      await pool.end();
    },
  };
}
