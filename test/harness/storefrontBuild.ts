import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * A production build of the storefront into distDir (webpack --mode production: the browser's code and
 * the server's renderer), as the browser suite and the benchmarks test it; `webpackArgs` adds to
 * webpack's command line.
 */
export function buildStorefront(distDir: string, webpackArgs: string[] = []): Promise<void> {
  return run(
    [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', ...webpackArgs],
    { DIST_DIR: distDir },
    'webpack',
  );
}

/** `node args…` in the repo, its output ignored but for errors (stderr); stopped if this process exits first */
function run(args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const stop = () => child.kill('SIGKILL');
    process.once('exit', stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      process.removeListener('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`${what} exited with ${code}`));
    });
  });
}

/** The server compiled to JavaScript (build/server, scripts/build-server.mjs), as `npm run serve` runs it. */
export function buildServer(): Promise<void> {
  return run([path.join(root, 'scripts', 'build-server.mjs')], {}, 'the server build');
}

/**
 * What a suite runs: the storefront's production build and the compiled server. Built into `ownDistDir`
 * (and build/server), unless SUITE_BUILD_DIR names a folder for the builds of one CI run: the first to
 * need them (CI builds first: tsx test/harness/storefrontBuild.ts) builds there, with webpack's stats for
 * the bundle check (stats.json), and the rest (the bundle check, the browser suite, the cluster suite) use
 * the same builds of the same clean clone rather than spending minutes of the machine's cores on them
 * again. Never set it on a checkout you edit between suites: a change would not be built. Returns the
 * storefront's folder.
 */
export async function suiteBuilds(ownDistDir: string): Promise<string> {
  const shared = process.env.SUITE_BUILD_DIR;
  if (!shared) {
    await Promise.all([buildStorefront(ownDistDir), buildServer()]);
    return ownDistDir;
  }
  const distDir = path.join(shared, 'dist');
  const built = path.join(shared, 'built');
  if (fs.existsSync(built)) return distDir;
  await Promise.all([buildStorefront(distDir, [`--json=${path.join(shared, 'stats.json')}`]), buildServer()]);
  fs.writeFileSync(built, `${new Date().toISOString()}\n`);
  return distDir;
}

// `SUITE_BUILD_DIR=<dir> tsx test/harness/storefrontBuild.ts`: CI's one build of the run, before the checks that use it
if (require.main === module) {
  if (!process.env.SUITE_BUILD_DIR) throw new Error('SUITE_BUILD_DIR names the folder to build into');
  suiteBuilds('').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
