import type { Database } from '../src/db/client';
import { buildTestApp, freshDatabase, productId, registerUser, sharedDatabase, type TestApp } from './helpers';

// Two servers on one PostgreSQL database both tick the periodic jobs' timers, but one runs the jobs:
// the one holding the jobs' session-level advisory lock (app/backgroundJobs.ts), until it stops, when
// the other takes over. PostgreSQL only: PGlite's files are one process's alone, so there is never a
// second server.

const runIf = process.env.DATABASE_URL ? describe : describe.skip;

runIf('the background jobs on two servers', () => {
  // the schema's owner is no server, so that either server can stop
  let owner: Database;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    owner = await freshDatabase();
    one = await buildTestApp({ db: await sharedDatabase(owner) });
    two = await buildTestApp({ db: await sharedDatabase(owner) });
  });
  afterAll(async () => {
    await one?.app.close();
    await two?.app.close();
    await owner?.close();
  });

  /** an unpaid order of 2 units whose reservation ended a minute ago */
  async function expiredOrder(app: TestApp['app']) {
    const shopper = await registerUser(app);
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.auth,
      payload: { products: { [await productId(app, 'delta-mount')]: 2 }, paymethod: 'BOG_CARD', comment: 'x' },
    });
    const { order_number } = checkout.json<{ order_number: string }>();
    await owner.query("UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE order_number = $1", [
      order_number,
    ]);
    return order_number;
  }
  const statusOf = async (orderNumber: string) =>
    (await owner.query('SELECT payment_status FROM orders WHERE order_number = $1', [orderNumber])).rows[0]
      .payment_status;

  it('runs each round on one server, the same one round after round, and on the other once it stopped', async () => {
    const first = await expiredOrder(one.app);
    const rounds = await Promise.all([one.app.runJobs(), two.app.runJobs()]);
    const ran = rounds.filter((names) => names.length > 0);
    expect(ran).toEqual([
      [
        'releasing expired reservations',
        'payment reconciliation',
        'refunds the banks confirm',
        'deleting closed windows of the limits',
      ],
    ]);
    const holder = rounds[0].length > 0 ? one : two;
    const other = holder === one ? two : one;
    expect(await statusOf(first)).toBe('failed');

    // the next rounds: the holder again, the other never
    for (let i = 0; i < 3; i++) {
      expect((await other.app.runJobs()).length).toBe(0);
      expect(await holder.app.runJobs()).toEqual(ran[0]);
    }

    // the holder stops (its session ends): the other's next round is its own, and releases the next order
    const second = await expiredOrder(other.app);
    await holder.app.close();
    expect(await other.app.runJobs()).toEqual(ran[0]);
    expect(await statusOf(second)).toBe('failed');
  });
});

describe('the background jobs of a server alone', () => {
  it('runs every round (the embedded database has one server)', async () => {
    const { app } = await buildTestApp();
    try {
      expect(await app.runJobs()).toEqual(
        process.env.DATABASE_URL
          ? [
              'releasing expired reservations',
              'payment reconciliation',
              'refunds the banks confirm',
              'deleting closed windows of the limits',
            ]
          : ['releasing expired reservations', 'payment reconciliation', 'refunds the banks confirm'],
      );
      expect((await app.runJobs()).length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
