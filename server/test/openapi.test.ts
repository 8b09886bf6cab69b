import Fastify, { type FastifyInstance } from 'fastify';
import { CachedAnswer } from '../src/http/cachedAnswer';
import * as s from '../src/http/schemas';
import { buildTestApp, registerUser } from './helpers';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app.close());

const document = async () =>
  (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  }>();

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 at /api/docs/json, read in Swagger UI at /api/docs', async () => {
    expect((await document()).openapi).toBe('3.1.0');
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.body).toContain('swagger');
  });

  it("documents the profile update's current_password, asked with a new password", async () => {
    const update = (await document()).paths['/api/user/{id}/update'].post as unknown as {
      requestBody: {
        content: { 'application/json': { schema: { properties: Record<string, { description?: string }> } } };
      };
    };
    const { properties } = update.requestBody.content['application/json'].schema;
    expect(properties.current_password.description).toMatch(/required with a new password/);
  });

  it('names, for every operation, its security (public ones say []), an id and the answers of every status', async () => {
    const operations = Object.entries((await document()).paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(25);
    for (const { operation } of operations) {
      expect(Array.isArray(operation.security)).toBe(true);
      expect(operation.operationId).toEqual(expect.any(String));
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const security = (path: string, method: string) =>
      operations.find((op) => op.path === path && op.method === method)?.operation.security;
    expect(security('/api/login', 'post')).toEqual([]);
    expect(security('/api/orders', 'get')).toEqual([{ bearer: [] }]);
  });
});

describe('answers send what their schema names, nothing else', () => {
  it("the customer's profile is the contract's User, never a password hash", async () => {
    const user = await registerUser(app);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
    expect(Object.keys(me.json()).sort()).toEqual(['email', 'fname', 'id', 'id_kind', 'lname', 'phone', 'pid']);
    const update = await app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/update`,
      headers: user.auth,
      payload: { fname: 'Nino', lname: 'Beridze', phone: '599 11 22 33', pid: '01001011234', password: '' },
    });
    expect(Object.keys(update.json().user).sort()).toEqual([
      'email',
      'fname',
      'id',
      'id_kind',
      'lname',
      'phone',
      'pid',
    ]);
  });

  it('a cached answer is serialised by its route schema too', async () => {
    const server = Fastify();
    const cached = new CachedAnswer(
      {
        data: {
          id: 1,
          fname: 'Nino',
          lname: 'B',
          phone: '599',
          email: 'n@example.ge',
          pid: '1',
          id_kind: 'personal_id',
          password_hash: 'scrypt$secret',
        },
      },
      'no-store',
    );
    server.get('/cached', { schema: { response: { 200: s.dataOf(s.user) } } }, (request, reply) =>
      cached.send(request, reply),
    );
    const answer = await server.inject({ method: 'GET', url: '/cached' });
    expect(answer.json()).toEqual({
      data: { id: 1, fname: 'Nino', lname: 'B', phone: '599', email: 'n@example.ge', pid: '1', id_kind: 'personal_id' },
    });
    expect(answer.body).not.toContain('secret');
    await server.close();
  });
});
