import pg from 'pg';
import type { Page } from 'playwright-core';
import { newShopper, registerAndLogIn } from '../support/account';
import { describeInBrowser, shopPage, waitForHydration } from '../support/browser';
import { payOnCheckout } from '../support/cart';
import { clusterFor, describeCluster } from './suite';

jest.setTimeout(120_000);

// Two instances on one PostgreSQL behind nginx (deploy/nginx.conf): what a shopper does goes through
// nginx to whichever instance its turn names, and has to come out as on one server.

const run = clusterFor(2, { env: { CATALOGUE_CACHE_MS: '60000' } });

/** the instances nginx sent this run's requests to, from its access log */
const upstreamsUsed = () => new Set(run.cluster.accessLog().flatMap((line) => /"([^"]*)"/.exec(line)![1].split(/, /)));

describeCluster('the shop behind nginx', () => {
  it('spreads requests over every instance, each one seeing the client’s own address', async () => {
    for (let n = 0; n < 6; n++) {
      const answer = await fetch(`${run.cluster.url}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(answer.status).toBe(200);
    }
    expect(upstreamsUsed()).toEqual(new Set(run.cluster.instances.map((instance) => new URL(instance.url).host)));
  });

  describeInBrowser('a shopper in Chromium', () => {
    const page = shopPage();
    const shopper = newShopper('Tamar', 'Kapanadze');

    /** the newest order's row once it reads `status` (the bank's callback settles it through nginx) */
    async function newestOrder(page: Page, status: string) {
      for (let attempt = 0; attempt < 20; attempt++) {
        await page.goto('/en/orders');
        const row = page.getByRole('table', { name: 'My orders' }).getByRole('row').nth(1);
        await row.getByRole('cell').first().waitFor();
        if ((await row.textContent())?.includes(status)) return row;
        await page.waitForTimeout(250);
      }
      throw new Error(`the newest order never became ${status}`);
    }

    it('buys a telescope: cart, checkout, the bank, the paid order', async () => {
      await registerAndLogIn(page, shopper);
      await page.goto('/en/product/orbita-70-700-az');
      await waitForHydration(page); // a click before then reaches plain HTML
      await page.getByRole('button', { name: /^(Add to cart|Update cart)$/ }).click();
      await page.getByText('added to cart').first().waitFor();
      await page.goto('/en/cart');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Continue to checkout' }).click();
      await page.waitForURL(/\/en\/checkout$/);
      await waitForHydration(page);
      await payOnCheckout(page, /via Bank of Georgia/);
      // the bank's page is the bank's (outside the cluster), its Approve sends the callback and the shopper back
      await page.waitForURL((url) => url.origin === run.cluster.banks.url);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(/\/en\/success\?order=TS-\d+$/);
      await page.getByRole('heading', { name: 'Your payment was successful' }).waitFor();
      // every page after the bank reached either instance: the session and the order are the database's
      const order = await newestOrder(page, 'Paid');
      expect(await order.textContent()).toContain('Card (Visa, Mastercard) via Bank of Georgia');
    });
  });

  it('a change of stock made on one instance shows on the other within a second', async () => {
    const slug = 'orbita-90-900-eq2';
    const [a, b] = run.cluster.instances;
    const stockOn = async (url: string) => {
      const answer = await fetch(`${url}/api/product/${slug}`);
      return ((await answer.json()) as { data: { live_stock: number } }).data.live_stock;
    };
    // both instances keep the product's answer (kept for a minute here: only a notice drops it; the kept
    // pages go with it, server/test/changesAcrossServers.test.ts)
    const before = await stockOn(a.url);
    expect(before).toBeGreaterThan(0);
    expect(await stockOn(b.url)).toBe(before);

    // the change as the back office makes it on instance a: the stock and, in its transaction, the notice
    const db = new pg.Client({ connectionString: run.databaseUrl });
    await db.connect();
    try {
      await db.query('BEGIN');
      // the warehouses' stock, and the live stock (what is not held by unpaid orders) down by as much
      await db.query(
        `WITH product AS (SELECT id FROM products WHERE slug = $1),
              emptied AS (UPDATE product_stocks SET quantity = 0 WHERE product_id = (SELECT id FROM product)
                          RETURNING quantity)
         UPDATE products SET live_stock = 0 WHERE id = (SELECT id FROM product)`,
        [slug],
      );
      await db.query(`SELECT pg_notify('shop_changes', '')`);
      await db.query('COMMIT');
    } finally {
      await db.end();
    }
    const changed = Date.now();
    while ((await stockOn(b.url)) !== 0 && Date.now() - changed < 5000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const afterMs = Date.now() - changed;
    expect(await stockOn(b.url)).toBe(0);
    expect(afterMs).toBeLessThan(1000);
    expect(await stockOn(a.url)).toBe(0);
  });
});
