// The server's start and memory, and how fast it renders pages afresh:
//   npx tsx bench/startup.ts [--runs 3] <label>=<checkout>[:tsx] …
// e.g. `npx tsx bench/startup.ts before=/tmp/base:tsx after=.` compares another checkout's server, run from its
// source through tsx, with this one's compiled (build/server); each checkout's dist/ is its own last build
// (`npm run build`). Per checkout, a fresh data dir is seeded by a first start (not measured); then, in turn
// for each checkout so both see the same machine load, each run starts the server on that seeded dir and
// measures: the time from spawn to the first 200 of /api/health, its RSS then, the first page (the renderer
// loaded), 200 pages rendered one after another (distinct addresses, so each is a fresh render) and the RSS
// after them, and RENDER_CONNECTIONS connections asking for new addresses for DURATION_S s (bench/load.mjs).
// Beside each time, the CPU time the server process spent (all its threads, /proc/<pid>/stat), which other
// work on the machine changes far less than the wall-clock figures. Prints a markdown table (medians of the
// runs) and the raw figures as JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync, closeSync } from 'node:fs';
import path from 'node:path';
import { cpuMs, deadline, loadNote, machineNote, median, runLoad, tempDir } from './lib';
import { freePort } from '../server/test/support/serverProcess';

const RENDERS = 200;
const RENDER_CONNECTIONS = 6; // the server renders 2 at once with 4 waiting: more would get the unrendered page
const DURATION_S = 10;
const FRESH_PAGE = '/ka/success?order=[<id>]';

interface Checkout {
  label: string;
  dir: string;
  /** run server/src/main.ts through tsx, as `npm run serve` did before the server was compiled */
  tsx: boolean;
  dataDir: string;
}

interface Figures {
  startMs: number;
  startCpuMs: number;
  rssAtStartMiB: number;
  firstPageMs: number;
  firstPageCpuMs: number;
  rendersS: number;
  cpuMsPerRender: number;
  rssAfterRendersMiB: number;
  freshRendersPerS: number;
  freshP99Ms: number;
  freshCpuMsPerRender: number;
}

