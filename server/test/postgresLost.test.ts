import pg from 'pg';
import { TryAgainLater } from '../src/domain/errors';
import { buildTestApp, waitFor, type TestApp } from './helpers';

// A PostgreSQL restart or failover ends every session, those in a transaction too. The shop answers
// 503 with Retry-After meanwhile (README "Deployment"); a transaction whose connection went must fail
// so, and never end the process: the cluster suite's database restart under load once stopped an
// instance with pg's 'error' event of a connection checked out of the pool, which nobody heard.
// PostgreSQL only: PGlite runs in the server's own process and never goes away.

const runIf = process.env.DATABASE_URL ? describe : describe.skip;

runIf('a transaction whose connection the database ends', () => {
  let shop: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    shop = await buildTestApp();
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await shop?.app.close();
  });

  it('fails with the 503 of a database away, and the server answers the next request', async () => {
    const transaction = shop.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // the session ended while the transaction waits between two queries, as a restart ends it
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      const ended = async () =>
        (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [rows[0].pid])).rowCount === 0;
      await waitFor(ended);
      await tx.query('SELECT 1');
    });
    await expect(transaction).rejects.toBeInstanceOf(TryAgainLater);
    const health = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
