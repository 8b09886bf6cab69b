import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer, type ServerProcess } from '../../server/test/support/serverProcess';

// The shop as it runs past one machine: N compiled server instances on one PostgreSQL database, behind
// nginx (Debian's package) started with deploy/nginx.conf, the reference configuration of the README's
// "Deployment". The banks are the sandbox banks run as a bank of the outside world (a process of their own):
// a sandbox a shop instance plays keeps its payments in that instance's memory, so with several
// instances the shop is configured with a bank's credentials, as in production.

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = () => existsSync(nginxPath);

const ROOT = path.resolve(__dirname, '..', '..');
const REFERENCE_CONFIG = path.join(ROOT, 'deploy', 'nginx.conf');

/** the sandbox banks' process: its address, and the shop's settings for its banks */
interface Banks {
  url: string;
  env: Record<string, string>;
  process: ChildProcess;
}

async function startBanks(): Promise<Banks> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server/test/support/outsideBanksProcess.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  let output = '';
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox banks exited (${code})`)));
  });
  return { ...(JSON.parse(line) as { url: string; env: Record<string, string> }), process: child };
}

export interface Instance {
  /** where this instance listens (nginx's upstream names it; a restart keeps it) */
  url: string;
  /** the running process; null while stopped */
  server: ServerProcess | null;
  start(): Promise<void>;
  /** SIGTERM: the shop's graceful shutdown (stop accepting, drain, exit) */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx's address: what shoppers use, and every instance's PUBLIC_URL */
  url: string;
  instances: Instance[];
  /** the sandbox banks' address (their pages are where a shopper approves) */
  banks: { url: string };
  /**
   * marks the instances at these indexes `down` in nginx's upstream (none: all back) and reloads nginx
   * (SIGHUP: new workers take the configuration, old ones finish the requests they have)
   */
  drain(...down: number[]): Promise<void>;
  /** nginx's access log: one line per request, "status upstream-addresses method uri" */
  accessLog(): string[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  size: number;
  databaseUrl: string;
  /** more environment for every instance */
  env?: Record<string, string>;
}

/** deploy/nginx.conf with this cluster's public address and instances in its marked lines */
function shopConfig(listen: string, instances: string[]): string {
  const reference = readFileSync(REFERENCE_CONFIG, 'utf8');
  const lines = reference.split('\n');
  const first = lines.findIndex((line) => line.endsWith('# instance'));
  const [indent, options] = /^(\s*)server \S+ (.*;) # instance$/.exec(lines[first])!.slice(1);
  const upstream = instances.map((address) => `${indent}server ${address} ${options}`);
  const config = [...lines.slice(0, first), ...upstream, ...lines.slice(first).filter((l) => !l.endsWith('# instance'))]
    .join('\n')
    .replace(/listen \S+; # public/, `listen ${listen};`);
  if (config === reference || !config.includes(`listen ${listen};`))
    throw new Error(`${REFERENCE_CONFIG} lost its marked lines`);
  return config;
}

/** the upstream line of each instance, `down` for those at the indexes given */
const upstreamLines = (addresses: string[], down: number[]) =>
  addresses.map((address, n) => (down.includes(n) ? `${address} down` : address));

/** nginx's own settings around the shop's file, everything it writes kept in dir */
function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  log_format upstreams '$status "$upstream_addr" "$upstream_status" $request_method $request_uri';
  access_log ${path.join(dir, 'access.log')} upstreams;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'astroshop.conf')};
}
`;
}

async function startNginx(dir: string, url: string): Promise<ChildProcess> {
  mkdirSync(path.join(dir, 'temp'));
  const child = spawn(
    nginxPath,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors}`);
    if (
      await fetch(`${url}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer at ${url}: ${errors}`);
}

/** distinct free ports */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export async function startCluster({ size, databaseUrl, env = {} }: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'astroshop-cluster-'));
  const [nginxPort, ...ports] = await freePorts(size + 1);
  const url = `http://127.0.0.1:${nginxPort}`;
  const addresses = ports.map((port) => `127.0.0.1:${port}`);
  const banks = await startBanks();
  const instanceEnv = {
    DATABASE_URL: databaseUrl,
    // nginx is on this machine: the client address is the last one it did not add
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: url,
    DIST_DIR: process.env.CLUSTER_DIST_DIR ?? path.join(ROOT, 'dist'),
    LOG_FORMAT: 'json',
    // as the browser suite's server (e2e/support/globalSetup.ts): no shedding on a busy CI machine,
    // every page rendered, and one test machine's shoppers as many addresses' worth of unpaid orders
    MAX_EVENT_LOOP_DELAY_MS: '0',
    PAGE_RENDERS_PER_MINUTE: '100000',
    UNPAID_ADDRESS_SHARE: '1000',
    ...banks.env,
    ...env,
  };
  const instances: Instance[] = ports.map((port, n) => {
    const dataDir = path.join(dir, `instance-${n + 1}`);
    const instance: Instance = {
      url: `http://127.0.0.1:${port}`,
      server: null,
      async start() {
        instance.server = await startServer(dataDir, instanceEnv, 120_000, {
          compiled: true,
          port,
          logFile: path.join(dir, `instance-${n + 1}.log`),
        });
      },
      async stop(signal = 'SIGTERM') {
        await instance.server?.stop(signal);
        instance.server = null;
      },
    };
    return instance;
  });
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT'); // graceful: requests in flight finish
      await gone;
    }
    await Promise.all(instances.map((instance) => instance.stop()));
    if (banks.process.exitCode === null) {
      const gone = new Promise((resolve) => banks.process.once('exit', resolve));
      banks.process.kill('SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // the first instance migrates, seeds and draws the catalogue's images; the others get a copy of
    // the images (each draws the missing ones at start) and find the database ready
    const drawn = path.join(dir, 'instance-1', 'uploads');
    // CLUSTER_IMAGES_DIR: where the first cluster of a run (the suite's, the benchmark's) keeps what its
    // first instance drew, for the next clusters' first instances: the seeded catalogue's images are the
    // same every time, and drawing them is most of a first start (40 s on a loaded 2-core machine)
    const kept = process.env.CLUSTER_IMAGES_DIR;
    if (kept && existsSync(kept)) cpSync(kept, drawn, { recursive: true });
    await instances[0].start();
    if (kept && !existsSync(kept)) cpSync(drawn, kept, { recursive: true });
    for (let n = 1; n < size; n++) cpSync(drawn, path.join(dir, `instance-${n + 1}`, 'uploads'), { recursive: true });
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    writeFileSync(path.join(dir, 'astroshop.conf'), shopConfig(`127.0.0.1:${nginxPort}`, upstreamLines(addresses, [])));
    writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
    nginx = await startNginx(dir, url);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    instances,
    banks: { url: banks.url },
    async drain(...down) {
      writeFileSync(
        path.join(dir, 'astroshop.conf'),
        shopConfig(`127.0.0.1:${nginxPort}`, upstreamLines(addresses, down)),
      );
      nginx!.kill('SIGHUP');
      // the master starts new workers at once and the old ones take no new connection; a moment for both
      await new Promise((resolve) => setTimeout(resolve, 1000));
    },
    accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
    stop,
  };
}
