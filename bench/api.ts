// API throughput: `npx tsx bench/api.ts` (npm run bench:api), on the last `npm run build` (pages, renderer, compiled server).
// Starts our server on the seeded catalogue (fresh temp DATA_DIR, free loopback port) and loads four calls
// with autocannon from a separate node process (bench/load.mjs): CONNECTIONS connections, WARMUP_S s of
// warm-up (discarded), then DURATION_S s measured. Embedded PGlite always; PostgreSQL as well when
// DATABASE_URL is set:  scripts/postgres.sh start && DATABASE_URL=$(scripts/postgres.sh url) npx tsx bench/api.ts
// Writes bench/api.md and bench/api.json. Anything below the NOTES marker in bench/api.md is kept across runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { commitHash, deadline, loadNote, machineNote, pageTemplates, root, runLoad, startServer, tempDir } from './lib';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const DURATION_S = 10;
// a filtered list with its facet counts (answered from the catalogue cache) and a search (never cached)
const FILTERED_LIST =
  '/api/products/telescopes?design=newtonian-reflector,achromatic-refractor&in_stock=true&sort=price-asc';
const SEARCH = `/api/products?keyword=${encodeURIComponent('telscope')}`;
// the targets on PGlite: the product list (issue #6), the filtered list and the search (issue #13), the cart's prices (issue #16)
const TARGETS = [
  { method: 'GET', path: '/api/products/telescopes', rps: 2000, p99Ms: 50 },
  { method: 'GET', path: FILTERED_LIST, rps: 2000, p99Ms: 50 },
  { method: 'GET', path: SEARCH, rps: 500, p99Ms: 50 },
  { method: 'POST', path: '/api/cart', rps: 3000, p99Ms: 30 },
];
// server-rendered pages (issue #16): a product page from the HTML cache, and a page rendered afresh (every
// request a new address). A page is kept under the parameters it reads, so the product page, which reads
// none, cannot be asked afresh: the payment outcome page, whose order number it shows, is (a lighter page:
// its figures do not compare with the product page's of earlier reports). Fresh renders at as many
// connections as the server renders at once or lets wait (2 + 4): more would be answered with the bare
// index.html, not rendered
const PAGE = '/ka/product/orbita-130-900';
const FRESH_PAGE = '/ka/success?order=[<id>]';
const PAGE_TARGETS = { cached: { rps: 1000, p99Ms: 100 }, rendered: { rps: 150, p99Ms: 100 } };
const RENDER_CONNECTIONS = 6;
const PAGE_CALLS = { cached: 'product page, cached', rendered: 'payment outcome page, rendered' };
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const NOTES = '<!-- notes below this line are kept when bench/api.ts rewrites the report -->';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** beyond accept-language: ka */
  headers?: Record<string, string>;
  /** default CONNECTIONS */
  connections?: number;
  /** [<id>] in the path becomes a unique id per request */
  idReplacement?: boolean;
}

