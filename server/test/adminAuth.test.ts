import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, registerUser } from './helpers';
import {
  addOperator,
  nextCode,
  OPERATOR_PASSWORD,
  operatorWithToken,
  secretOf,
  signInOperator,
} from './support/operators';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await buildTestApp());
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const me = (auth: Record<string, string>) => app.inject({ method: 'GET', url: '/api/admin/me', headers: auth });

describe('back office sign-in', () => {
  it('enrols an owner at the first sign-in, then asks for a code every time', async () => {
    const owner = await addOperator(db, 'owner');
    const first = await post('/api/admin/session', { email: owner.email, password: OPERATOR_PASSWORD });
    const enrol = first.json();
    expect(enrol).toEqual({
      step: 'enrol',
      challenge: expect.any(String),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/AstroShop:.*secret=/),
      qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const secret = secretOf(enrol.otpauthUrl);
    // a wrong code is refused on its field, and the challenge stays usable
    const wrong = await post('/api/admin/session/otp', { challenge: enrol.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: expect.any(String) });
    const done = await post('/api/admin/session/otp', { challenge: enrol.challenge, code: await nextCode(secret) });
    expect(done.statusCode).toBe(200);
    const { token, operator } = done.json();
    expect(operator).toMatchObject({ id: owner.id, email: owner.email, role: 'owner', totp: true });
    expect((await me({ authorization: `Bearer ${token}` })).json()).toMatchObject({ id: owner.id, totp: true });
    // a used challenge does not open a second session
    const again = await post('/api/admin/session/otp', { challenge: enrol.challenge, code: '123456' });
    expect(again.statusCode).toBe(401);

    const second = await post('/api/admin/session', { email: owner.email, password: OPERATOR_PASSWORD });
    expect(second.json()).toEqual({ step: 'otp', challenge: expect.any(String) });
    const signedIn = await post('/api/admin/session/otp', {
      challenge: second.json().challenge,
      code: await nextCode(secret),
    });
    expect(signedIn.json()).toMatchObject({ step: 'done', token: expect.any(String) });
  });

  it('signs staff in with a password alone, and lets them turn two-step sign-in on', async () => {
    const staff = await signInOperator(app, await addOperator(db, 'staff'));
    expect(staff.secret).toBeNull();
    expect((await me(staff.auth)).json()).toMatchObject({ role: 'staff', totp: false });
    const enrol = await post('/api/admin/session/enrol', {}, staff.auth);
    expect(enrol.statusCode).toBe(200);
    const secret = secretOf(enrol.json().otpauthUrl);
    const done = await post('/api/admin/session/otp', {
      challenge: enrol.json().challenge,
      code: await nextCode(secret),
    });
    expect(done.json().operator).toMatchObject({ totp: true });
    // from now on the password alone is not enough
    const next = await post('/api/admin/session', { email: staff.email, password: OPERATOR_PASSWORD });
    expect(next.json().step).toBe('otp');
    expect((await post('/api/admin/session/enrol', {}, staff.auth)).statusCode).toBe(409);
  });

  it('refuses a wrong password alike for an unknown email, in the language asked', async () => {
    const staff = await addOperator(db, 'staff');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { 'accept-language': 'en' },
      payload: { email: staff.email, password: 'not the password at all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'These credentials do not match our records.' });
    const unknown = await post('/api/admin/session', { email: 'nobody@astroshop.ge', password: OPERATOR_PASSWORD });
    expect(unknown.statusCode).toBe(401);
    // Georgian by default
    expect(unknown.json().message).toBe('ელფოსტა ან პაროლი არასწორია.');
  });

  it('limits code guesses per operator: past five, even the right code waits', async () => {
    const manager = await operatorWithToken(app, db, 'manager');
    const { challenge } = (
      await post('/api/admin/session', { email: manager.email, password: OPERATOR_PASSWORD })
    ).json();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/admin/session/otp', { challenge, code: '000000' })).statusCode).toBe(422);
    }
    const limited = await post('/api/admin/session/otp', { challenge, code: await nextCode(manager.secret!) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits password guesses from one source (address and email)', async () => {
    const staff = await addOperator(db, 'staff');
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/admin/session', { email: staff.email, password: 'wrong password!' })).statusCode).toBe(
        401,
      );
    }
    const limited = await post('/api/admin/session', { email: staff.email, password: OPERATOR_PASSWORD });
    expect(limited.statusCode).toBe(429);
  });

  it('a code is taken once', async () => {
    const owner = await operatorWithToken(app, db, 'owner');
    const code = await nextCode(owner.secret!);
    const first = (await post('/api/admin/session', { email: owner.email, password: OPERATOR_PASSWORD })).json();
    expect((await post('/api/admin/session/otp', { challenge: first.challenge, code })).statusCode).toBe(200);
    const second = (await post('/api/admin/session', { email: owner.email, password: OPERATOR_PASSWORD })).json();
    expect((await post('/api/admin/session/otp', { challenge: second.challenge, code })).statusCode).toBe(422);
  });
});

describe('back office sessions', () => {
  it('end after the idle time, and at sign-out', async () => {
    const staff = await operatorWithToken(app, db, 'staff');
    expect((await me(staff.auth)).statusCode).toBe(200);
    // 29 minutes without use: still on, and the use counts
    await db.query("UPDATE operator_sessions SET last_seen_at = now() - interval '29 minutes'");
    expect((await me(staff.auth)).statusCode).toBe(200);
    await db.query("UPDATE operator_sessions SET last_seen_at = now() - interval '31 minutes' WHERE operator_id = $1", [
      staff.id,
    ]);
    expect((await me(staff.auth)).statusCode).toBe(401);

    const again = await operatorWithToken(app, db, 'staff');
    expect((await post('/api/admin/logout', {}, again.auth)).statusCode).toBe(200);
    expect((await me(again.auth)).statusCode).toBe(401);
  });

  it('a password change ends every other session of the operator', async () => {
    const operator = await addOperator(db, 'staff');
    const first = await signInOperator(app, operator);
    const second = await signInOperator(app, operator);
    const change = (currentPassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        headers: second.auth,
        payload: { currentPassword, newPassword: 'another long secret' },
      });
    const wrong = await change('not my password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ currentPassword: expect.any(String) });
    const short = await app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: second.auth,
      payload: { currentPassword: OPERATOR_PASSWORD, newPassword: 'too short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.newPassword).toMatch(/12/);
    expect((await change(OPERATOR_PASSWORD)).statusCode).toBe(200);
    expect((await me(first.auth)).statusCode).toBe(401);
    expect((await me(second.auth)).statusCode).toBe(200);
    const newSignIn = await post('/api/admin/session', { email: operator.email, password: 'another long secret' });
    expect(newSignIn.json().step).toBe('done');
  });

  it("refuses a shopper's token and a forged one", async () => {
    const shopper = await registerUser(app);
    expect((await me(shopper.auth)).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer forged-token' })).statusCode).toBe(401);
    expect((await me({})).statusCode).toBe(401);
  });
});
