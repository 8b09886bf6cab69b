// Shared by the benchmarks: start our own server on a fresh seeded data dir, on a free loopback port,
// and always take it down again (also on Ctrl-C or an uncaught error).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export function commitHash(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'server', 'locales', 'package.json', 'webpack.config.ts'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
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

export interface Server {
  baseUrl: string;
  process: ChildProcess;
  /** the server's own log (pino JSON lines), written to a file so logging costs the parent nothing */
  logFile: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
  /** extra node flags, e.g. --cpu-prof */
  nodeFlags?: string[];
  /** ms to wait for /api/health (a fresh data dir is migrated, seeded and its images drawn first) */
  healthTimeoutMs?: number;
}

export async function startServer(options: ServerOptions): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  // node --import tsx: one process (no tsx CLI in between), so the pid we signal is the server itself
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DIST_DIR: options.distDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: options.databaseUrl ?? '',
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  atExit(kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM'); // main.ts closes the app (and the database) on SIGTERM
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([exited, timeout]);
    kill();
    await exited;
  };
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  const until = Date.now() + (options.healthTimeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${tail()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`the server did not answer /api/health in time:\n${tail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, process: child, logFile, stop };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