interface LoadResult {
  requestsPerSecond: number;
  requestsTotal: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  throughputBytesPerSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

interface Run {
  database: string;
  detail: string;
  calls: Array<Call & { responseBytes: number; result: LoadResult }>;
}

function load(url: string, call: Call): Promise<LoadResult> {
  return runLoad<LoadResult>({
    url,
    method: call.method,
    body: call.body,
    headers: call.headers,
    connections: call.connections ?? CONNECTIONS,
    idReplacement: call.idReplacement,
    warmupS: WARMUP_S,
    durationS: DURATION_S,
  });
}

async function bench(database: string, databaseUrl: string | undefined): Promise<Run> {
  const dataDir = tempDir('astroshop-bench-api-');
  const distDir = pageTemplates(dataDir);
  console.log(`[${database}] starting the server (migrating and seeding a fresh database) …`);
  const started = Date.now();
  const server = await startServer({ dataDir, distDir, databaseUrl });
  try {
    console.log(`[${database}] up at ${server.baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const list = (await (await fetch(`${server.baseUrl}/api/products/telescopes`)).json()) as {
      data: { data: Array<{ id: number }> };
    };
    const ids = list.data.data.slice(0, 2).map((product) => product.id);
    if (ids.length < 2) throw new Error('the seeded telescopes list has fewer than two products');
    const calls: Call[] = [
      { name: 'product list', method: 'GET', path: '/api/products/telescopes' },
      // what a browser asks: the same list, brotli-compressed
      {
        name: 'product list, br',
        method: 'GET',
        path: '/api/products/telescopes',
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
      },
      { name: 'filtered list with facets', method: 'GET', path: FILTERED_LIST },
      { name: 'search, a typo', method: 'GET', path: SEARCH },
      { name: 'suggestions', method: 'GET', path: '/api/search/suggest?q=dobs' },
      { name: 'product', method: 'GET', path: '/api/product/orbita-130-900' },
      { name: 'categories', method: 'GET', path: '/api/categories' },
      {
        name: 'price cart',
        method: 'POST',
        path: '/api/cart',
        body: {
          products: Object.fromEntries(ids.map((id) => [String(id), 1])),
          promo: 'STARGAZER10',
          paymethod: 'BOG_CARD',
          comment: '',
        },
      },
      { name: PAGE_CALLS.cached, method: 'GET', path: PAGE, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
      {
        name: PAGE_CALLS.rendered,
        method: 'GET',
        path: FRESH_PAGE,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
        connections: RENDER_CONNECTIONS,
        idReplacement: true,
      },
    ];
    const run: Run = { database, detail: '', calls: [] };
    for (const call of calls) {
      // one request first: the call must answer 2xx, else the figures would measure an error page
      const response = await fetch(`${server.baseUrl}${call.path}`, {
        method: call.method,
        // as autocannon asks: fetch would ask for gzip by itself
        headers: {
          'accept-language': 'ka',
          'accept-encoding': 'identity',
          ...(call.body ? { 'content-type': 'application/json' } : {}),
          ...call.headers,
        },
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`${call.method} ${call.path} answered ${response.status}: ${text.slice(0, 300)}`);
      const result = await load(`${server.baseUrl}${call.path}`, call);
      console.log(
        `[${database}] ${call.method} ${call.path}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
      // bytes on the wire: compressed when the call asks for it (fetch decodes the body it hands us)
      const sent = Number(response.headers.get('content-length') ?? Buffer.byteLength(text));
      run.calls.push({ ...call, responseBytes: sent, result });
    }
    return run;
  } finally {
    await server.stop();
  }
}

function postgresVersion(url: string): string {
  try {
    const bin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
      encoding: 'utf8',
    }).trim();
    const version = execFileSync(`${bin}/postgres`, ['--version'], { encoding: 'utf8' }).trim();
    return `${version}, ${url.replace(/\/\/[^@]*@/, '//…@')}`;
  } catch {
    return url.replace(/\/\/[^@]*@/, '//…@');
  }
}

function pgliteVersion(): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return `@electric-sql/pglite ${pkg.version}, on disk in the temp DATA_DIR, in a worker thread, one connection`;
}

function table(run: Run): string[] {
  return [
    `## ${run.database}`,
    '',
    run.detail,
    '',
    '| call | req/s | p50 ms | p99 ms | max ms | non-2xx | errors (timeouts) | response bytes |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...run.calls.map(
      (c) =>
        `| \`${c.method} ${c.path}\`${
          c.headers
            ? ` (${Object.entries(c.headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join(', ')})`
            : ''
        } | ${Math.round(c.result.requestsPerSecond)} | ${c.result.latencyMs.p50} | ${c.result.latencyMs.p99} | ${c.result.latencyMs.max} | ${c.result.non2xx} | ${c.result.errors} (${c.result.timeouts}) | ${c.responseBytes} |`,
    ),
    '',
  ];
}

