import { spawn } from 'node:child_process';
import path from 'node:path';

// The browser suite's first owner of the back office, made by globalSetup before the server opens its
// database (apart from operators.ts, which the tests use: globalSetup may not load jest's globals).

const root = path.resolve(__dirname, '..', '..');

/** the suite's first owner: a test server's, known to nobody else */
export const firstOwner = { email: 'owner@e2e.astroshop.test', password: 'Orion-Nebula-42-e2e' };

export type Role = 'owner' | 'manager' | 'staff';

export interface Operator {
  email: string;
  password: string;
  role: Role;
  /** the authenticator's key, once enrolled */
  secret?: string;
}

/** `npm run operator -- add` for the first owner, in the data dir the server will open */
export function addFirstOwner(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'server/src/app/operatorCli.ts'), 'add', firstOwner.email, '--role', 'owner'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['pipe', 'ignore', 'inherit'] },
    );
    child.stdin.end(`${firstOwner.password}\n`);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run operator exited with ${code}`))));
  });
}
