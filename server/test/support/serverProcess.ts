import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// The real server as a child process (one process, so its pid is the server's: RSS can be read and
// SIGKILL lands on it), for the fuzz and load scripts, the crash test, the browser suite and the
// benchmarks (bench/): its source through tsx (`npm run dev:server`), or compiled, as `npm run serve`
// runs it in production (build/server, `npm run build:server`). It never outlives the process that started it.

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCE = ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')];
const COMPILED = path.join(ROOT, 'build', 'server', 'main.js');
/** how long a SIGTERM may take (closing the database, writing a --cpu-prof profile) before SIGKILL */
const STOP_GRACE_MS = 10_000;

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** everything the server printed (the log file's content, when it logs to one) */
  output(): string;
  /** resident memory of the server process, in MiB (Linux) */
  rssMiB(): number;
  /** SIGTERM (a clean close) or SIGKILL (a crash); resolves when the process is gone */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A port below the kernel's ephemeral range, free when asked. Port 0 would hand out an ephemeral
 * port, and an outgoing connection (to PostgreSQL, to a bank) may take that same port before the
 * server we start on it listens (EADDRINUSE seen in CI); below the range only listeners compete.
 */
export async function freePort(): Promise<number> {
  const ephemeralFrom = ephemeralRangeStart();
  const lowest = 10_000;
  for (;;) {
    const port = lowest + Math.floor(Math.random() * (ephemeralFrom - lowest));
    if (await canListen(port)) return port;
  }
}

function ephemeralRangeStart(): number {
  try {
    const [from] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Math.max(Number(from) || 32_768, 11_000);
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

export interface ProcessOptions {
  /** extra node flags, e.g. --cpu-prof */
  nodeFlags?: string[];
  /** run the compiled server (the last `npm run build:server`) rather than its source */
  compiled?: boolean;
  /**
   * the server's output goes to this file rather than to memory: under load it logs two lines per
   * request, which a pipe would make the parent read (on the same cores the benchmark measures)
   */
  logFile?: string;
  /** listen here rather than on a free port (a server started again behind a load balancer that names it) */
  port?: number;
}

/** starts the server on loopback with its embedded database in dataDir (seeded on first start) */
export async function startServer(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 180_000,
  options: ProcessOptions = {},
): Promise<ServerProcess> {
  if (options.compiled && !existsSync(COMPILED))
    throw new Error(`${COMPILED} is missing: compile the server first (npm run build:server)`);
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFd = options.logFile === undefined ? undefined : openSync(options.logFile, 'a');
  let log = '';
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...(options.compiled ? [COMPILED] : SOURCE)], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd);
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const output = () => (options.logFile === undefined ? log : readFileSync(options.logFile, 'utf8'));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = () => running() && child.kill('SIGKILL');
  process.once('exit', kill);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', kill);
      resolve();
    }),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!running()) return;
    child.kill(signal);
    const grace = setTimeout(kill, STOP_GRACE_MS);
    await exited;
    clearTimeout(grace);
  };
  try {
    await waitForHealth(baseUrl, child, output, timeoutMs);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  const rssMiB = () => {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    return Number(kib) / 1024;
  };
  return { baseUrl, child, output, rssMiB, stop };
}
