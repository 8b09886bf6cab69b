// Storefront Lighthouse scores: `npx tsx bench/web.ts` (npm run bench:web).
// Builds for production into a temp DIST_DIR, starts our server on a fresh seeded temp DATA_DIR on a free
// loopback port, then runs Lighthouse (default config: mobile, simulated throttling) RUNS times per page in
// Debian's Chromium and keeps, per page, the run with the median performance score.
// Writes bench/web.md and bench/web.json. Stops by itself (DEADLINE_MS); the server and Chromium are
// always taken down and the temp dirs removed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { atExit, commitHash, deadline, loadNote, machineNote, root, startServer, tempDir } from './lib';
import { chromiumPath } from '../test/harness/chromium';
import { buildServer, buildStorefront } from '../test/harness/storefrontBuild';

// the observe page (issue 38) with a telescope and an eyepiece chosen, its drawings and figures shown;
// BENCH_WEB_PAGES (comma-separated paths) measures only those
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? [
  '/ka',
  '/ka/products/telescopes',
  '/ka/product/orbita-130-900',
  '/ka/cart',
  '/en',
  '/ka/observe?telescope=tetnuldi-8-dobsonian&eyepiece=kavkasia-uwa-82-14',
];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEADLINE_MS = 9.5 * 60_000;
// no Lighthouse run is started after this (a run takes 15–30 s here): the report is written with what was measured
const LAST_RUN_MS = DEADLINE_MS - 75_000;
const NOTES = '<!-- notes below this line are kept when bench/web.ts rewrites the report -->';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // a Georgian shopper's browser: an English one is offered English on a Georgian page, once per profile
  '--lang=ka',
];

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  jsTransferKB: number | null;
  jsRequests: number | null;
  totalTransferKB: number | null;
  /** the LCP element and the largest layout shifts (element, score), to say what to fix */
  lcpElement: string | null;
  layoutShifts: Array<{ element: string; score: number }>;
  runtimeError?: string;
  warnings: string[];
}

// Lighthouse's result, only the parts read here
interface LhNode {
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}
/** a row of an audit's table: resource-summary's, layout-shifts', or the LCP element's (rows within rows) */
interface LhItem {
  resourceType?: string;
  transferSize?: number;
  requestCount?: number;
  score?: number;
  node?: LhNode;
  items?: LhItem[];
}
interface LhResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: LhItem[] } }>;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
}

function describe(node: LhNode | undefined): string | null {
  if (!node) return null;
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 50);
  return `${node.selector ?? node.snippet ?? '?'}${label ? ` ("${label}")` : ''}`;
}

function figuresOf(lhr: LhResult): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = summary.find((item) => item.resourceType === 'script');
  const total = summary.find((item) => item.resourceType === 'total');
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100)]),
    ) as Figures['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    jsTransferKB: script ? Number(((script.transferSize ?? 0) / 1024).toFixed(1)) : null,
    jsRequests: script ? (script.requestCount ?? null) : null,
    totalTransferKB: total ? Number(((total.transferSize ?? 0) / 1024).toFixed(1)) : null,
    lcpElement: describe(lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node),
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => ({ element: describe(item.node) ?? '(unknown)', score: Number(Number(item.score).toFixed(3)) })),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings ?? [],
  };
}

const fmt = (value: number | null, digits = 0, scale = 1) => (value === null ? '–' : (value / scale).toFixed(digits));

