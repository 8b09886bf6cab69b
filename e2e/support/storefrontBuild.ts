import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * A production build of the storefront into distDir (webpack --mode production), as the browser suite
 * and the benchmarks test it; `webpackArgs` adds to webpack's command line. webpack is stopped if this
 * process exits first.
 */
export function buildStorefront(distDir: string, webpackArgs: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', ...webpackArgs],
      {
        cwd: root,
        env: { ...process.env, DIST_DIR: distDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const stop = () => child.kill('SIGKILL');
    process.once('exit', stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      process.removeListener('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`webpack exited with ${code}`));
    });
  });
}
