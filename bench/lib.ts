// Shared by the benchmarks: the machine and commit they ran on, temp dirs removed at exit, a deadline,
// and our own server on a fresh seeded data dir (server/test/support/serverProcess.ts, which takes it down
// again however the benchmark ends).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer as startServerProcess, type ServerProcess } from '../server/test/support/serverProcess';

export const root = path.resolve(__dirname, '..');

export function commitHash(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'src', 'server', 'locales', 'package.json', 'webpack.config.ts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ).trim();
    return dirty ? `${hash} (+ uncommitted changes in the working tree)` : hash;
  } catch {
    return 'unknown';
  }
}

/** other work on the machine skews every figure: the reports quote the load average around the run */
export function loadNote(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
}

export function machineNote(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

const cleanups: Array<() => void> = [];
/** runs at exit, whatever the exit: temp dirs, child processes */
export function atExit(fn: () => void) {
  cleanups.push(fn);
}
function runCleanups() {
  while (cleanups.length) {
    try {
      cleanups.pop()!();
    } catch {
      // keep cleaning
    }
  }
}
process.on('exit', runCleanups);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    runCleanups();
    process.exit(130);
  });
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  atExit(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** a hard deadline for the whole run: the benchmark stops by itself, server included */
export function deadline(ms: number, what: string) {
  const timer = setTimeout(() => {
    console.error(`${what}: gave up after ${Math.round(ms / 1000)} s`);
    process.exit(2);
  }, ms);
  timer.unref();
}

/**
 * A dist dir in dataDir holding the built pages and the server's part of the build, its renderer and page
 * templates (the repo's dist/ when built: npm run build), else bare pages: the server renders storefront
 * pages with these, so page figures need the real ones.
 */
export function pageTemplates(dataDir: string): string {
  const distDir = path.join(dataDir, 'dist');
  fs.mkdirSync(distDir);
  for (const [file, lang] of [
    ['index.html', 'ka'],
    ['index.en.html', 'en'],
  ]) {
    const built = path.join(root, 'dist', file);
    const bare = `<!doctype html><html lang="${lang}"><head><title>AstroShop</title></head><body><div id="root"></div></body></html>`;
    fs.writeFileSync(path.join(distDir, file), fs.existsSync(built) ? fs.readFileSync(built) : bare);
  }
  const serverPart = path.join(root, 'dist', 'server');
  if (fs.existsSync(serverPart)) fs.cpSync(serverPart, path.join(distDir, 'server'), { recursive: true });
  return distDir;
}

export interface BenchServerOptions {
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
  /** extra node flags, e.g. --cpu-prof */
  nodeFlags?: string[];
  /** more of the server's settings, e.g. RENDER_WORKERS */
  env?: NodeJS.ProcessEnv;
}

/**
 * our server as `npm run serve` runs it in production, compiled (the last `npm run build`), its log in
 * dataDir/server.log (so logging costs the benchmark nothing)
 */
export function startServer(options: BenchServerOptions): Promise<ServerProcess> {
  // one client address asks for every page: no budget of fresh renders for it
  const env = {
    NODE_ENV: 'production',
    // production refuses to start without one; a benchmark's operators live as long as its database
    ADMIN_TOTP_KEY: randomBytes(32).toString('base64'),
    DIST_DIR: options.distDir,
    DATABASE_URL: options.databaseUrl ?? '',
    PAGE_RENDERS_PER_MINUTE: '1000000',
    ...options.env,
  };
  return startServerProcess(options.dataDir, env, 180_000, {
    nodeFlags: options.nodeFlags,
    logFile: path.join(options.dataDir, 'server.log'),
    compiled: true,
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
/** user + system CPU time of the process, all its threads: other work on the machine changes it far less than wall-clock time */
export function cpuMs(pid: number): number {
  // the fields after the command's name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/** one call's load, as bench/load.mjs takes it (autocannon's options) */
export interface LoadConfig {
  url: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  connections: number;
  /** [<id>] in the url becomes a unique id per request */
  idReplacement?: boolean;
  warmupS: number;
  durationS: number;
}

/**
 * One load run by bench/load.mjs in a node process of its own (the load generator must not share the
 * server's or the benchmark's event loop): its result, the last line it prints. Killed when it runs 30 s
 * past its time.
 */
export function runLoad<Result>(config: LoadConfig): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'load.mjs'), JSON.stringify(config)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), (config.warmupS + config.durationS + 30) * 1000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as Result);
    });
  });
}
