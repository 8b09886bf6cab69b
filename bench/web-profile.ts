// Where a storefront page spends the phone's main thread: `npx tsx bench/web-profile.ts [path] [--cpu 4] [--keep dir]`
// (default /ka). Builds the storefront without minifying (so functions keep their names; the work is the
// production build's), starts our server on a fresh seeded data dir, opens the page once in Debian's
// Chromium with Lighthouse's phone screen and a CPU slowed down --cpu times (Lighthouse's 4 by default),
// records a CPU profile from navigation until the page has been still for a while, and prints:
// - the long tasks (over 50 ms), as the page's own PerformanceObserver saw them: what TBT is made of;
// - the functions with the most total time (React's render and commit phases, module evaluation, …);
// - the functions and files with the most self time.
// `--keep <dir>` keeps the .cpuprofile (open it in Chrome DevTools > Performance) and summary.json.
// `--tap <css selector>`: once the page has settled, profiles a tap on that element instead (what an
// interaction's INP is made of, bench/inp.ts), from the tap until the page is still again.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { summarise, type CpuProfile } from './cpuProfile';
import { deadline, startServer, tempDir } from './lib';
import { chromiumPath } from '../test/harness/chromium';
import { buildServer, buildStorefront } from '../test/harness/storefrontBuild';

// Lighthouse's default mobile screen (Moto G Power)
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
// the page counts as settled after this long without a new long task
const QUIET_MS = 3000;

interface LongTask {
  startMs: number;
  durationMs: number;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const keep = option('--keep') && path.resolve(option('--keep')!);
  const cpuSlowdown = Number(option('--cpu') ?? 4);
  const tap = option('--tap');
  const pagePath =
    args.find((arg, i) => !arg.startsWith('--') && !['--keep', '--cpu', '--tap'].includes(args[i - 1])) ?? '/ka';
  deadline(5 * 60_000, 'bench/web-profile.ts');

  const dataDir = tempDir('astroshop-bench-webprof-');
  const distDir = path.join(dataDir, 'dist');
  console.log('building the storefront (not minified) …');
  await Promise.all([buildStorefront(distDir, ['--no-optimization-minimize']), buildServer()]);
  const server = await startServer({ dataDir, distDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    // a Georgian shopper's phone, as bench:inp's (no offer of English on a Georgian page)
    const context = await browser.newContext({ ...PHONE, locale: 'ka-GE' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: Array<{ startMs: number; durationMs: number }> = [];
      (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ startMs: Math.round(entry.startTime), durationMs: Math.round(entry.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    console.log(`profiling ${pagePath} with the CPU ${cpuSlowdown}x slower …`);
    await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'load' });
    const longTasks = () => page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks.slice());
    for (let seen = -1; ;) {
      await page.waitForTimeout(QUIET_MS);
      const count = (await longTasks()).length;
      if (count === seen) break;
      seen = count;
    }
    let { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    let tasks = await longTasks();
    if (tap) {
      console.log(`profiling a tap on ${tap} …`);
      const before = tasks.length;
      await cdp.send('Profiler.start');
      await page.locator(tap).first().click();
      await page.waitForTimeout(QUIET_MS);
      ({ profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile });
      tasks = (await longTasks()).slice(before);
    }

    const summary = summarise(profile, 25);
    const blockingMs = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);
    console.log(
      `\n== ${pagePath}${tap ? `, a tap on ${tap}` : ''}: main thread busy ${summary.busyMs} ms of ${summary.totalMs} ms profiled (CPU ${cpuSlowdown}x slower)`,
    );
    console.log(
      `long tasks: ${tasks.length}, ${blockingMs} ms over 50 ms in all (not Lighthouse's TBT, which simulates the network too)`,
    );
    for (const task of tasks)
      console.log(`  at ${String(task.startMs).padStart(5)} ms  ${String(task.durationMs).padStart(4)} ms`);
    for (const [title, rows] of [
      ['top total time (the function and what it called)', summary.totals],
      ['top self time, functions', summary.functions],
      ['top self time, files', summary.files.slice(0, 10)],
    ] as const) {
      console.log(`${title}:`);
      for (const row of rows)
        console.log(`  ${String(row.ms).padStart(6)} ms ${String(row.percent).padStart(5)}%  ${row.name}`);
    }
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      fs.writeFileSync(path.join(keep, 'page.cpuprofile'), JSON.stringify(profile));
      fs.writeFileSync(
        path.join(keep, 'summary.json'),
        JSON.stringify({ pagePath, tap, cpuSlowdown, longTasks: tasks, ...summary }, null, 2),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
