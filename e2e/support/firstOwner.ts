import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

/** where the first owner's session and authenticator key are kept for the suite's test files: its data dir */
export const firstOwnerFiles = (dataDir: string) => ({
  token: path.join(dataDir, 'e2e-first-owner-token'),
  secret: path.join(dataDir, 'e2e-first-owner-secret'),
});

/**
 * Signs the first owner in once for the whole suite, enrolling the authenticator, before any test file
 * runs, and keeps the session and the key in the data dir. Test files run side by side: each signing the
 * owner in by itself raced (one enrolled while another had no key yet; a code is good once, so two
 * sign-ins in one 30 s step refuse the second).
 */
export async function signInFirstOwnerForSuite(baseUrl: string, dataDir: string): Promise<void> {
  const call = async (route: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/admin${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, string>;
  };
  const enrol = await call('/session', firstOwner);
  if (enrol.step !== 'enrol') throw new Error(`the first owner's first sign-in: ${JSON.stringify(enrol)}`);
  const secret = new URL(enrol.otpauthUrl).searchParams.get('secret') ?? '';
  const { generate } = await import('otplib');
  const done = await call('/session/otp', { challenge: enrol.challenge, code: await generate({ secret }) });
  if (done.step !== 'done') throw new Error(`the first owner's enrolment: ${JSON.stringify(done)}`);
  const files = firstOwnerFiles(dataDir);
  fs.writeFileSync(files.secret, secret);
  fs.writeFileSync(files.token, done.token);
}