async function main() {
  deadline(8 * 60_000, 'bench/api.ts');
  const loadStart = loadNote();
  const runs: Run[] = [];
  const pglite = await bench('PGlite (embedded)', undefined);
  pglite.detail = pgliteVersion();
  runs.push(pglite);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const postgres = await bench('PostgreSQL', databaseUrl);
    postgres.detail = `${postgresVersion(databaseUrl)} (pg pool), on the same machine`;
    runs.push(postgres);
  }

  const date = new Date().toISOString();
  const commit = commitHash();
  const machine = machineNote();
  const verdicts = TARGETS.map((target) => {
    const run = pglite.calls.find((c) => c.method === target.method && c.path === target.path && !c.headers)!.result;
    const met = run.requestsPerSecond >= target.rps && run.latencyMs.p99 <= target.p99Ms;
    return `Target for \`${target.method} ${target.path}\` on PGlite: ≥ ${target.rps} req/s with p99 ≤ ${target.p99Ms} ms at ${CONNECTIONS} connections → **${met ? 'met' : 'not met'}** (${Math.round(run.requestsPerSecond)} req/s, p99 ${run.latencyMs.p99} ms).`;
  });
  const pageVerdicts = (['cached', 'rendered'] as const).map((kind) => {
    const call = pglite.calls.find((c) => c.name === PAGE_CALLS[kind])!;
    const target = PAGE_TARGETS[kind];
    const pageMet = call.result.requestsPerSecond >= target.rps && call.result.latencyMs.p99 <= target.p99Ms;
    return `Target for ${kind === 'cached' ? 'the product page from the HTML cache' : 'a page rendered afresh'}: ≥ ${target.rps} req/s with p99 ≤ ${target.p99Ms} ms at ${call.connections ?? CONNECTIONS} connections → **${pageMet ? 'met' : 'not met'}** (${Math.round(call.result.requestsPerSecond)} req/s, p99 ${call.result.latencyMs.p99} ms).`;
  });
  const verdict = [...verdicts, ...pageVerdicts].map((line) => `- ${line}`).join('\n');

  fs.writeFileSync(
    path.join(__dirname, 'api.json'),
    `${JSON.stringify({ date, commit, machine, settings: { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S, acceptLanguage: 'ka' }, targets: { calls: TARGETS, productPage: PAGE_TARGETS }, runs }, null, 2)}\n`,
  );

  const reportFile = path.join(__dirname, 'api.md');
  const previous = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '';
  const notes = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES) + NOTES.length).trim() : '';
  const md = [
    '# API benchmark',
    '',
    `- date: ${date.slice(0, 16).replace('T', ' ')} UTC`,
    `- commit: \`${commit}\``,
    `- machine: ${machine} — server, database and load generator share these 2 cores`,
    `- load average (1/5/15 min) at start → end: ${loadStart} → ${loadNote()} (other processes on the machine skew the figures)`,
    `- load: autocannon in a separate node process, ${CONNECTIONS} connections, no pipelining, ${WARMUP_S} s warm-up (discarded) then ${DURATION_S} s measured per call, \`accept-language: ka\``,
    '- server: `node build/server/main.js` as `npm run serve` runs it (the last `npm run build`; request logging on, to a file), fresh seeded database',
    `- rerun: \`npx tsx bench/api.ts\` (PGlite only), or \`scripts/postgres.sh start && DATABASE_URL=$(scripts/postgres.sh url) npx tsx bench/api.ts\` (PGlite, then PostgreSQL); raw figures in \`bench/api.json\``,
    '- `POST /api/cart` body: `{"products":{"<id>":1,"<id>":1},"promo":"STARGAZER10","paymethod":"BOG_CARD","comment":""}` with the first two telescopes',
    '',
    verdict,
    '',
    ...runs.flatMap(table),
    NOTES,
    '',
    notes,
    '',
  ].join('\n');
  fs.writeFileSync(reportFile, md.replace(/\n{3,}$/, '\n'));
  console.log(verdict.replace(/\*\*/g, ''));
  console.log('wrote bench/api.md and bench/api.json');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
