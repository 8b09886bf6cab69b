import pg from 'pg';
import { TryAgainLater } from '../domain/errors';
import { postgresLocks } from './postgresLocks';
import { postgresNotices } from './postgresNotices';
import type { Database, Queryable, QueryResult } from './types';

/** a connection attempt that hangs (an unreachable host) fails after this long */
const CONNECT_TIMEOUT_MS = 5_000;
/** seconds a client is asked to wait while the database is away (a restart, a failover) */
const RETRY_AFTER_S = 5;
/** errors of the socket itself (node's codes), before or after it was connected */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * whether `error` says the database is away rather than that the query was wrong: no connection, a
 * connection lost, or the server shutting down or starting up (SQLSTATE class 08, 57P01-57P03)
 */
function lostDatabase(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)))
    return true;
  // pg's own words for a socket that ended, a connection that never came, or a query on a connection
  // already lost (they carry no code)
  return /^Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/.test(
    error.message,
  );
}

/** the database's absence as the shop's 503 with Retry-After; any other error as it is */
async function unavailableAs503<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw lostDatabase(error) ? new TryAgainLater('database_unavailable', RETRY_AFTER_S) : error;
  }
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await unavailableAs503(() => target.query(sql, params));
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // without parameters pg uses the simple protocol, which accepts several statements
      await unavailableAs503(() => target.query(sql));
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
  const pool = new pg.Pool({ ...connection, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // an idle connection the server closed (a restart): the pool drops it and opens another when asked;
  // unheard, the pool's 'error' event would end the process
  pool.on('error', () => undefined);
  const notices = postgresNotices(connection, schema);
  const locks = postgresLocks(connection, schema);
  await pool.query('SELECT 1'); // fail at start, not at the first request, when the server is unreachable
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await unavailableAs503(() => pool.connect());
      let lost = false;
      // A connection checked out is ours to hear: the pool listens only to idle ones, and an 'error' nobody
      // hears (the server ending the session between two queries: a restart, a failover) ends the process.
      // Heard, the next query fails as not queryable, a database away (503).
      const onLost = () => (lost = true);
      client.on('error', onLost);
      try {
        await wrap(client).query('BEGIN');
        const result = await fn(wrap(client));
        await wrap(client).query('COMMIT');
        return result;
      } catch (error) {
        lost ||= error instanceof TryAgainLater;
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // a connection lost midway is closed, not given to the next transaction
        client.off('error', onLost);
        client.release(lost);
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
