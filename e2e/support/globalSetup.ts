import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, hasChromium } from './chromium';

const root = path.join(__dirname, '../..');
export const stateFile = path.join(os.tmpdir(), 'astroshop-e2e-server.json');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHealth(baseUrl: string, server: ReturnType<typeof spawn>, log: () => string) {
  const deadline = Date.now() + 180_000; // a fresh data dir is seeded and its images drawn first
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health in time:\n${log()}`);
}

/**
 * The browser suite runs against what shoppers get: the production build served by our own server
 * on a fresh database with the seeded catalogue.
 */
export default async function globalSetup() {
  if (!hasChromium()) {
    console.warn(`\n[e2e] Chromium not found at ${chromiumPath}: the browser suite is skipped (apt-get install chromium).\n`);
    process.env.E2E_SKIP = '1';
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astroshop-e2e-'));
  const distDir = path.join(dataDir, 'dist');
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, PUBLIC_URL: baseUrl, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseUrl, server, () => output);
  fs.writeFileSync(stateFile, JSON.stringify({ pid: server.pid, dataDir }));
  process.env.E2E_BASE_URL = baseUrl;
}
