// `npm run build:server`: the server compiled to JavaScript (tsc, server/tsconfig.build.json) into build/server,
// which `npm run serve` runs, with the other files it reads beside its code as in server/src (the migrations,
// the database's worker). Emptied first, so no file of a moved or deleted module stays behind.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'server', 'src');
const out = path.join(root, 'build', 'server');

fs.rmSync(out, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'server', 'tsconfig.build.json')],
  {
    // tsc's findings on stderr, which a caller quieting the output still shows
    stdio: ['ignore', 2, 2],
  },
);
fs.cpSync(source, out, { recursive: true, filter: (file) => !file.endsWith('.ts') });
