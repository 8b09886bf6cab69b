import type { FastifyInstance } from 'fastify';
import type { Mail } from '../src/auth/mailer';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers';
import {
  OPERATOR_PASSWORD,
  operatorWithToken,
  setPasswordFromMail,
  signInOperator,
  type TestOperator,
} from './support/operators';

let app: FastifyInstance;
let db: Database;
let mails: Mail[];
let owner: TestOperator;
beforeAll(async () => {
  ({ app, db, mails } = await buildTestApp());
  owner = await operatorWithToken(app, db, 'owner');
});
afterAll(() => app.close());

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { ...owner.auth, 'accept-language': 'en' } });

/** an operator invited by the owner, who has set their password from the invitation's mail */
async function newOperator(role = 'staff', email = `op${Math.random().toString(36).slice(2)}@astroshop.ge`) {
  const response = await asOwner('POST', '/api/admin/operators', { email, name: 'Giorgi', role });
  expect(response.statusCode).toBe(200);
  expect((await setPasswordFromMail(app, mails, email)).statusCode).toBe(200);
  const accepted = await asOwner('GET', `/api/admin/operators/${response.json().id}`);
  return accepted.json<{ id: number; email: string; role: 'owner' | 'manager' | 'staff'; version: number }>();
}

describe('operators (owner)', () => {
  it('invites an operator with an email not taken, and no password: the invitee sets theirs', async () => {
    const withPassword = await asOwner('POST', '/api/admin/operators', {
      email: 'typed@astroshop.ge',
      name: 'Nino',
      role: 'staff',
      password: OPERATOR_PASSWORD,
    });
    // a password the owner types is no part of an invitation: the invitee chooses theirs
    expect(withPassword.json()).toMatchObject({ invited: true });
    const invited = await asOwner('POST', '/api/admin/operators', {
      email: 'invited@astroshop.ge',
      name: 'Giorgi',
      role: 'manager',
    });
    expect(invited.json()).toMatchObject({ role: 'manager', totp: false, invited: true, version: 1, name: 'Giorgi' });
    expect(invited.json()).not.toHaveProperty('password_hash');
    const taken = await asOwner('POST', '/api/admin/operators', {
      email: 'INVITED@astroshop.ge',
      name: 'Other',
      role: 'staff',
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
  });

  it('lists operators a page at a time, sorted and filtered', async () => {
    for (let i = 0; i < 3; i++) await newOperator('staff', `listed${i}@astroshop.ge`);
    const page = await asOwner('GET', '/api/admin/operators?page=1&perPage=2&sort=email&order=ASC&q=listed');
    expect(page.json()).toEqual({
      items: [
        expect.objectContaining({ email: 'listed0@astroshop.ge' }),
        expect.objectContaining({ email: 'listed1@astroshop.ge' }),
      ],
      total: 3,
    });
    const second = await asOwner('GET', '/api/admin/operators?page=2&perPage=2&sort=email&order=ASC&q=listed');
    expect(second.json().items.map((item: { email: string }) => item.email)).toEqual(['listed2@astroshop.ge']);
    expect((await asOwner('GET', '/api/admin/operators?sort=password_hash')).statusCode).toBe(400);
    const one = await asOwner('GET', `/api/admin/operators/${owner.id}`);
    expect(one.json()).toMatchObject({ id: owner.id, role: 'owner', totp: true });
    expect((await asOwner('GET', '/api/admin/operators/999999')).statusCode).toBe(404);
  });

  it('edits name and role at the current version only: a stale version answers 409', async () => {
    const created = await newOperator();
    const edit = (version: number) =>
      asOwner('PUT', `/api/admin/operators/${created.id}`, { name: 'Tamar', role: 'manager', version });
    const edited = await edit(created.version);
    expect(edited.json()).toMatchObject({ name: 'Tamar', role: 'manager', version: created.version + 1 });
    const stale = await edit(created.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: expect.stringMatching(/changed this record/) });
  });

  it('never leaves the shop without an owner', async () => {
    const self = await asOwner('GET', `/api/admin/operators/${owner.id}`);
    const demote = await asOwner('PUT', `/api/admin/operators/${owner.id}`, {
      name: 'Owner',
      role: 'manager',
      version: self.json().version,
    });
    expect(demote.statusCode).toBe(422);
    expect((await asOwner('DELETE', `/api/admin/operators/${owner.id}`)).statusCode).toBe(422);
  });

  it('removing an operator ends their sessions; resetting two-step sign-in ends them and asks for enrolment', async () => {
    const manager = await operatorWithToken(app, db, 'manager');
    const me = (auth: object) =>
      app.inject({ method: 'GET', url: '/api/admin/me', headers: auth as Record<string, string> });
    expect((await asOwner('POST', `/api/admin/operators/${manager.id}/reset-2fa`)).json()).toMatchObject({
      totp: false,
    });
    expect((await me(manager.auth)).statusCode).toBe(401);
    const enrolAgain = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: manager.email, password: OPERATOR_PASSWORD },
    });
    expect(enrolAgain.json().step).toBe('enrol');

    const staff = await signInOperator(app, await newOperator('staff'));
    expect((await me(staff.auth)).statusCode).toBe(200);
    expect((await asOwner('DELETE', `/api/admin/operators/${staff.id}`)).statusCode).toBe(200);
    expect((await me(staff.auth)).statusCode).toBe(401);
    expect((await asOwner('GET', `/api/admin/operators/${staff.id}`)).statusCode).toBe(404);
  });
});

describe('the audit log (owner)', () => {
  it('records who changed what, before and after, and filters by entity and operator', async () => {
    const created = await newOperator();
    await asOwner('PUT', `/api/admin/operators/${created.id}`, {
      name: 'Levan',
      role: 'staff',
      version: created.version,
    });
    const log = await asOwner(
      'GET',
      `/api/admin/audit?entity=operator&entityId=${created.id}&operatorId=${owner.id}&order=ASC`,
    );
    expect(log.json()).toEqual({
      total: 2,
      items: [
        expect.objectContaining({
          operatorId: owner.id,
          operatorEmail: owner.email,
          action: 'invite',
          entity: 'operator',
          entityId: String(created.id),
          before: null,
          after: expect.objectContaining({ name: 'Giorgi', role: 'staff', invited: true }),
        }),
        expect.objectContaining({
          action: 'update',
          before: expect.objectContaining({ name: 'Giorgi', version: 2 }),
          after: expect.objectContaining({ name: 'Levan', version: 3 }),
          at: expect.any(String),
        }),
      ],
    });
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await asOwner('GET', `/api/admin/audit?from=${today}&to=${today}&entityId=${created.id}`);
    // and the invitee's acceptance, theirs
    expect(byDay.json().total).toBe(3);
    expect((await asOwner('GET', '/api/admin/audit?from=2001-01-01&to=2001-01-02')).json().total).toBe(0);
    expect((await asOwner('GET', '/api/admin/audit?from=2001-13-45')).statusCode).toBe(400);
  });

  it('cannot be edited or deleted, not even with SQL', async () => {
    await newOperator();
    await expect(db.query("UPDATE audit_log SET operator_email = 'someone@else.ge'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(db.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const routes = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    const auditMethods = Object.entries(routes.paths)
      .filter(([path]) => path.startsWith('/api/admin/audit'))
      .flatMap(([, methods]) => Object.keys(methods));
    expect(auditMethods).toEqual(['get']);
  });
});
