import { clusterFor, describeCluster } from './suite';
import { auditOrders, Shoppers, stockOf } from '../../test/harness/shoppers';

jest.setTimeout(240_000);

// The database failover drill: the PostgreSQL the instances share (a server of the suite's own) is
// stopped under load and started again. While it is away the shop answers 503 with Retry-After (never
// a 500, never a hang), what was committed stays, and the instances recover by themselves.

const run = clusterFor(2, { ownServer: true });

describeCluster('a database restart under load', () => {
  it('answers 503 with Retry-After while the database is away, keeps every committed order and recovers', async () => {
    // 503 with Retry-After is what a shopper may meet meanwhile; anything else is a failure
    const shoppers = new Shoppers(run.cluster.url, [503]);
    await shoppers.prepare(8);
    const startStock = await stockOf(run.databaseUrl);
    let drilling = true;
    const load = shoppers.shopUntil(() => !drilling);
    let before = 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      before = shoppers.requests;
      await run.postgres.stop();
      // away: every instance answers, with 503 and Retry-After
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const away = await shoppers.send('GET', '/api/product/orbita-70-700-az');
      expect(away.status).toBe(503);
      expect(Number(away.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(JSON.parse(away.body)).toEqual({ message: expect.stringMatching(/records/) });
      const health = await shoppers.send('GET', '/api/health');
      expect(health.status).toBe(503);
      await run.postgres.resume();
      // back: the instances answer again without being touched
      const resumed = Date.now();
      let recovered = false;
      while (!recovered && Date.now() - resumed < 20_000) {
        const answers = await Promise.all(
          run.cluster.instances.map((instance) => fetch(`${instance.url}/api/product/orbita-70-700-az`)),
        );
        recovered = answers.every((answer) => answer.status === 200);
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(recovered).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 3000)); // and the load goes on
    } finally {
      // a failed step ends the load too, or it runs on against a cluster being stopped
      drilling = false;
      await load;
    }

    expect(shoppers.failures).toEqual([]);
    expect(shoppers.requests).toBeGreaterThan(before);
    expect(shoppers.statuses.get(503)).toBeGreaterThan(0);
    const audit = await auditOrders(run.databaseUrl, shoppers.orders, startStock);
    expect(audit.lost).toEqual([]);
    expect(audit.unbalanced).toEqual([]);
  });
});
