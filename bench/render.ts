// `npm run bench:render`: fresh page renders a second with the render workers (RENDER_WORKERS=2) and without
// them (RENDER_WORKERS=0, the server's own thread renders), on this machine. Builds the storefront and the
// server for production, starts one server of each kind on a fresh seeded database, and loads each in turn
// (ROUNDS interleaved runs, so the machine's other work falls on both alike) with autocannon from a separate
// process (bench/load.mjs): every request a new address, so every page is rendered afresh; the connections
// are as many as the single-threaded server renders at once or lets wait (2 + 4), so none is refused.
// Writes bench/render.md; anything below the NOTES marker there is kept across runs.
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, buildStorefront } from '../test/harness/storefrontBuild';
import type { ServerProcess } from '../server/test/support/serverProcess';
import { commitHash, cpuMs, deadline, loadNote, machineNote, median, runLoad, startServer, tempDir } from './lib';

const ROUNDS = 5;
const WARMUP_S = 3;
const DURATION_S = 10;
const CONNECTIONS = 6;
/** the pages rendered afresh: [<id>] is a new id per request, and a parameter each page reads */
const PAGES = [
  { name: 'search results (a list)', path: '/ka/search?keyword=[<id>]' },
  { name: 'payment outcome', path: '/ka/success?order=[<id>]' },
];
// without workers, one (the main thread answers the API, one worker renders) and one per core of this machine
const SETTINGS = ['0', '1', '2'] as const;
const REPORT = path.join(__dirname, 'render.md');
const NOTES = '<!-- notes below this line are kept when bench/render.ts rewrites the report -->';

interface LoadResult {
  requestsPerSecond: number;
  requestsTotal: number;
  latencyMs: { p50: number; p99: number };
  statusCodes: Record<string, number>;
  errors: number;
}

function load(url: string): Promise<LoadResult> {
  return runLoad<LoadResult>({
    url,
    connections: CONNECTIONS,
    idReplacement: true,
    warmupS: WARMUP_S,
    durationS: DURATION_S,
  });
}

interface Figures {
  /** pages answered 200 a second: a server whose thread lags sheds the rest (503, MAX_EVENT_LOOP_DELAY_MS) */
  rps: number;
  p50: number;
  p99: number;
  /** the server's CPU time (all its threads) per page, ms */
  cpuMsPerPage: number;
  /** requests shed with 503 */
  shed: number;
  /** other answers and errors */
  failed: number;
}

async function measure(server: ServerProcess, page: string): Promise<Figures> {
  const cpuBefore = cpuMs(server.child.pid!);
  const result = await load(`${server.baseUrl}${page}`);
  const cpu = cpuMs(server.child.pid!) - cpuBefore;
  // the CPU time covers the warm-up too: shared over every page of both
  const { 200: rendered = 0, 503: shed = 0, ...others } = result.statusCodes;
  const pages = rendered * ((WARMUP_S + DURATION_S) / DURATION_S);
  return {
    rps: rendered / DURATION_S,
    p50: result.latencyMs.p50,
    p99: result.latencyMs.p99,
    cpuMsPerPage: cpu / Math.max(1, pages),
    shed,
    failed: Object.values(others).reduce((sum, count) => sum + count, result.errors),
  };
}

async function main() {
  deadline(45 * 60_000, 'bench/render.ts');
  const loadStart = loadNote();
  const dataDir = tempDir('astroshop-bench-render-');
  // `--dist DIR`: a production build made before (its server too, in build/server), for a second run
  const given = process.argv.indexOf('--dist');
  const distDir = given > 0 ? path.resolve(process.argv[given + 1]) : path.join(dataDir, 'dist');
  if (given < 0) {
    console.log('building the storefront and the server for production …');
    await Promise.all([buildStorefront(distDir), buildServer()]);
  }
  const servers: Record<string, ServerProcess> = {};
  for (const workers of SETTINGS) {
    const own = path.join(dataDir, `data-${workers}`);
    fs.mkdirSync(own);
    console.log(`starting the server with RENDER_WORKERS=${workers} …`);
    servers[workers] = await startServer({ dataDir: own, distDir, env: { RENDER_WORKERS: workers } });
  }
  const runs: Record<string, Record<string, Figures[]>> = {};
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of PAGES) {
        for (const workers of round % 2 ? SETTINGS : [...SETTINGS].reverse()) {
          const figures = await measure(servers[workers], page.path);
          ((runs[page.name] ??= {})[workers] ??= []).push(figures);
          console.log(
            `round ${round}, ${page.name}, RENDER_WORKERS=${workers}: ${figures.rps.toFixed(1)} pages/s, p99 ${figures.p99} ms, ${figures.cpuMsPerPage.toFixed(1)} ms CPU/page, ${figures.shed} shed`,
          );
        }
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  fs.writeFileSync(REPORT, report(runs, loadStart));
  console.log('wrote bench/render.md');
}

function report(runs: Record<string, Record<string, Figures[]>>, loadStart: string): string {
  const rows = PAGES.flatMap((page) => {
    const med = (figures: Figures[], key: keyof Figures) => median(figures.map((one) => one[key]));
    const without = runs[page.name][SETTINGS[0]];
    return SETTINGS.map((workers, i) => {
      const figures = runs[page.name][workers];
      const ratio = med(figures, 'rps') / med(without, 'rps');
      return `| ${page.name} | ${workers} | ${med(figures, 'rps').toFixed(1)} (${figures.map((one) => one.rps.toFixed(0)).join(', ')}) | ${med(figures, 'p50')} | ${med(figures, 'p99')} | ${med(figures, 'cpuMsPerPage').toFixed(1)} | ${figures.reduce((sum, one) => sum + one.shed, 0)} | ${figures.reduce((sum, one) => sum + one.failed, 0)} | ${i > 0 ? `**${ratio.toFixed(2)}×**` : ''} |`;
    });
  });
  return [
    '# Fresh page renders with and without the render workers',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at \`${commitHash()}\` by \`npm run bench:render\` (bench/render.ts).`,
    `Machine: ${machineNote()}; load average ${loadStart} before, ${loadNote()} after.`,
    '',
    `Every request a new address (a page nobody asked before, so rendered afresh), ${CONNECTIONS} connections; pages/s counts the pages answered 200, apart from the requests shed with 503 (the event loop lagging past MAX_EVENT_LOOP_DELAY_MS), ${ROUNDS} interleaved rounds of ${WARMUP_S} s warm-up + ${DURATION_S} s each; medians, each round's figure in parentheses. CPU is the server process's, all its threads, per page.`,
    '',
    '| page | RENDER_WORKERS | pages/s (200) | p50 ms | p99 ms | CPU ms/page | shed (503) | failed | with ÷ without |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    NOTES,
    '',
    notes(),
    '',
  ].join('\n');
}

/** what the last report says below its NOTES marker */
function notes(): string {
  const previous = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '';
  return previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES) + NOTES.length).trim() : '';
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
