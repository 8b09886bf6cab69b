import { buildTestApp, productId, registerUser, sharedDatabase, type TestApp } from './helpers';
import { decideAtBank, startOutsideBanks, type OutsideBanks } from './support/banks';

// Two servers on one PostgreSQL database both run the payment reconciliation: an order whose callback
// was lost is settled once, by the one that holds the advisory lock this round. PostgreSQL only:
// PGlite's files are one process's alone, so there is never a second server.

const runIf = process.env.DATABASE_URL ? describe : describe.skip;

runIf('the payment reconciliation on two servers', () => {
  let outside: OutsideBanks;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    outside = await startOutsideBanks();
    const env = { ...outside.env, PAYMENT_RECONCILE_SECONDS: '0' };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env, db: await sharedDatabase(a.db) });
    outside.callbacksTo(a.app);
  });
  afterAll(async () => {
    await b.app.close();
    await a.app.close();
    await outside.close();
  });

  it('settles an order whose callback was lost once, on one of them', async () => {
    const shopper = await registerUser(a.app);
    const mount = await productId(a.app, 'delta-mount');
    const units = async () =>
      (
        await a.db.query<{ n: number }>(
          "SELECT sum(quantity)::int AS n FROM product_stocks ps JOIN products p ON p.id = ps.product_id WHERE p.slug = 'delta-mount'",
        )
      ).rows[0].n;
    const before = await units();
    const checkout = await a.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.auth,
      payload: { products: { [mount]: 2 }, paymethod: 'BOG_CARD', comment: 'x' },
    });
    const start = checkout.json();
    outside.banks.dropCallbacks = true;
    await decideAtBank(fetch, start, 'approved');
    await a.db.query("UPDATE orders SET created_at = now() - interval '10 minutes' WHERE order_number = $1", [
      start.order_number,
    ]);
    // the bank answers slowly: the first server still holds the lock when the second asks for it
    outside.banks.stallMs = 300;
    const rounds = await Promise.all([a.app.reconcilePayments(), b.app.reconcilePayments()]);
    expect(rounds.sort()).toEqual([1, null]);
    const status = await a.db.query('SELECT payment_status FROM orders WHERE order_number = $1', [start.order_number]);
    expect(status.rows[0].payment_status).toBe('paid');
    const recorded = await a.db.query('SELECT outcome FROM payment_callbacks WHERE order_number = $1', [
      start.order_number,
    ]);
    expect(recorded.rows).toEqual([{ outcome: 'paid' }]);
    expect(await units()).toBe(before - 2);
    // the next round, on either, finds nothing to do
    outside.banks.stallMs = 0;
    expect(await b.app.reconcilePayments()).toBe(0);
  });
});
