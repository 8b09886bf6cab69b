import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult } from './client';

/** where in-memory databases find the snapshot of a fresh cluster, per PGlite version */
function templatePath(): string {
  const packageJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return path.join(tmpdir(), `astroshop-pglite-${version}-initdb.tar`);
}

type Operation = { op: 'ready' | 'close' } | { op: 'exec'; sql: string } | { op: 'query'; sql: string; params: unknown[] };

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
export async function openPglite(dir: string | undefined, schema?: string): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), { workerData: { dataDir: dir, template: dir ? undefined : templatePath() } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: { message: string; code?: string } }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error) call?.reject(new DatabaseError(error.message, error.code));
    else call?.resolve(result);
  });
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

  await send({ op: 'ready' });
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
    close: async () => {
      await queue(() => send({ op: 'close' }));
      await worker.terminate();
    },
  };
}
