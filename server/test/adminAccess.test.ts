import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { may, type Access, type Role } from '../src/domain/roles';
import { buildTestApp, registerUser } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

// Every route of the back office's API, as the OpenAPI document lists them, against every kind of
// caller: none, a forged token, a shopper's token, and each role (whose rules the document's
// `x-access` names, from the one hook that enforces them).

let app: FastifyInstance;
let db: Database;
const operators = {} as Record<Role, TestOperator>;
let shopperAuth: { authorization: string };

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  access: Access;
}
let routes: Route[];

beforeAll(async () => {
  ({ app, db } = await buildTestApp());
  for (const role of ['owner', 'manager', 'staff'] as const) operators[role] = await operatorWithToken(app, db, role);
  shopperAuth = (await registerUser(app)).auth;
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { 'x-access'?: Access; tags?: string[] }>>;
  }>();
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Route['method'],
        // an id that exists for no record: access is decided before the record is looked for
        url: path.replace(/\{\w+\}/g, '999999'),
        access: operation['x-access']!,
      })),
    );
});
afterAll(() => app.close());

const call = (route: Route, headers: Record<string, string>) =>
  app.inject({ method: route.method, url: route.url, headers, payload: route.method === 'GET' ? undefined : {} });

describe('the back office API', () => {
  it('lists its routes in the OpenAPI document, each with its access and the admin tag', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.access).toEqual(expect.any(String));
    expect(
      routes
        .filter((route) => route.access === 'public')
        .map((route) => route.url)
        .sort(),
    ).toEqual([
      '/api/admin/session',
      '/api/admin/session/forgot',
      '/api/admin/session/otp',
      '/api/admin/session/password-link',
      '/api/admin/session/password-link',
    ]);
  });

  it('answers 401 to every route but sign-in without a token, with a forged one and with a shopper’s', async () => {
    for (const route of routes.filter((route) => route.access !== 'public')) {
      for (const headers of [{}, { authorization: 'Bearer forged' }, shopperAuth]) {
        const response = await call(route, headers);
        expect([route.method, route.url, response.statusCode]).toEqual([route.method, route.url, 401]);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('answers 403 to each role on every route its role lacks, and lets it through the others', async () => {
    for (const route of routes.filter((route) => route.access !== 'public')) {
      for (const role of ['owner', 'manager', 'staff'] as const) {
        const allowed =
          route.access === 'signedIn' || may(role, route.access as Exclude<Access, 'public' | 'signedIn'>);
        if (route.url.endsWith('/logout')) continue; // it would end the session the other checks use
        const response = await call(route, operators[role].auth);
        expect([role, route.method, route.url, response.statusCode === 403]).toEqual([
          role,
          route.method,
          route.url,
          !allowed,
        ]);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
  });

  it('keeps operators, the audit log, refunds and customers from staff', () => {
    const staffMay = (url: string, method = 'GET') => {
      const route = routes.find((r) => r.url === url && r.method === method)!;
      return may('staff', route.access as Exclude<Access, 'public' | 'signedIn'>);
    };
    expect(staffMay('/api/admin/operators')).toBe(false);
    expect(staffMay('/api/admin/audit')).toBe(false);
  });
});
