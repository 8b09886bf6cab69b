import type { FastifyInstance } from 'fastify';
import type { Mail } from '../src/auth/mailer';
import type { Database } from '../src/db/client';
import { buildTestApp, waitFor } from './helpers';
import {
  addOperator,
  linkTokenTo,
  nextCode,
  OPERATOR_PASSWORD,
  operatorWithToken,
  secretOf,
  setPasswordFromMail,
  signInOperator,
  type TestOperator,
} from './support/operators';

// Operators' accounts by mail (invitations, a forgotten password), the sign-in challenges that die with
// a newer one, role changes that end sessions, and wrong passwords limited per source.

let app: FastifyInstance;
let db: Database;
let mails: Mail[];
let owner: TestOperator;
beforeAll(async () => {
  ({ app, db, mails } = await buildTestApp());
  owner = await operatorWithToken(app, db, 'owner');
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const me = (auth: Record<string, string>) => get('/api/admin/me', auth);
const asOwner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { ...owner.auth, 'accept-language': 'en' } });
const signIn = (email: string, password = OPERATOR_PASSWORD, remoteAddress?: string) =>
  post('/api/admin/session', { email, password }, {}, remoteAddress);
const answer = (challenge: string, code: string) => post('/api/admin/session/otp', { challenge, code });
const newEmail = (name: string) => `${name}.${Math.random().toString(36).slice(2)}@astroshop.ge`;

async function auditOf(id: number) {
  const log = await asOwner('GET', `/api/admin/audit?entity=operator&entityId=${id}&order=ASC&perPage=50`);
  return log.json<{ items: { action: string; operatorEmail: string }[] }>().items;
}

/** the owner invites an operator; with no language, the owner's back office asks in none (Georgian) */
async function invite(role: 'owner' | 'manager' | 'staff', lang?: 'ka' | 'en') {
  const email = newEmail(role);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/operators',
    headers: owner.auth,
    payload: { email, name: 'Nino', role, ...(lang && { lang }) },
  });
  expect(response.statusCode).toBe(200);
  return { ...response.json<{ id: number; email: string; version: number }>(), email };
}

