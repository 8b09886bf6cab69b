// The back office's lists under a year of trade (issue #23): `npx tsx bench/admin.ts` (npm run bench:admin).
// Seeds a fresh temp DATA_DIR with 5,000 more products, 2,000 shoppers and 100,000 orders (bench/adminSeed.ts),
// starts the compiled server on it (build/server, rebuilt first when server/src is newer), signs an owner in
// (password, then a TOTP code of the enrolment), and asks each filtered, sorted or paginated list QUERIES
// below WARMUP times (discarded), then RUNS times one after another, timing each answer in full.
// Goal: p95 <= GOAL_MS for every list, on PGlite. Writes bench/admin.md and bench/admin.json; anything below
// the NOTES marker in bench/admin.md is kept across runs.
//   npx tsx bench/admin.ts --seed-only DIR   seed DIR (a new folder) and stop: it can be measured later
//   npx tsx bench/admin.ts --data DIR        measure a dir seeded so (new migrations apply at the start)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from 'otplib';
import { OWNER, ORDERS, PRODUCTS, resetOwnerTwoStep, seedAdminData, SHOPPERS } from './adminSeed';
import {
  commitHash,
  cpuMs,
  deadline,
  loadNote,
  machineNote,
  median,
  pageTemplates,
  root,
  startServer,
  tempDir,
} from './lib';

const WARMUP = 5;
const RUNS = 60;
const GOAL_MS = 100;
const NOTES = '<!-- notes below this line are kept when bench/admin.ts rewrites the report -->';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

interface Query {
  name: string;
  path: string;
}

/** what react-admin asks: page, perPage, sort and order always, then the filters */
function list(resource: 'orders' | 'products', params: Record<string, string | number | boolean>) {
  const query = new URLSearchParams({ page: '1', perPage: '25', order: 'DESC' });
  query.set('sort', resource === 'orders' ? 'createdAt' : 'id');
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `/api/admin/${resource}?${query}`;
}

function queries(categoryId: number): Query[] {
  return [
    { name: 'orders: first page, newest first', path: list('orders', {}) },
    { name: 'orders: status shipped', path: list('orders', { status: 'shipped' }) },
    { name: 'orders: a month, 3 months ago', path: list('orders', { from: day(120), to: day(90) }) },
    { name: 'orders: customer "beridze"', path: list('orders', { customer: 'beridze' }) },
    { name: 'orders: number "15123"', path: list('orders', { number: '15123' }) },
    {
      name: 'orders: TBC_LOAN and delivered',
      path: list('orders', { paymentMethod: 'TBC_LOAN', status: 'delivered' }),
    },
    { name: 'orders: page 200', path: list('orders', { page: 200 }) },
    { name: 'orders: by total, largest first', path: list('orders', { sort: 'total' }) },
    { name: 'products: q "რეფრაქტორი"', path: list('products', { q: 'რეფრაქტორი' }) },
    { name: 'products: q "dobsonian"', path: list('products', { q: 'dobsonian' }) },
    { name: 'products: a category, out of stock', path: list('products', { categoryId, stock: 'out' }) },
    { name: 'products: hidden', path: list('products', { visible: false }) },
    { name: 'products: by price, dearest first', path: list('products', { sort: 'price' }) },
  ];
}

interface Result extends Query {
  total: number;
  items: number;
  responseBytes: number;
  ms: { p50: number; p95: number; max: number; sum: number };
  /** the server's CPU time per measured request, all its threads (the database's too) */
  cpuMsPerRequest: number;
  met: boolean;
}

