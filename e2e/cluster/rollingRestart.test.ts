import { clusterFor, describeCluster } from './suite';
import { auditOrders, Shoppers, stockOf } from '../../test/harness/shoppers';

jest.setTimeout(240_000);

// The graceful shutdown of today, behind the balancer: while shoppers browse, price, check out and pay
// through nginx, each instance in turn is taken out of nginx's upstream (`down`, a reload), gets SIGTERM
// (it finishes what it has and exits), is started again on its address and put back. SIGTERM alone is
// not enough under load: connections the kernel accepted but the server had not yet taken are reset
// when it stops listening, and nginx, having sent a POST on one, must not send it again (README
// "Deployment"); nginx's reload lets its old workers finish and its new ones never pick that instance.
// The reload also closes the old workers' idle connections to the shoppers: a request that crosses
// that close is sent again, as a browser does (browserRequest.ts), and must then succeed.

const run = clusterFor(2);

describeCluster('a rolling restart behind nginx', () => {
  it('fails no request and loses no order while every instance is stopped and started again in turn', async () => {
    const shoppers = new Shoppers(run.cluster.url);
    await shoppers.prepare(12);
    const startStock = await stockOf(run.databaseUrl);
    let restarting = true;
    const load = shoppers.shopUntil(() => !restarting);
    const restarted: string[] = [];
    try {
      for (const [n, instance] of run.cluster.instances.entries()) {
        await new Promise((resolve) => setTimeout(resolve, 2000)); // the load runs on every instance first
        await run.cluster.drain(n);
        await instance.stop('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 1000)); // the others carry it alone meanwhile
        await instance.start();
        await run.cluster.drain();
        restarted.push(instance.url);
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    } finally {
      // a failed step ends the load too, or it runs on against a cluster being stopped
      restarting = false;
      await load;
    }

    expect(restarted).toHaveLength(2);
    expect(shoppers.failures).toEqual([]);
    expect(shoppers.requests).toBeGreaterThan(100);
    expect(shoppers.orders.size).toBeGreaterThan(5);
    const audit = await auditOrders(run.databaseUrl, shoppers.orders, startStock);
    expect(audit.lost).toEqual([]);
    expect(audit.wrongOutcome).toEqual([]);
    expect(audit.unbalanced).toEqual([]);
  });
});