async function main() {
  deadline(DEADLINE_MS, 'bench/web.ts');
  const loadStart = loadNote();
  const started = Date.now();
  const dataDir = tempDir('astroshop-bench-web-');
  const distDir = path.join(dataDir, 'dist');
  console.log('building the storefront for production …');
  await Promise.all([buildStorefront(distDir), buildServer()]);
  console.log(
    `built in ${((Date.now() - started) / 1000).toFixed(0)} s; starting the server on a fresh seeded database …`,
  );
  const server = await startServer({ dataDir, distDir });
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  const results: Record<string, { runs: Figures[]; median: Figures; medianRun: number }> = {};
  const skipped: string[] = [];
  try {
    console.log(`server up at ${server.baseUrl}; launching ${chromiumPath}`);
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const pid = chrome.pid;
    atExit(() => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    });
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        if (Date.now() - started > LAST_RUN_MS) {
          console.warn(`time budget spent: ${page} run ${i + 1} and later runs are skipped`);
          skipped.push(`${page} run ${i + 1}/${RUNS}`);
          continue;
        }
        const result = await lighthouse(`${server.baseUrl}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const figures = figuresOf(result.lhr as unknown as LhResult);
        runs.push(figures);
        console.log(
          `${page} run ${i + 1}/${RUNS}: perf ${figures.scores.performance}, a11y ${figures.scores.accessibility}, bp ${figures.scores['best-practices']}, seo ${figures.scores.seo}, LCP ${fmt(figures.lcpMs)} ms, TBT ${fmt(figures.tbtMs)} ms, CLS ${fmt(figures.cls, 3)}, JS ${figures.jsTransferKB} KB${figures.runtimeError ? ` — ${figures.runtimeError}` : ''}`,
        );
      }
      if (!runs.length) continue;
      // the run with the median performance score (ties: the earlier run)
      const order = runs
        .map((run, i) => ({ i, score: run.scores.performance ?? -1 }))
        .sort((a, b) => a.score - b.score || a.i - b.i);
      const medianRun = order[Math.floor(order.length / 2)].i;
      results[page] = { runs, median: runs[medianRun], medianRun };
    }
  } finally {
    await chrome?.kill();
    await server.stop();
  }

  const date = new Date().toISOString();
  const commit = commitHash();
  const machine = machineNote();
  const lighthouseVersion = (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // keep unknown
  }
  fs.writeFileSync(
    path.join(__dirname, 'web.json'),
    `${JSON.stringify({ date, commit, machine, lighthouse: lighthouseVersion, chromium, settings: { preset: 'default (mobile, simulated throttling)', runs: RUNS, pick: 'median performance score' }, pages: results }, null, 2)}\n`,
  );
  const warnings = [
    ...new Set(
      Object.values(results).flatMap((r) =>
        r.runs.flatMap((run) => [...run.warnings, ...(run.runtimeError ? [run.runtimeError] : [])]),
      ),
    ),
  ];
  const md = [
    '# Storefront Lighthouse benchmark',
    '',
    `- date: ${date.slice(0, 16).replace('T', ' ')} UTC`,
    `- commit: \`${commit}\``,
    `- machine: ${machine} — the server and Chromium share these 2 cores`,
    `- load average (1/5/15 min) at start → end: ${loadStart} → ${loadNote()} (other processes on the machine skew the figures)`,
    `- Lighthouse ${lighthouseVersion}, default config (mobile: Moto G Power emulation, simulated throttling 150 ms RTT / 1.6 Mbps / 4× CPU), ${chromium} headless`,
    `- ${RUNS} runs per page; the row is the run with the median performance score (all runs in \`bench/web.json\`)`,
    '- served by our own server (`server/src/main.ts`) from a fresh production build, on a fresh seeded database; the cart is empty',
    '- rerun: `npx tsx bench/web.ts` (`npm run bench:web`), about 5–8 minutes',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS | JS transferred KB (requests) | total transferred KB | perf scores of the runs |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...PAGES.map((page) => {
      if (!results[page]) return `| \`${page}\` | not measured (time budget) | | | | | | | | | |`;
      const { median: m, runs } = results[page];
      return `| \`${page}\` | ${m.scores.performance ?? '–'} | ${m.scores.accessibility ?? '–'} | ${m.scores['best-practices'] ?? '–'} | ${m.scores.seo ?? '–'} | ${fmt(m.lcpMs, 2, 1000)} | ${fmt(m.tbtMs)} | ${fmt(m.cls, 3)} | ${m.jsTransferKB ?? '–'} (${m.jsRequests ?? '–'}) | ${m.totalTransferKB ?? '–'} | ${runs.map((r) => r.scores.performance ?? '–').join(', ')} |`;
    }),
    '',
    "KB = 1024 bytes, as transferred (after the server's compression, if any), from the `resource-summary` audit.",
    ...(skipped.length
      ? [
          '',
          `**Skipped for lack of time** (the run stops by itself after ${DEADLINE_MS / 60_000} min): ${skipped.join(', ')}.`,
        ]
      : []),
    '',
    '## What the median runs point at',
    '',
    ...PAGES.filter((page) => results[page]).map((page) => {
      const m = results[page].median;
      const shifts = m.layoutShifts.map((shift) => `${shift.element} ${shift.score}`).join('; ');
      return `- \`${page}\`: LCP element ${m.lcpElement ? `\`${m.lcpElement}\`` : '–'}; largest layout shifts: ${shifts ? shifts.replace(/`/g, "'") : 'none'}`;
    }),
    ...(warnings.length ? ['', 'Lighthouse warnings:', '', ...warnings.map((w) => `- ${w.replace(/\s+/g, ' ')}`)] : []),
    '',
  ].join('\n');
  const reportFile = path.join(__dirname, 'web.md');
  const previous = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '';
  const notes = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES) + NOTES.length).trim() : '';
  fs.writeFileSync(reportFile, `${md}\n${NOTES}\n\n${notes}\n`.replace(/\n{3,}$/, '\n'));
  console.log(`wrote bench/web.md and bench/web.json in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