/** the newest file under dir, in ms since the epoch */
function newest(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((latest, entry) => Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** the compiled server is what is measured: compiled again when the source changed after it (a new migration too) */
function ensureServerBuild() {
  const compiled = path.join(root, 'build/server/main.js');
  if (fs.existsSync(compiled) && fs.statSync(compiled).mtimeMs >= newest(path.join(root, 'server/src'))) return;
  console.log('compiling the server (npm run build:server): build/server is missing or older than server/src …');
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
}

async function post<T>(baseUrl: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** the owner's bearer token: password, then the enrolment's first code */
async function signIn(baseUrl: string): Promise<string> {
  const first = await post<{ step: string; challenge: string; otpauthUrl?: string }>(
    baseUrl,
    '/api/admin/session',
    OWNER,
  );
  if (first.step !== 'enrol') throw new Error(`the owner's sign-in asked for ${first.step}, not an enrolment`);
  const secret = new URL(first.otpauthUrl!).searchParams.get('secret')!;
  const done = await post<{ token: string }>(baseUrl, '/api/admin/session/otp', {
    challenge: first.challenge,
    code: await generate({ secret }),
  });
  return done.token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(baseUrl: string, pid: number, token: string, query: Query): Promise<Result> {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ka', 'accept-encoding': 'identity' };
  const times: number[] = [];
  let answer = { items: [] as unknown[], total: 0 };
  let responseBytes = 0;
  let cpuStart = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    if (i === WARMUP) cpuStart = cpuMs(pid);
    const start = performance.now();
    const response = await fetch(`${baseUrl}${query.path}`, { headers });
    const text = await response.text();
    const ms = performance.now() - start;
    if (!response.ok) throw new Error(`GET ${query.path} answered ${response.status}: ${text.slice(0, 300)}`);
    if (i >= WARMUP) times.push(ms);
    else if (i === 0) {
      answer = JSON.parse(text) as typeof answer;
      responseBytes = Buffer.byteLength(text);
    }
  }
  const cpuMsPerRequest = round((cpuMs(pid) - cpuStart) / RUNS);
  const sorted = [...times].sort((a, b) => a - b);
  const ms = {
    p50: round(median(sorted)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1]),
    sum: round(times.reduce((a, b) => a + b, 0)),
  };
  return {
    ...query,
    total: answer.total,
    items: answer.items.length,
    responseBytes,
    ms,
    cpuMsPerRequest,
    met: ms.p95 <= GOAL_MS,
  };
}

/** a leaf category holding some of the benchmark's products out of stock */
async function outOfStockCategory(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}${list('products', { stock: 'out', perPage: 1 })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as { items: Array<{ categoryId: number }> };
  if (!items[0]) throw new Error('no product is out of stock: was the data dir seeded by bench/admin.ts?');
  return items[0].categoryId;
}

function report(
  results: Result[],
  meta: { date: string; commit: string; machine: string; loads: string; dataDir: string },
) {
  const reportFile = path.join(__dirname, 'admin.md');
  const previous = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '';
  const notes = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES) + NOTES.length).trim() : '';
  const missed = results.filter((r) => !r.met);
  const md = [
    '# Back office lists benchmark',
    '',
    `- date: ${meta.date.slice(0, 16).replace('T', ' ')} UTC`,
    `- commit: \`${meta.commit}\``,
    `- machine: ${meta.machine} — server, database and this client share these cores`,
    `- load average (1/5/15 min) at start → end: ${meta.loads} (other processes on the machine skew the figures)`,
    `- data: the server's seed plus ${PRODUCTS.toLocaleString('en')} products, ${SHOPPERS.toLocaleString('en')} shoppers and ${ORDERS.toLocaleString('en')} orders of the last year (1-3 lines each), bench/adminSeed.ts; ${meta.dataDir}`,
    '- server: `node build/server/main.js` as `npm run serve` runs it, embedded PGlite (on disk in DATA_DIR)',
    `- requests: an owner's bearer token, \`accept-language: ka\`, 25 per page; per list ${WARMUP} warm-up requests (discarded), then ${RUNS} one after another, each timed from sending to the whole body read; beside them the CPU time the server process spent per request (all its threads, PGlite's included: /proc/<pid>/stat), which the machine's other work changes far less`,
    '- rerun: `npm run bench:admin` (seeds a temp dir, ~3-5 min); `npx tsx bench/admin.ts --seed-only DIR` keeps a seeded dir, `npx tsx bench/admin.ts --data DIR` measures it again (new migrations apply at the start); raw figures in `bench/admin.json`',
    '',
    `Goal: p95 ≤ ${GOAL_MS} ms for every list on PGlite → **${missed.length === 0 ? 'met' : `not met for ${missed.length} of ${results.length}`}**.`,
    '',
    '| list | request | total | p50 ms | p95 ms | max ms | server CPU ms / request | goal |',
    '|---|---|--:|--:|--:|--:|--:|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | \`${decodeURIComponent(r.path.replace('/api/admin/', ''))}\` | ${r.total} | ${r.ms.p50} | ${r.ms.p95} | ${r.ms.max} | ${r.cpuMsPerRequest} | ${r.met ? 'met' : '**missed**'} |`,
    ),
    '',
    `All ${results.length * RUNS} measured requests took ${(results.reduce((sum, r) => sum + r.ms.sum, 0) / 1000).toFixed(1)} s.`,
    '',
    NOTES,
    '',
    notes,
    '',
  ].join('\n');
  fs.writeFileSync(reportFile, md.replace(/\n{3,}$/, '\n'));
}

async function main() {
  const { values } = parseArgs({ options: { 'seed-only': { type: 'string' }, data: { type: 'string' } } });
  deadline(20 * 60_000, 'bench/admin.ts');
  ensureServerBuild();
  const log = (line: string) => console.log(`[seed] ${line}`);
  if (values['seed-only']) {
    const dir = path.resolve(values['seed-only']);
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
    fs.mkdirSync(dir, { recursive: true });
    await seedAdminData(dir, pageTemplates(dir), log);
    console.log(`seeded ${dir}: measure it with npx tsx bench/admin.ts --data ${values['seed-only']}`);
    return;
  }
  const loadStart = loadNote();
  let dataDir: string;
  let distDir: string;
  if (values.data) {
    dataDir = path.resolve(values.data);
    distDir = path.join(dataDir, 'dist');
    // a fresh enrolment, whose secret this run knows
    resetOwnerTwoStep(dataDir);
  } else {
    dataDir = tempDir('astroshop-bench-admin-');
    distDir = pageTemplates(dataDir);
    await seedAdminData(dataDir, distDir, log);
  }
  const server = await startServer({ dataDir, distDir });
  const results: Result[] = [];
  try {
    const token = await signIn(server.baseUrl);
    for (const query of queries(await outOfStockCategory(server.baseUrl, token))) {
      const result = await measure(server.baseUrl, server.child.pid!, token, query);
      console.log(
        `${query.name}: total ${result.total}, p50 ${result.ms.p50} ms, p95 ${result.ms.p95} ms, max ${result.ms.max} ms, server CPU ${result.cpuMsPerRequest} ms${result.met ? '' : '  MISSED'}`,
      );
      results.push(result);
    }
  } finally {
    await server.stop();
  }
  const meta = {
    date: new Date().toISOString(),
    commit: commitHash(),
    machine: machineNote(),
    loads: `${loadStart} → ${loadNote()}`,
    dataDir: values.data ? 'a dir seeded before (--data)' : 'a fresh temp dir',
  };
  report(results, meta);
  fs.writeFileSync(
    path.join(__dirname, 'admin.json'),
    `${JSON.stringify({ ...meta, settings: { warmup: WARMUP, runs: RUNS, goalMs: GOAL_MS, products: PRODUCTS, shoppers: SHOPPERS, orders: ORDERS }, results }, null, 2)}\n`,
  );
  console.log('wrote bench/admin.md and bench/admin.json');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
