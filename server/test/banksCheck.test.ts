import { spawn } from 'node:child_process';
import path from 'node:path';
import { startOutsideBanks, type OutsideBanks } from './support/banks';

// `npm run banks:check` (server/src/app/banksCheck.ts) against banks of the outside world: the sandbox
// banks on a port of their own, configured exactly as real banks are (docs/operations.md "Going live").

jest.setTimeout(120_000);
const ROOT = path.resolve(__dirname, '..', '..');

function banksCheck(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/app/banksCheck.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

let outside: OutsideBanks;
beforeAll(async () => {
  outside = await startOutsideBanks();
});
afterAll(() => outside.close());

describe('npm run banks:check', () => {
  it('says OK for each bank that takes its credentials, and makes no payment', async () => {
    const { code, out, err } = await banksCheck(outside.env);
    expect(err).toBe('');
    expect(out).toMatch(/^BOG: OK, access token received from http:\/\/127\.0\.0\.1:\d+\/sandbox\/bog\/auth\//m);
    expect(out).toMatch(/^TBC: OK, access token received from .*\/sandbox\/tbc\/v1\/tpay\/access-token$/m);
    expect(out).toMatch(/^Liberty: OK, credentials accepted by .*\/sandbox\/liberty\/api/m);
    expect(code).toBe(0);
    expect(outside.banks.payments.size).toBe(0);
  });

  it("shows each bank's refusal as the bank gave it, and fails", async () => {
    const wrong = {
      ...outside.env,
      BOG_CLIENT_SECRET: 'not-the-secret',
      TBC_CLIENT_SECRET: 'not-the-secret',
      LIBERTY_SECRET: 'not-the-secret',
    };
    const { code, out } = await banksCheck(wrong);
    expect(out).toMatch(/^BOG: FAILED, refused: HTTP 401 .*invalid_client/m);
    expect(out).toMatch(/^TBC: FAILED, refused: HTTP 401 .*invalid client/m);
    expect(out).toMatch(/^Liberty: FAILED, refused: HTTP 401 .*unauthorized/m);
    expect(code).toBe(1);
  });

  it('says which banks have no credentials, and that there is nothing to check', async () => {
    const { code, out } = await banksCheck({ PAYMENTS_SANDBOX: 'on' });
    expect(out).toContain('BOG, TBC: no credentials (played by the sandbox: test mode)');
    expect(out).toContain('Liberty: off (LIBERTY_ENABLED is not on)');
    expect(out).toContain('No bank has credentials: nothing to check');
    expect(code).toBe(1);
  });

  it('stops at an incomplete configuration, naming the setting', async () => {
    const { code, err } = await banksCheck({ TBC_API_KEY: 'key' });
    expect(err).toMatch(/TBC_API_KEY set but not TBC_CLIENT_ID, TBC_CLIENT_SECRET/);
    expect(code).toBe(1);
  });
});
