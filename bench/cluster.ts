import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../test/harness/cluster';
import { freshDatabase, ownPostgres } from '../test/harness/postgres';
import { Shoppers } from '../test/harness/shoppers';
import { suiteBuilds } from '../test/harness/storefrontBuild';
import { commitHash, loadNote, machineNote } from './lib';

// `npm run bench:cluster [-- --seconds 10 --connections 16 --report bench/cluster.md]`
// Requests per second through nginx (deploy/nginx.conf) with 1, 2 and 3 compiled instances on one
// PostgreSQL of its own, on this machine: a kept product page, the cart's pricing, and a checkout mix
// (signed-in shoppers browsing, pricing, checking out and deciding at the outside sandbox bank).
// Instances, nginx, PostgreSQL and the load all share the machine's cores: read the ratios, not the numbers.

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    report: { type: 'string', default: path.resolve(__dirname, 'cluster.md') },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const SIZES = [1, 2, 3];

/** requests per second of `request` sent by CONNECTIONS loops for SECONDS; any status but 200 is an error */
async function rate(request: () => Promise<Response>): Promise<{ perSecond: number; errors: number }> {
  let done = 0;
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const answer = await request().catch(() => null);
        if (answer?.status === 200) done++;
        else errors++;
        await answer?.arrayBuffer();
      }
    }),
  );
  return { perSecond: done / ((Date.now() - started) / 1000), errors };
}

interface Row {
  size: number;
  page: number;
  cart: number;
  checkout: number;
  errors: number;
  load: string;
}

async function measure(size: number, serverUrl: string): Promise<Row> {
  const database = await freshDatabase(serverUrl);
  const cluster = await startCluster({ size, databaseUrl: database.url });
  try {
    const page = `${cluster.url}/en/product/orbita-70-700-az`;
    const product = (await (await fetch(`${cluster.url}/api/product/orbita-70-700-az`)).json()) as {
      data: { id: number };
    };
    const cart = JSON.stringify({ products: { [product.data.id]: 1 }, promo: 'STARGAZER10' });
    await rate(() => fetch(page)); // every instance renders and keeps the page first
    const pageRate = await rate(() => fetch(page, { headers: { 'accept-encoding': 'br' } }));
    const cartRate = await rate(() =>
      fetch(`${cluster.url}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: cart }),
    );
    const shoppers = new Shoppers(cluster.url);
    await shoppers.prepare(CONNECTIONS);
    const started = Date.now();
    await shoppers.shopUntil(() => Date.now() - started > SECONDS * 1000);
    const checkout = shoppers.requests / ((Date.now() - started) / 1000);
    return {
      size,
      page: pageRate.perSecond,
      cart: cartRate.perSecond,
      checkout,
      errors: pageRate.errors + cartRate.errors + shoppers.failures.length,
      load: loadNote(),
    };
  } finally {
    await cluster.stop();
    await database.drop();
  }
}

async function main() {
  const loadAtStart = loadNote();
  const ownDir = mkdtempSync(path.join(os.tmpdir(), 'astroshop-bench-cluster-'));
  const postgres = await ownPostgres();
  try {
    process.env.CLUSTER_DIST_DIR = await suiteBuilds(ownDir);
    process.env.CLUSTER_IMAGES_DIR = path.join(ownDir, 'uploads'); // drawn by the first cluster only
    const rows: Row[] = [];
    for (const size of SIZES) {
      rows.push(await measure(size, postgres.url));
      console.log(rows.at(-1));
    }
    const [one] = rows;
    const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
    const report = [
      '# Requests per second through nginx, 1 to 3 instances',
      '',
      `- reproduce: \`npm run bench:cluster -- --seconds ${SECONDS} --connections ${CONNECTIONS}\` (nginx and PostgreSQL from Debian's packages)`,
      `- date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; commit: \`${commitHash()}\``,
      `- machine: ${machineNote()}`,
      `- load average (1/5/15 min) at start → end: ${loadAtStart} → ${loadNote()} (other work on the machine skews every figure)`,
      '',
      'nginx (deploy/nginx.conf), the compiled instances, one PostgreSQL and the load generator share this ' +
        "machine's cores, so the ratio to one instance is what to read: on N cores, more instances than cores " +
        'add processes, not CPU.',
      '',
      `- **page**: a kept product page (\`/en/product/orbita-70-700-az\`, brotli), ${CONNECTIONS} connections`,
      `- **cart**: the cart's pricing (\`POST /api/cart\`, one product and a promo code), ${CONNECTIONS} connections`,
      `- **checkout mix**: ${CONNECTIONS} signed-in shoppers: home categories, a product, its pricing, a checkout, a decision at the outside sandbox bank (its callback through nginx)`,
      '',
      '| instances | page req/s | cart req/s | checkout mix req/s | errors | load average (1/5/15 min) after |',
      '|---|---|---|---|---|---|',
      ...rows.map(
        (row) =>
          `| ${row.size} | ${row.page.toFixed(0)} (${ratio(row.page, one.page)}) | ${row.cart.toFixed(0)} (${ratio(row.cart, one.cart)}) | ` +
          `${row.checkout.toFixed(0)} (${ratio(row.checkout, one.checkout)}) | ${row.errors} | ${row.load} |`,
      ),
      '',
    ].join('\n');
    writeFileSync(args.report, report);
    console.log(report);
  } finally {
    await postgres.remove();
    rmSync(ownDir, { recursive: true, force: true });
  }
}

void main();
