// Where the API server spends its CPU under load: `npx tsx bench/profile.ts [path] [seconds]`
// (default /api/products/telescopes for 10 s; `--connections N`, 50 by default; `--unique` makes each
// `[<id>]` in the path a new id, e.g. `/ka/success?order=[<id>]` for pages rendered afresh). Starts the compiled server (the last `npm run build`) with `node --cpu-prof`
// on a fresh seeded data dir, loads the call with autocannon from a separate process (50 connections),
// stops the server (SIGTERM, so V8 writes its profiles: one for the main thread, one per worker thread,
// PGlite's included), then prints the top self-time functions and files of each thread.
// `--keep <dir>` copies the .cpuprofile files there (open them in Chrome DevTools > Performance).
import fs from 'node:fs';
import path from 'node:path';
import { summarise, type CpuProfile } from './cpuProfile';
import { deadline, pageTemplates, runLoad, startServer, tempDir } from './lib';

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const keep = option('--keep') && path.resolve(option('--keep')!);
  // --body '<json>': POST it (e.g. to /api/cart) instead of a GET
  const body = option('--body') && (JSON.parse(option('--body')!) as unknown);
  // --unique: each request's [<id>] in the path becomes a new id (a page nobody asked before: rendered, not cached)
  const idReplacement = args.includes('--unique');
  const connections = Number(option('--connections') ?? 50);
  const positional = args.filter(
    (arg, i) => !arg.startsWith('--') && !['--keep', '--body', '--connections'].includes(args[i - 1]),
  );
  const urlPath = positional[0] ?? '/api/products/telescopes';
  const seconds = Number(positional[1] ?? 10);
  deadline(5 * 60_000, 'bench/profile.ts');

  const dataDir = tempDir('astroshop-bench-prof-');
  const distDir = pageTemplates(dataDir);
  const profDir = path.join(dataDir, 'profiles');
  // seed first without the profiler, so the profile holds only the load
  const seeding = await startServer({ dataDir, distDir, databaseUrl: process.env.DATABASE_URL });
  await seeding.stop();
  const server = await startServer({
    dataDir,
    distDir,
    databaseUrl: process.env.DATABASE_URL,
    nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
  });
  try {
    const method = body ? 'POST' : 'GET';
    console.log(`profiling ${method} ${urlPath} for ${seconds} s at ${connections} connections …`);
    const result = await runLoad<{ requestsPerSecond: number; latencyMs: { p99: number } }>({
      url: `${server.baseUrl}${urlPath}`,
      method,
      body,
      connections,
      warmupS: 0,
      durationS: seconds,
      idReplacement,
    });
    console.log(`under the profiler: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.latencyMs.p99} ms`);
  } finally {
    await server.stop();
  }
  const profiles = fs.existsSync(profDir) ? fs.readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile')) : [];
  if (!profiles.length) throw new Error('no .cpuprofile written (did the server exit cleanly on SIGTERM?)');
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const report: Record<string, ReturnType<typeof summarise>> = {};
  for (const file of profiles.sort()) {
    const profile = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as CpuProfile;
    const summary = summarise(profile);
    // the main thread's profile is the one whose name carries thread id 0
    const thread = /\.\d+\.0\.\d+\.cpuprofile$/.test(file) ? 'main thread' : `worker thread (${file})`;
    report[thread] = summary;
    if (keep) fs.copyFileSync(path.join(profDir, file), path.join(keep, file));
    console.log(`\n== ${thread}: ${summary.totalMs} ms profiled, ${summary.busyPercent}% not idle`);
    console.log('top self time, functions:');
    for (const f of summary.functions)
      console.log(`  ${String(f.ms).padStart(6)} ms ${String(f.percent).padStart(5)}%  ${f.name}`);
    console.log('top self time, files:');
    for (const f of summary.files.slice(0, 12))
      console.log(`  ${String(f.ms).padStart(6)} ms ${String(f.percent).padStart(5)}%  ${f.name}`);
  }
  fs.writeFileSync(path.join(dataDir, 'summary.json'), JSON.stringify(report, null, 2));
  if (keep) fs.writeFileSync(path.join(keep, 'summary.json'), JSON.stringify(report, null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
