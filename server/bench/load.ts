import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { translate } from '../src/domain/messages';
import { startServer } from '../test/support/serverProcess';

// `npx tsx server/bench/load.ts [--shoppers 200] [--seconds 60] [--report bench/load.md]`
// Shoppers (each with an account) browse, price a cart, check out and pay or decline at the sandbox
// bank, all at once, against the real server on a fresh DATA_DIR. Then it checks that nothing was lost
// or doubled: every acknowledged order is stored once, with the outcome its shopper chose; stock never
// went below zero and adds up (warehouses = start - paid units; live = warehouses - pending units).

const { values: args } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    report: { type: 'string', default: path.resolve(__dirname, '../../bench/load.md') },
  },
});
const SHOPPERS = Number(args.shoppers);
const SECONDS = Number(args.seconds);
const APPROVE_SHARE = 0.3;

interface Answer {
  status: number;
  body: string;
}
type Operation = 'browse' | 'price cart' | 'checkout' | 'pay';

const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPERS });
let base = new URL('http://127.0.0.1');
const latencies = new Map<Operation, number[]>();
const failures: string[] = [];

function send(
  method: string,
  url: string,
  options: { json?: unknown; form?: string; token?: string; client?: string } = {},
): Promise<Answer> {
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.form;
  const headers: Record<string, string> = {
    'accept-language': 'ka',
    ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    // each shopper is its own client for the rate limit on sign-in (the server trusts the proxy header here)
    ...(options.client ? { 'x-forwarded-for': options.client } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: base.hostname, port: base.port, method, path: url, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error(`timed out: ${method} ${url}`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** a timed call; anything but the expected statuses is a failure of the run */
async function timed(
  operation: Operation,
  expected: number[],
  method: string,
  url: string,
  options: Parameters<typeof send>[2] = {},
): Promise<Answer | null> {
  const started = performance.now();
  try {
    const answer = await send(method, url, options);
    (latencies.get(operation) ?? latencies.set(operation, []).get(operation)!).push(performance.now() - started);
    if (!expected.includes(answer.status))
      failures.push(`${operation}: ${method} ${url} answered ${answer.status} ${answer.body.slice(0, 200)}`);
    return answer;
  } catch (error) {
    failures.push(`${operation}: ${method} ${url} failed: ${String(error)}`);
    return null;
  }
}

interface Product {
  id: number;
  slug: string;
  live_stock: number;
}
interface Shopper {
  client: string;
  token: string;
  /** order number -> the outcome the shopper chose at the bank */
  orders: Map<string, 'paid' | 'failed'>;
}

async function allProducts(): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = JSON.parse((await send('GET', `/api/products?keyword=&page=${page}`)).body) as {
      data: { data: Product[]; last_page: number };
    };
    products.push(...answer.data.data);
    if (page >= answer.data.last_page) return products;
  }
}

async function newShopper(n: number): Promise<Shopper> {
  const client = `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const email = `shopper${n}@load.test`;
  const account = {
    fname: 'Load',
    lname: `Shopper ${n}`,
    phone: '599 11 22 33',
    email,
    pid: String(10_000_000_000 + n),
    password: 'load-password',
    repeat_password: 'load-password',
  };
  const registered = await send('POST', '/api/register', { json: account, client });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.body}`);
  const login = await send('POST', '/api/login', { json: { email, password: account.password }, client });
  return { client, token: (JSON.parse(login.body) as { access_token: string }).access_token, orders: new Map() };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
/** the one refusal a checkout may meet here: someone else took the last units first */
const SOLD_OUT = new RegExp(
  `^${translate('ka', 'out_of_stock', { name: '\u0000' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0000', '.+')}$`,
);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

interface Tally {
  checkouts: number;
  soldOut: number;
  negativeStockSeen: number;
}

/** one shopper's visits until the deadline: browse, price, check out, then approve or decline at the bank */
async function shop(shopper: Shopper, products: Product[], categories: string[], deadline: number, tally: Tally) {
  while (Date.now() < deadline) {
    await timed('browse', [200], 'GET', '/api/categories/home');
    await timed('browse', [200], 'GET', `/api/products/${pick(categories)}?sort=${pick(['date-desc', 'name-asc'])}`);
    const product = pick(products);
    const detail = await timed('browse', [200], 'GET', `/api/product/${product.slug}`);
    const live = detail ? (JSON.parse(detail.body) as { data: Product }).data.live_stock : 0;
    if (live < 0) tally.negativeStockSeen++;
    if (live <= 0) continue; // a sold-out product cannot be put in the cart
    const cart = {
      products: { [product.id]: Math.min(live, 1 + Math.floor(Math.random() * 2)) },
      promo: pick(['', 'STARGAZER10']),
    };
    await timed('price cart', [200], 'POST', '/api/cart', { json: cart });
    const placed = await timed('checkout', [200, 422], 'POST', '/api/checkout', {
      json: { ...cart, paymethod: 'BOG_CARD', comment: 'load test' },
      token: shopper.token,
      // each shopper from an address of their own, as people are: one address may hold only so much unpaid
      client: shopper.client,
    });
    if (!placed) continue;
    if (placed.status === 422) {
      const { message } = JSON.parse(placed.body) as { message: string };
      if (SOLD_OUT.test(message))
        tally.soldOut++; // the rule at work: no stock, no order
      else failures.push(`checkout refused: ${message}`);
      continue;
    }
    tally.checkouts++;
    const { order_number, redirect } = JSON.parse(placed.body) as { order_number: string; redirect: string };
    // most shoppers decline, so stock comes back and checkouts keep succeeding for the whole run
    const decision = Math.random() < APPROVE_SHARE ? 'approved' : 'declined';
    const fields = new URL(redirect).searchParams;
    fields.set('decision', decision);
    const paid = await timed('pay', [303], 'POST', '/sandbox/bog/decide', { form: fields.toString() });
    if (paid) shopper.orders.set(order_number, decision === 'approved' ? 'paid' : 'failed');
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astroshop-load-'));
  // the load script plays the proxy on loopback: its X-Forwarded-For names each shopper
  const server = await startServer(dataDir, { TRUST_PROXY: '127.0.0.1' });
  base = new URL(server.baseUrl);
  try {
    const products = (await allProducts()).filter((product) => product.live_stock > 0);
    const startStock = new Map(products.map((product) => [product.id, product.live_stock]));
    const categories = (JSON.parse((await send('GET', '/api/categories')).body) as Array<{ slug: string }>).map(
      (category) => category.slug,
    );
    const shoppers: Shopper[] = [];
    for (let n = 0; n < SHOPPERS; n += 4)
      shoppers.push(...(await Promise.all([0, 1, 2, 3].filter((i) => n + i < SHOPPERS).map((i) => newShopper(n + i)))));

    const tally: Tally = { checkouts: 0, soldOut: 0, negativeStockSeen: 0 };
    const rssBefore = server.rssMiB();
    const started = Date.now();
    await Promise.all(shoppers.map((shopper) => shop(shopper, products, categories, started + SECONDS * 1000, tally)));
    const seconds = (Date.now() - started) / 1000;
    const rssAfter = server.rssMiB();

    // every acknowledged order once, in its shopper's list, with the outcome chosen; nothing else
    let lost = 0;
    let unexpected = 0;
    let wrongOutcome = 0;
    const seen = new Set<string>();
    let duplicated = 0;
    for (const shopper of shoppers) {
      const listed = (
        JSON.parse((await send('GET', '/api/orders', { token: shopper.token })).body) as {
          data: Array<{ order_number: string; payment_statust: string }>;
        }
      ).data;
      for (const order of listed) {
        if (seen.has(order.order_number)) duplicated++;
        seen.add(order.order_number);
        const chosen = shopper.orders.get(order.order_number);
        if (!chosen) unexpected++;
        else if (chosen !== order.payment_statust) wrongOutcome++;
      }
      for (const number of shopper.orders.keys()) if (!listed.some((order) => order.order_number === number)) lost++;
    }
    await server.stop();

    const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const stock = await db.query<{ id: number; live: number; warehouses: string; sold: string; pending: string }>(`
      SELECT p.id, p.live_stock AS live,
        (SELECT coalesce(sum(quantity), 0) FROM product_stocks s WHERE s.product_id = p.id) AS warehouses,
        (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_id = p.id AND o.payment_status = 'paid') AS sold,
        (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_id = p.id AND o.payment_status = 'pending') AS pending
      FROM products p`);
    const negativeWarehouse = Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM product_stocks WHERE quantity < 0')).rows[0].n,
    );
    await db.close();
    const unbalanced = stock.rows.filter(
      (row) =>
        row.live < 0 ||
        (startStock.has(row.id) &&
          (Number(row.warehouses) !== startStock.get(row.id)! - Number(row.sold) ||
            row.live !== Number(row.warehouses) - Number(row.pending))),
    );
    const unitsSold = stock.rows.reduce((sum, row) => sum + Number(row.sold), 0);

    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    const rows = [...latencies.entries()].map(([operation, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `| ${operation} | ${values.length} | ${(values.length / seconds).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${sorted[sorted.length - 1].toFixed(0)} |`;
    });
    const problems = [
      ...(failures.length ? [`${failures.length} failed requests`] : []),
      ...(lost ? [`${lost} acknowledged orders lost`] : []),
      ...(duplicated || unexpected ? [`${duplicated} duplicated and ${unexpected} unacknowledged orders`] : []),
      ...(wrongOutcome ? [`${wrongOutcome} orders with another outcome than the bank's`] : []),
      ...(tally.negativeStockSeen || negativeWarehouse || unbalanced.length
        ? [
            `stock: ${tally.negativeStockSeen} negative readings, ${negativeWarehouse} negative warehouse rows, ${unbalanced.length} products that do not add up`,
          ]
        : []),
    ];
    const report = [
      '# Load run',
      '',
      `\`npx tsx server/bench/load.ts --shoppers ${SHOPPERS} --seconds ${SECONDS}\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node ${process.version}, ` +
        `load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(
            ' / ',
          )} at the end. Server and shoppers on the same machine (loopback), embedded PGlite on a fresh DATA_DIR.`,
      '',
      `Each of ${SHOPPERS} signed-in shoppers loops for ${SECONDS} s: home categories, a category list, a product; if it is in stock, price a cart of it (half with a promo), ` +
        `check out (BOG card), then approve (${APPROVE_SHARE * 100}%) or decline at the sandbox bank, whose signed callback settles the order.`,
      '',
      `- requests: **${all.length}** in ${seconds.toFixed(1)} s = **${(all.length / seconds).toFixed(0)} req/s**; p50 ${percentile(all, 50).toFixed(0)} ms, **p99 ${percentile(all, 99).toFixed(0)} ms**`,
      `- failed requests (network errors, timeouts, unexpected statuses): **${failures.length}**`,
      `- checkouts acknowledged: **${tally.checkouts}** (${tally.soldOut} refused with 422 because another shopper took the last units first); units sold (paid): ${unitsSold}`,
      `- orders lost: **${lost}**; duplicated: **${duplicated}**; stored but never acknowledged: **${unexpected}**; with another outcome than the bank's: **${wrongOutcome}**`,
      `- stock: negative readings during the run **${tally.negativeStockSeen}**; negative warehouse rows **${negativeWarehouse}**; products whose stock does not add up **${unbalanced.length}** of ${stock.rows.length}`,
      `- server RSS: ${rssBefore.toFixed(0)} MiB before, ${rssAfter.toFixed(0)} MiB after`,
      `- result: ${problems.length === 0 ? '**pass**' : `**FAIL**: ${problems.join('; ')}`}`,
      '',
      '| operation | requests | per second | p50 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|',
      ...rows,
      ...(failures.length
        ? ['', '## Failures (first 20)', '', ...failures.slice(0, 20).map((failure) => `- ${failure}`)]
        : []),
    ].join('\n');
    writeFileSync(args.report, `${report}\n`);
    console.log(report);
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