function parseArgs(argv: string[]): { runs: number; checkouts: Checkout[] } {
  let runs = 3;
  const checkouts: Checkout[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else {
      const [label, spec] = argv[i].split('=');
      const [dir, mode] = spec.split(':');
      checkouts.push({
        label,
        dir: path.resolve(dir),
        tsx: mode === 'tsx',
        dataDir: tempDir(`astroshop-bench-start-${label}-`),
      });
    }
  }
  if (checkouts.length === 0) throw new Error('usage: npx tsx bench/startup.ts [--runs N] <label>=<checkout>[:tsx] …');
  return { runs, checkouts };
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
function command(checkout: Checkout): string[] {
  return checkout.tsx
    ? ['--import', 'tsx', path.join(checkout.dir, 'server/src/main.ts')]
    : [path.join(checkout.dir, 'build/server/main.js')];
}

/** the server of `checkout` on its data dir; resolves once /api/health answers 200, with the time that took */
async function start(checkout: Checkout): Promise<{ child: ChildProcess; baseUrl: string; startMs: number }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(checkout.dataDir, 'server.log'), 'a');
  const started = performance.now();
  const child = spawn(process.execPath, command(checkout), {
    cwd: checkout.dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // production refuses to start without one (a checkout from before it ignores it)
      ADMIN_TOTP_KEY: randomBytes(32).toString('base64'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: checkout.dataDir,
      DIST_DIR: path.join(checkout.dir, 'dist'),
      DATABASE_URL: '',
      PAGE_RENDERS_PER_MINUTE: '1000000',
      // no load shedding: on a busy machine the event loop lags past its limit, and a 503 measures nothing
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  for (const timeout = started + 180_000; performance.now() < timeout;) {
    if (child.exitCode !== null)
      throw new Error(`${checkout.label}: the server exited; see ${checkout.dataDir}/server.log`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, baseUrl, startMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  kill();
  throw new Error(`${checkout.label}: no answer from /api/health within 180 s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** RENDERS distinct page addresses of the seeded shop: products and lists in both languages, then outcome pages */
async function pageAddresses(baseUrl: string): Promise<string[]> {
  const categories = ((await (await fetch(`${baseUrl}/api/categories`)).json()) as Array<{ slug: string }>).map(
    (category) => category.slug,
  );
  const products = (
    await Promise.all(
      categories.map(
        async (slug) =>
          (
            (await (await fetch(`${baseUrl}/api/products/${slug}`)).json()) as {
              data: { data: Array<{ slug: string }> };
            }
          ).data.data,
      ),
    )
  ).flatMap((list) => list.map((product) => product.slug));
  const pages = [
    ...products.map((slug) => `/product/${slug}`),
    ...categories.flatMap((slug) =>
      ['name-asc', 'price-asc', 'price-desc'].map((sort) => `/products/${slug}?sort=${sort}`),
    ),
  ];
  const addresses = [...new Set(['ka', 'en'].flatMap((lang) => pages.map((page) => `/${lang}${page}`)))].slice(
    0,
    RENDERS,
  );
  for (let order = 1; addresses.length < RENDERS; order++) addresses.push(`/ka/success?order=${order}`);
  return addresses;
}

function freshRenders(
  baseUrl: string,
): Promise<{ requestsPerSecond: number; requestsTotal: number; latencyMs: { p99: number }; non2xx: number }> {
  // no warm-up: the renders before have warmed the server, and the CPU time then counts every request
  const config = {
    url: `${baseUrl}${FRESH_PAGE}`,
    connections: RENDER_CONNECTIONS,
    idReplacement: true,
    warmupS: 0,
    durationS: DURATION_S,
  };
  return runLoad(config);
}

async function measure(checkout: Checkout): Promise<Figures> {
  const { child, baseUrl, startMs } = await start(checkout);
  const pid = child.pid!;
  try {
    const rssAtStartMiB = rssMiB(pid);
    const startCpuMs = cpuMs(pid);
    const addresses = await pageAddresses(baseUrl);
    const page = async (address: string) => {
      const response = await fetch(`${baseUrl}${address}`);
      const html = await response.text();
      if (!html.includes('id="server-page"'))
        throw new Error(`${checkout.label}: ${address} was not rendered (${response.status})`);
    };
    let cpu = cpuMs(pid);
    const first = performance.now();
    await page(addresses[0]);
    const firstPageMs = performance.now() - first;
    const firstPageCpuMs = cpuMs(pid) - cpu;
    cpu = cpuMs(pid);
    const renders = performance.now();
    for (const address of addresses.slice(1)) await page(address);
    const rendersS = (performance.now() - renders) / 1000;
    const cpuMsPerRender = (cpuMs(pid) - cpu) / (addresses.length - 1);
    const rssAfterRendersMiB = rssMiB(pid);
    cpu = cpuMs(pid);
    const fresh = await freshRenders(baseUrl);
    const freshCpuMsPerRender = (cpuMs(pid) - cpu) / fresh.requestsTotal;
    if (fresh.non2xx > 0) throw new Error(`${checkout.label}: ${fresh.non2xx} fresh renders answered non-2xx`);
    return {
      startMs,
      startCpuMs,
      rssAtStartMiB,
      firstPageMs,
      firstPageCpuMs,
      rendersS,
      cpuMsPerRender,
      rssAfterRendersMiB,
      freshRendersPerS: fresh.requestsPerSecond,
      freshP99Ms: fresh.latencyMs.p99,
      freshCpuMsPerRender,
    };
  } finally {
    await stop(child);
  }
}

async function main() {
  deadline(20 * 60_000, 'bench/startup.ts');
  const { runs, checkouts } = parseArgs(process.argv.slice(2));
  const loadStart = loadNote();
  for (const checkout of checkouts) {
    console.log(`[${checkout.label}] seeding ${checkout.dataDir} (a first start, not measured) …`);
    await stop((await start(checkout)).child);
  }
  const figures = new Map<string, Figures[]>(checkouts.map((checkout) => [checkout.label, []]));
  for (let run = 1; run <= runs; run++) {
    for (const checkout of checkouts) {
      const measured = await measure(checkout);
      figures.get(checkout.label)!.push(measured);
      console.log(`[${checkout.label}] run ${run}: ${JSON.stringify(measured)}`);
    }
  }
  const of = (label: string, key: keyof Figures) => median(figures.get(label)!.map((figure) => figure[key]));
  const rows: Array<[string, keyof Figures, (n: number) => string]> = [
    ['start: spawn to /api/health 200, ms', 'startMs', (n) => n.toFixed(0)],
    ['start: CPU time of the server, ms', 'startCpuMs', (n) => n.toFixed(0)],
    ['RSS at start, MiB', 'rssAtStartMiB', (n) => n.toFixed(0)],
    ['first page after start (the renderer loaded), ms', 'firstPageMs', (n) => n.toFixed(0)],
    ['first page: CPU time, ms', 'firstPageCpuMs', (n) => n.toFixed(0)],
    [`${RENDERS - 1} more pages rendered one by one, s`, 'rendersS', (n) => n.toFixed(1)],
    ['… CPU time per page, ms', 'cpuMsPerRender', (n) => n.toFixed(1)],
    [`RSS after ${RENDERS} page renders, MiB`, 'rssAfterRendersMiB', (n) => n.toFixed(0)],
    [
      `fresh renders, ${RENDER_CONNECTIONS} connections, ${DURATION_S} s, req/s`,
      'freshRendersPerS',
      (n) => n.toFixed(1),
    ],
    ['fresh renders, p99 ms', 'freshP99Ms', (n) => n.toFixed(0)],
    ['fresh renders, CPU time per page, ms', 'freshCpuMsPerRender', (n) => n.toFixed(1)],
  ];
  const labels = checkouts.map((checkout) => checkout.label);
  console.log(
    [
      '',
      `- machine: ${machineNote()}; load average (1/5/15 min) ${loadStart} → ${loadNote()}`,
      `- ${runs} runs, taken in turn (${labels.join(', ')}), medians; servers: ${checkouts
        .map(
          (c) =>
            `${c.label} \`node ${command(c)
              .map((part) => (path.isAbsolute(part) ? path.relative(c.dir, part) : part))
              .join(' ')}\``,
        )
        .join(', ')}`,
      '',
      `| | ${labels.join(' | ')} |`,
      `|---|${labels.map(() => '--:').join('|')}|`,
      ...rows.map(
        ([name, key, format]) => `| ${name} | ${labels.map((label) => format(of(label, key))).join(' | ')} |`,
      ),
      '',
      JSON.stringify(Object.fromEntries(figures)),
    ].join('\n'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
