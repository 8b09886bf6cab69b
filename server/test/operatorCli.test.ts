import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';

// `npm run operator` as a person or a script runs it: a process of its own on the embedded database of a
// data folder (the shared PostgreSQL of the tests' second run is not its to write: DATABASE_URL is
// cleared), the password piped on standard input.

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '..', '..');
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'astroshop-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function operatorCommand(args: string[], stdin = '') {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/app/operatorCli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PASSWORD: 'never read from here' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

describe('npm run operator', () => {
  it('adds the first owner with a password from standard input, lists, resets and removes operators', async () => {
    const short = await operatorCommand(['add', 'owner@astroshop.ge', '--role', 'owner'], 'too short\n');
    expect([short.code, short.err]).toEqual([1, expect.stringMatching(/at least 12 characters/)]);
    const added = await operatorCommand(
      ['add', 'owner@astroshop.ge', '--role', 'owner', '--name', 'Nino'],
      'a long enough secret\n',
    );
    expect([added.code, added.out]).toEqual([0, expect.stringMatching(/added owner@astroshop.ge \(owner\)/)]);
    expect(
      (await operatorCommand(['add', 'staff@astroshop.ge', '--role', 'staff'], 'another long secret\n')).code,
    ).toBe(0);
    const listed = await operatorCommand(['list']);
    expect(listed.out).toMatch(/owner@astroshop.ge\towner\tNino\t2fa:off/);
    expect(listed.out).toMatch(/staff@astroshop.ge\tstaff/);
    expect((await operatorCommand(['reset-2fa', 'staff@astroshop.ge'])).code).toBe(0);
    const lastOwner = await operatorCommand(['remove', 'owner@astroshop.ge']);
    expect([lastOwner.code, lastOwner.err.trim()]).toEqual([1, 'The shop must keep at least one owner.']);
    expect((await operatorCommand(['remove', 'staff@astroshop.ge'])).code).toBe(0);
    expect((await operatorCommand(['list'])).out).not.toMatch(/staff@/);

    const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const audit = await db.query<{ operator_email: string; action: string }>(
        'SELECT operator_email, action FROM audit_log ORDER BY id',
      );
      expect(audit.rows.map((row) => `${row.operator_email} ${row.action}`)).toEqual([
        'cli create',
        'cli create',
        'cli reset-2fa',
        'cli delete',
      ]);
    } finally {
      await db.close();
    }
  });

  it('says to stop the shop first while a running shop holds the embedded database', async () => {
    const shop = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const refused = await operatorCommand(['list']);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(
        new RegExp(`in use by process ${process.pid} \\(a running shop\\): stop the shop first`),
      );
    } finally {
      await shop.close();
    }
    expect((await operatorCommand(['list'])).code).toBe(0);
  });
});