describe('invitations', () => {
  it('mail a one-use link in the language chosen: the invitee sets a password, then enrols as their role asks', async () => {
    const manager = await invite('manager', 'en');
    const mail = mails.findLast((sent) => sent.to === manager.email)!;
    expect(mail.subject).toBe('Your invitation to the AstroShop back office');
    expect(mail.text).toMatch(/^Hello Nino,\n\nYou are invited to the AstroShop back office as manager\./);
    expect(mail.text).toMatch(/it works once, for 72 hours/);
    const token = linkTokenTo(mails, manager.email);
    // no password yet: nothing signs in, not even an empty one
    expect((await signIn(manager.email, 'a long enough secret')).statusCode).toBe(401);

    const check = await get(`/api/admin/session/password-link?token=${token}`);
    expect(check.json()).toEqual({ purpose: 'invite', email: manager.email });
    const short = await post('/api/admin/session/password-link', { token, password: 'too short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);

    const set = await post('/api/admin/session/password-link', { token, password: OPERATOR_PASSWORD });
    expect(set.statusCode).toBe(200);
    const enrol = set.json();
    expect(enrol).toMatchObject({ step: 'enrol', challenge: expect.any(String) });
    const done = await answer(enrol.challenge, await nextCode(secretOf(enrol.otpauthUrl)));
    expect(done.json()).toMatchObject({ step: 'done', operator: { id: manager.id, totp: true, invited: false } });

    // the link worked once
    const again = await post('/api/admin/session/password-link', { token, password: 'another long secret' });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['token']);
    expect((await get(`/api/admin/session/password-link?token=${token}`)).statusCode).toBe(422);
    expect((await signIn(manager.email)).json().step).toBe('otp');

    const audit = await auditOf(manager.id);
    expect(audit.map((entry) => [entry.action, entry.operatorEmail])).toEqual([
      ['invite', owner.email],
      ['invite-accepted', manager.email],
      ['enrol-2fa', manager.email],
    ]);
  });

  it('are Georgian by default; staff are signed in as soon as their password is set', async () => {
    const staff = await invite('staff');
    const mail = mails.findLast((sent) => sent.to === staff.email)!;
    expect(mail.subject).toBe('მოსაწვევი AstroShop-ის მართვის პანელში');
    expect(mail.text).toMatch(/როლით „თანამშრომელი“/);
    const set = await setPasswordFromMail(app, mails, staff.email);
    expect(set.json()).toMatchObject({ step: 'done', token: expect.any(String), operator: { role: 'staff' } });
    expect((await me({ authorization: `Bearer ${set.json().token}` })).statusCode).toBe(200);
  });

  it('expire after 72 hours; sent again, the older link stops working; none once a password is set', async () => {
    const staff = await invite('staff');
    const { rows } = await db.query<{ hours: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int / 3600 AS hours
       FROM operator_password_links WHERE operator_id = $1`,
      [staff.id],
    );
    expect(rows).toEqual([{ hours: 72 }]);
    const first = linkTokenTo(mails, staff.email);
    await db.query(
      "UPDATE operator_password_links SET expires_at = now() - interval '1 second' WHERE operator_id = $1",
      [staff.id],
    );
    expect(
      (await post('/api/admin/session/password-link', { token: first, password: OPERATOR_PASSWORD })).statusCode,
    ).toBe(422);

    const resent = await asOwner('POST', `/api/admin/operators/${staff.id}/invite`);
    expect(resent.json()).toMatchObject({ id: staff.id, invited: true });
    const second = linkTokenTo(mails, staff.email);
    expect(second).not.toBe(first);
    const third = (await asOwner('POST', `/api/admin/operators/${staff.id}/invite`), linkTokenTo(mails, staff.email));
    expect(
      (await post('/api/admin/session/password-link', { token: second, password: OPERATOR_PASSWORD })).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/admin/session/password-link', { token: third, password: OPERATOR_PASSWORD })).statusCode,
    ).toBe(200);
    const late = await asOwner('POST', `/api/admin/operators/${staff.id}/invite`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already set a password/);
  });

  it('are the owner’s: a manager may not invite', async () => {
    const manager = await operatorWithToken(app, db, 'manager');
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: manager.auth,
      payload: { email: newEmail('x'), name: 'X', role: 'owner' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a forgotten password', () => {
  const forgot = (email: string, lang = 'en') =>
    post('/api/admin/session/forgot', { email }, { 'accept-language': lang });
  const resetMailTo = (to: string, count: number) =>
    waitFor(() =>
      mails.filter((mail) => mail.to === to).length >= count ? mails.filter((m) => m.to === to) : undefined,
    );

  it('answers alike for any email, mails an operator a one-use link, and the new password ends their other sessions', async () => {
    const manager = await operatorWithToken(app, db, 'manager');
    const before = mails.length;
    const unknown = await forgot('nobody.here@astroshop.ge');
    const known = await forgot(manager.email.toUpperCase());
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const [mail] = await resetMailTo(manager.email, 1);
    expect(mail.subject).toBe('Reset your password');
    expect(mails.slice(before).map((sent) => sent.to)).toEqual([manager.email]);
    const token = linkTokenTo(mails, manager.email);
    expect((await get(`/api/admin/session/password-link?token=${token}`)).json()).toEqual({
      purpose: 'reset',
      email: manager.email,
    });

    const set = await post('/api/admin/session/password-link', { token, password: 'a brand new secret' });
    // the mailbox does not replace the authenticator: a code is still asked
    expect(set.json()).toEqual({ step: 'otp', challenge: expect.any(String) });
    expect((await me(manager.auth)).statusCode).toBe(401);
    expect((await signIn(manager.email)).statusCode).toBe(401);
    expect((await signIn(manager.email, 'a brand new secret')).json().step).toBe('otp');
    expect((await post('/api/admin/session/password-link', { token, password: 'yet another secret' })).statusCode).toBe(
      422,
    );
    const audit = await auditOf(manager.id);
    expect(audit.map((entry) => [entry.action, entry.operatorEmail]).slice(-2)).toEqual([
      ['reset-asked', 'sign-in page'],
      ['reset-done', manager.email],
    ]);
  });

  it('mails the link in the language of the sign-in page, at most three an hour', async () => {
    const staff = await addOperator(db, 'staff');
    for (let i = 0; i < 4; i++) expect((await forgot(staff.email, 'ka')).statusCode).toBe(200);
    const sent = await resetMailTo(staff.email, 3);
    expect(sent[0].subject).toBe('პაროლის აღდგენა');
    // the fourth asked: answered alike, mailed nothing (the mails are sent after the answers; a fourth
    // would be there by the time the fourth request's link is stored)
    await waitFor(async () => {
      const { rows } = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM audit_log WHERE action = 'reset-asked' AND entity_id = $1",
        [String(staff.id)],
      );
      return rows[0].count === 3 || undefined;
    });
    expect(mails.filter((mail) => mail.to === staff.email)).toHaveLength(3);
  });
});

describe('sign-in challenges', () => {
  /** a staff member signed in with a password alone, and an enrolment they began (its challenge and secret) */
  async function beginEnrolment(staff: TestOperator) {
    const enrol = await post('/api/admin/session/enrol', {}, staff.auth);
    expect(enrol.statusCode).toBe(200);
    return { challenge: enrol.json().challenge as string, secret: secretOf(enrol.json().otpauthUrl) };
  }

  it('a stale enrolment cannot replace the authenticator enrolled after it', async () => {
    const staff = await signInOperator(app, await addOperator(db, 'staff'));
    const stale = await beginEnrolment(staff);
    const fresh = await beginEnrolment(staff);
    expect((await answer(fresh.challenge, await nextCode(fresh.secret))).statusCode).toBe(200);
    const replaced = await answer(stale.challenge, await nextCode(stale.secret));
    expect(replaced.statusCode).toBe(401);
    // the authenticator is still the one enrolled
    const next = (await signIn(staff.email)).json();
    expect((await answer(next.challenge, await nextCode(fresh.secret))).statusCode).toBe(200);
  });

  it('an enrolment begun before a password change dies with it', async () => {
    const staff = await signInOperator(app, await addOperator(db, 'staff'));
    const stale = await beginEnrolment(staff);
    const change = await app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: staff.auth,
      payload: { currentPassword: OPERATOR_PASSWORD, newPassword: 'another long secret' },
    });
    expect(change.statusCode).toBe(200);
    expect((await answer(stale.challenge, await nextCode(stale.secret))).statusCode).toBe(401);
    expect((await get(`/api/admin/operators?q=${encodeURIComponent(staff.email)}`, owner.auth)).json().items).toEqual([
      expect.objectContaining({ totp: false }),
    ]);
  });

  it("a sign-in's code step dies with a newer sign-in", async () => {
    const manager = await operatorWithToken(app, db, 'manager');
    const first = (await signIn(manager.email)).json();
    const second = (await signIn(manager.email)).json();
    const code = await nextCode(manager.secret!);
    expect((await answer(first.challenge, code)).statusCode).toBe(401);
    expect((await answer(second.challenge, code)).statusCode).toBe(200);
  });
});

describe('role changes', () => {
  it("end the operator's sessions: a staff member promoted must sign in again and enrol", async () => {
    const staff = await signInOperator(app, await addOperator(db, 'staff'));
    const current = (await asOwner('GET', `/api/admin/operators/${staff.id}`)).json();
    const renamed = await asOwner('PUT', `/api/admin/operators/${staff.id}`, {
      name: 'Tamar',
      role: 'staff',
      version: current.version,
    });
    // a new name alone keeps the session
    expect((await me(staff.auth)).statusCode).toBe(200);
    const promoted = await asOwner('PUT', `/api/admin/operators/${staff.id}`, {
      name: 'Tamar',
      role: 'owner',
      version: renamed.json().version,
    });
    expect(promoted.json()).toMatchObject({ role: 'owner' });
    // the session opened without a code carries no owner's rights
    expect((await get('/api/admin/operators', staff.auth)).statusCode).toBe(401);
    expect((await me(staff.auth)).statusCode).toBe(401);
    expect((await signIn(staff.email)).json().step).toBe('enrol');
    const audit = await auditOf(staff.id);
    expect(audit.map((entry) => entry.action).slice(-2)).toEqual(['update', 'role']);
  });
});

describe('wrong passwords', () => {
  it('stop the guesser at their address and email; the operator signs in from their own', async () => {
    const staff = await addOperator(db, 'staff');
    for (let i = 0; i < 10; i++) {
      expect((await signIn(staff.email, 'a wrong password!', '198.51.100.1')).statusCode).toBe(401);
    }
    const guesser = await signIn(staff.email, OPERATOR_PASSWORD, '198.51.100.1');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.headers['retry-after']).toBeDefined();
    expect((await signIn(staff.email, OPERATOR_PASSWORD, '203.0.113.20')).json().step).toBe('done');
  });

  it('stop one address trying many operators', async () => {
    const address = '198.51.100.2';
    for (let i = 0; i < 30; i++) {
      expect((await signIn(`guess${i}@astroshop.ge`, 'a wrong password!', address)).statusCode).toBe(401);
    }
    const staff = await addOperator(db, 'staff');
    expect((await signIn(staff.email, OPERATOR_PASSWORD, address)).statusCode).toBe(429);
    expect((await signIn(staff.email, OPERATOR_PASSWORD, '203.0.113.21')).statusCode).toBe(200);
  });

  it('against one account, from many addresses, are told to every owner once', async () => {
    const staff = await addOperator(db, 'staff');
    const alerts = () =>
      mails.filter(
        (mail) => mail.to === owner.email && mail.text.includes(staff.email) && /wrong|არასწორ/.test(mail.subject),
      );
    for (let i = 0; i < 12; i++) {
      expect((await signIn(staff.email, 'a wrong password!', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const [alert] = await waitFor(() => (alerts().length > 0 ? alerts() : undefined));
    expect(alert.subject).toBe('მართვის პანელი: არასწორი პაროლები');
    expect(alert.text).toMatch(/10-ჯერ/);
    expect(alert.text).toContain('192.0.2.10');
    expect(alerts()).toHaveLength(1);
  });

  it('are counted per client behind the load balancers (TRUST_PROXY), not per balancer', async () => {
    const behind = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const staff = await addOperator(behind.db, 'staff');
      const through = (client: string, password: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email: staff.email, password },
        });
      for (let i = 0; i < 10; i++) expect((await through('198.51.100.9', 'a wrong password!')).statusCode).toBe(401);
      expect((await through('198.51.100.9', OPERATOR_PASSWORD)).statusCode).toBe(429);
      expect((await through('203.0.113.9', OPERATOR_PASSWORD)).statusCode).toBe(200);
    } finally {
      await behind.app.close();
    }
  });
});
