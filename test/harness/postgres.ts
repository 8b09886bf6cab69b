import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../server/test/support/serverProcess';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'postgres.sh');

/** a PostgreSQL server of the suite's own (scripts/postgres.sh in a folder and on a port of its own), to stop and start again */
export interface OwnPostgres {
  url: string;
  /** a fast shutdown: sessions are ended, committed transactions kept */
  stop(): Promise<void>;
  /** starts again what stop() stopped, its data kept */
  resume(): Promise<void>;
  /** stops it for good and removes its folder */
  remove(): Promise<void>;
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const port = await freePort();
  const env = {
    ...process.env,
    PG_TEST_DIR: path.join(os.tmpdir(), `astroshop-cluster-pg-${port}`),
    PG_TEST_PORT: String(port),
  };
  const script = async (command: string) => void (await run(SCRIPT, [command], { env }));
  await script('start');
  return {
    url: (await run(SCRIPT, ['url'], { env })).stdout.trim(),
    stop: () => script('stop'),
    resume: () => script('resume'),
    remove: async () => {
      await script('stop');
      await run('rm', ['-rf', env.PG_TEST_DIR]);
    },
  };
}

/** a database of its own on the server at serverUrl (whose user may create databases), dropped by drop() */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `astroshop_cluster_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
