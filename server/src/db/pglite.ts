import { chmodSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDirectory } from './dirLock';
import type { Database, Queryable, QueryResult } from './types';

/** where in-memory databases find the snapshot of a fresh cluster, per PGlite version */
function templatePath(): string {
  const packageJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return path.join(tmpdir(), `astroshop-pglite-${version}-initdb.tar`);
}

/**
 * The database's folder and files for the shop's user alone (0700, 0600). PGlite's file system layer
 * creates its files 0666 whatever the umask, and older versions of the shop left them so: the folder's
 * 0700 is what keeps files created later from other users.
 */
function keepPrivate(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) keepPrivate(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

type Operation =
  { op: 'ready' | 'close' } | { op: 'exec'; sql: string } | { op: 'query'; sql: string; params: unknown[] };

/** PostgreSQL's error, rebuilt on this side of the thread boundary */
export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** runs tasks one at a time, in arrival order */
function serialised() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * The embedded PGlite, in its own thread (see pglite-worker.js). PGlite is a single connection, so
 * everything goes through one queue, and a transaction holds the queue until it ends: that is what
 * makes concurrent stock reservations safe here, as row locks do on a PostgreSQL server.
 */
export async function openPglite(dir: string | undefined, schema?: string, snapshot?: string): Promise<Database> {
  // the folder holds every account and order: nobody but the shop's own user may read it
  if (dir) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    keepPrivate(dir);
  }
  // one process at a time: another opening the same files would corrupt them
  const unlock = dir ? lockDirectory(dir) : () => {};
  const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), {
    workerData: { dataDir: dir, snapshot, template: dir ? undefined : templatePath() },
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on(
    'message',
    ({ id, result, error }: { id: number; result?: unknown; error?: { message: string; code?: string } }) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (error) call?.reject(new DatabaseError(error.message, error.code));
      else call?.resolve(result);
    },
  );
  worker.on('error', (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  });
  const send = <T>(operation: Operation) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...operation });
    });

  const direct: Queryable = {
    query: <Row>(sql: string, params: unknown[] = []) => send<QueryResult<Row>>({ op: 'query', sql, params }),
    exec: (sql: string) => send<void>({ op: 'exec', sql }),
  };
  const queue = serialised();

  try {
    await send({ op: 'ready' });
    // a new database's files were just written
    if (dir) keepPrivate(dir);
  } catch (error) {
    await worker.terminate();
    unlock();
    if (!dir) throw error;
    // PGlite's own words for a damaged cluster are "Aborted(). Build with -sASSERTIONS ..."
    throw new Error(
      `The embedded database in ${dir} cannot be opened: its files are damaged or are not a database (${(error as Error).message.split('\n')[0]}). ` +
        'Restore that folder from a backup, or move it away to start with a fresh catalogue and no accounts or orders.',
    );
  }
  if (schema) await direct.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"; SET search_path TO "${schema}", public`);
  return {
    query: (sql, params) => queue(() => direct.query(sql, params)),
    exec: (sql) => queue(() => direct.exec(sql)),
    transaction: (fn) =>
      queue(async () => {
        await direct.exec('BEGIN');
        try {
          const result = await fn(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (error) {
          await direct.exec('ROLLBACK');
          throw error;
        }
      }),
    notices: null,
    locks: null,
    close: async () => {
      await queue(() => send({ op: 'close' }));
      await worker.terminate();
      unlock();
    },
  };
}
