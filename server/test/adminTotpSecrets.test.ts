import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers';
import { addOperator, nextCode, OPERATOR_PASSWORD, signInOperator } from './support/operators';

// Operators' authenticator secrets at rest: sealed with AES-256-GCM under ADMIN_TOTP_KEY, so the
// database never holds one an authenticator could use; sign-in with a code still works; secrets kept in
// plain text by an earlier version are sealed when a server starts on the database.

const KEY = randomBytes(32).toString('base64');

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ env: { ADMIN_TOTP_KEY: KEY } }));
});
afterAll(() => app.close());

/** another server on the same database (its start seals what is plain), with its own key or the same one */
const serverOn = (key: string) =>
  buildTestApp({ db: { ...db, close: async () => {} }, seed: false, env: { ADMIN_TOTP_KEY: key } });

const storedSecret = async (id: number) =>
  (await db.query<{ totp_secret: string | null }>('SELECT totp_secret FROM operators WHERE id = $1', [id])).rows[0]
    .totp_secret;

const signIn = async (target: FastifyInstance, email: string, secret: string) => {
  const first = await target.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password: OPERATOR_PASSWORD },
  });
  expect(first.json()).toMatchObject({ step: 'otp' });
  return target.inject({
    method: 'POST',
    url: '/api/admin/session/otp',
    headers: { 'accept-language': 'en' },
    payload: { challenge: first.json().challenge, code: await nextCode(secret) },
  });
};

describe("operators' authenticator secrets at rest", () => {
  it('keeps no secret in plain text, in the operator or the enrolment waiting for its code', async () => {
    const owner = await addOperator(db, 'owner');
    const enrol = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: owner.email, password: OPERATOR_PASSWORD },
    });
    const secret = new URL(enrol.json().otpauthUrl).searchParams.get('secret')!;
    const waiting = await db.query<{ secret: string }>(
      "SELECT secret FROM operator_challenges WHERE operator_id = $1 AND kind = 'enrol'",
      [owner.id],
    );
    expect(waiting.rows[0].secret).toMatch(/^v1:/);
    expect(waiting.rows[0].secret).not.toContain(secret);

    const done = await app.inject({
      method: 'POST',
      url: '/api/admin/session/otp',
      payload: { challenge: enrol.json().challenge, code: await nextCode(secret) },
    });
    expect(done.statusCode).toBe(200);
    const stored = (await storedSecret(owner.id))!;
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(stored).not.toContain(secret);
    expect(Buffer.from(stored.slice(3), 'base64').toString('latin1')).not.toContain(secret);

    // the next sign-in's code is checked against the sealed secret
    const again = await signIn(app, owner.email, secret);
    expect(again.json()).toMatchObject({ step: 'done', token: expect.any(String) });
  });

  it('cannot be moved to another operator: a secret is sealed for its own', async () => {
    const first = await signInOperator(app, await addOperator(db, 'manager'));
    const second = await signInOperator(app, await addOperator(db, 'manager'));
    await db.query('UPDATE operators SET totp_secret = $2 WHERE id = $1', [second.id, await storedSecret(first.id)]);
    const refused = await signIn(app, second.email, first.secret!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/reset/);
  });

  it('seals a secret an earlier version kept in plain text when a server starts, and signs in with it before and after', async () => {
    const manager = await addOperator(db, 'manager');
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await db.query('UPDATE operators SET totp_secret = $2 WHERE id = $1', [manager.id, plain]);
    // a server started before the rewrite reads it as it is
    expect((await signIn(app, manager.email, plain)).statusCode).toBe(200);

    const other = await serverOn(KEY);
    try {
      const stored = (await storedSecret(manager.id))!;
      expect(stored).toMatch(/^v1:/);
      expect(stored).not.toContain(plain);
      // (a code is good once, and the authenticator's next one comes in 30 s: one sign-in after the rewrite)
      expect((await signIn(other.app, manager.email, plain)).json()).toMatchObject({ step: 'done' });
    } finally {
      await other.app.close();
    }
  });

  it('answers a server with another key with a translated 409, never a 500', async () => {
    const manager = await signInOperator(app, await addOperator(db, 'manager'));
    const other = await serverOn(randomBytes(32).toString('hex'));
    try {
      const refused = await signIn(other.app, manager.email, manager.secret!);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Your two-step sign-in cannot be checked on this server. Ask an owner to reset it (npm run operator -- reset-2fa).',
      );
    } finally {
      await other.app.close();
    }
  });
});
