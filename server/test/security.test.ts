import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { injectFetch } from '../src/payments/injectFetch';
import { buildTestApp, newUserFields, productId, registerUser, type TestUser } from './helpers';

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
let mount: number;
beforeAll(async () => {
  // the shopper here keeps many orders unpaid (the cap has its own tests in orderRules.test.ts)
  ({ app, db } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100', LIBERTY_ENABLED: 'on' } }));
  shopper = await registerUser(app);
  mount = await productId(app, 'delta-mount'); // 30 in stock: enough for every checkout here
});
afterAll(() => app.close());

const count = async (table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
/** the rows that hostile requests must leave alone */
const snapshot = async () => ({
  users: await count('users'),
  orders: await count('orders'),
  lines: await count('order_lines'),
  products: await count('products'),
});
const checkout = (payload: Record<string, unknown>, headers: Record<string, string> = shopper.auth) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { products: { [mount]: 1 }, paymethod: 'BOG_CARD', comment: 'call me', ...payload },
    headers,
  });

/**
 * every shopper's route the OpenAPI document marks as needing a token, with a body that would otherwise
 * pass (the back office's routes take operators' tokens: adminAccess.test.ts walks them)
 */
const address = { region: 'tbilisi', street: 'Pekini 10', phone: '599112233' };

async function securedCalls(user: TestUser, fname = 'Eve') {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>();
  const bodies: Record<string, unknown> = {
    '/api/checkout': { products: { [mount]: 1 }, paymethod: 'BOG_CARD', comment: 'call me' },
    '/api/user/{id}/update': { fname, lname: 'Intruder', phone: '599 00 00 00', pid: '01001011234' },
    '/api/users/me/addresses': address,
    '/api/users/me/addresses/{id}': address,
    '/api/orders/{number}/pay': { paymethod: 'BOG_CARD' },
    '/api/user/telescopes': { kind: 'own', aperture_mm: 80, focal_length_mm: 400, focuser: '1.25' },
  };
  const shopperPaths = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api/admin/'));
  return shopperPaths.flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
      .map(([method]) => ({
        method: method.toUpperCase() as 'GET' | 'POST',
        // an order number or address id of nobody's: the token decides before they are looked up
        url: path.replace('{id}', String(user.id)).replace('{number}', 'TS-000000'),
        payload: bodies[path] as object | undefined,
      })),
  );
}

describe('a token that no longer counts', () => {
  it('covers every secured route', async () => {
    const paths = (await securedCalls(shopper)).map((call) => `${call.method} ${call.url}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/user',
        'GET /api/orders',
        'GET /api/logout',
        'POST /api/checkout',
        `POST /api/user/${shopper.id}/update`,
      ]),
    );
  });

  it.each([
    [
      'signed out',
      async (user: TestUser) => void (await app.inject({ method: 'GET', url: '/api/logout', headers: user.auth })),
    ],
    [
      'expired',
      async (user: TestUser) =>
        void (await db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
          user.id,
        ])),
    ],
    [
      'revoked by a password reset elsewhere',
      async (user: TestUser) =>
        void (await db.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1', [user.id])),
    ],
  ])('is refused everywhere when %s, and changes nothing', async (_case, invalidate) => {
    const user = await registerUser(app);
    // first the token works (logout aside: it would sign the token out); an order or address of nobody's
    // is a 404 then, which the token got past
    for (const call of await securedCalls(user, 'Valid')) {
      if (call.url === '/api/logout') continue;
      const expected = call.url.includes('TS-000000') || /(addresses|telescopes)\/\d/.test(call.url) ? 404 : 200;
      expect([`${call.method} ${call.url}`, (await app.inject({ ...call, headers: user.auth })).statusCode]).toEqual([
        `${call.method} ${call.url}`,
        expected,
      ]);
    }
    const calls = await securedCalls(user);
    await invalidate(user);
    const before = await snapshot();
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: user.auth });
      expect([`${call.method} ${call.url}`, response.statusCode, response.json()]).toEqual([
        `${call.method} ${call.url}`,
        401,
        { message: 'Unauthenticated.' },
      ]);
    }
    expect(await snapshot()).toEqual(before);
    const [profile] = (await db.query<{ fname: string }>('SELECT fname FROM users WHERE id = $1', [user.id])).rows;
    expect(profile.fname).toBe('Valid');
  });
});

describe("another customer's data", () => {
  it('cannot be read through orders or the profile, nor changed by id', async () => {
    const victim = await registerUser(app);
    expect((await checkout({}, victim.auth)).statusCode).toBe(200);
    const intruder = await registerUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/orders', headers: intruder.auth })).json().data).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: intruder.auth })).json().email).toBe(
      intruder.email,
    );
    const update = await app.inject({
      method: 'POST',
      url: `/api/user/${victim.id}/update`,
      payload: {
        fname: 'Eve',
        lname: 'Intruder',
        phone: '599 00 00 00',
        pid: '01001011234',
        password: 'taken-over',
        repeat_password: 'taken-over',
      },
      headers: intruder.auth,
    });
    expect(update.statusCode).toBe(403);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: victim.email, password: victim.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('never includes a password or its hash in an answer', async () => {
    const user = await registerUser(app);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
    const update = await app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/update`,
      payload: {
        fname: 'Nino',
        lname: 'B',
        phone: '599 11 22 33',
        pid: '01001011234',
        password: 'another-secret',
        repeat_password: 'another-secret',
        current_password: user.password,
      },
      headers: user.auth,
    });
    expect(update.statusCode).toBe(200);
    for (const body of [me.body, update.body]) {
      expect(body).not.toMatch(/password|scrypt\$|another-secret/);
    }
    expect(Object.keys(me.json()).sort()).toEqual(['email', 'fname', 'id', 'id_kind', 'lname', 'phone', 'pid']);
  });

  it('keeps the access token out of every link the shop hands out', async () => {
    for (const paymethod of ['BOG_CARD', 'LIBERTY_CARD', 'TBC_CARD']) {
      const response = await checkout({ paymethod });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(shopper.token);
    }
  });
});

describe('injection', () => {
  it.each([
    ['GET', "/api/product/x'%20OR%20'1'%3D'1"],
    ['GET', '/api/products/telescopes%3B%20DROP%20TABLE%20products'],
    ['GET', "/api/news/1'--"],
    ['GET', '/api/user/1%20OR%201=1/update'],
    ['GET', '/api/products?keyword=%00'],
    ['GET', '/api/news?page=1e309'],
    ['GET', '/api/products/telescopes?page=Infinity'],
    ['GET', "/api/products/telescopes?sort=name-asc'%3B--"],
  ])('%s %s is refused with a 4xx', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url, headers: shopper.auth });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('message');
  });

  it('treats SQL in a search word, a login and a promo code as plain text', async () => {
    const before = await snapshot();
    const search = await app.inject({
      method: 'GET',
      url: `/api/products?keyword=${encodeURIComponent("' OR '1'='1")}`,
    });
    expect(search.json().data.total).toBe(0);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `${shopper.email}' --`, password: "' OR '1'='1" },
    });
    expect(login.statusCode).toBe(422);
    const cart = await app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { products: { [mount]: 1 }, promo: "' OR 1=1 --" },
    });
    expect(cart.json().data.promo_discount).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses text with NUL characters and non-finite numbers with a 4xx, storing nothing', async () => {
    const before = await snapshot();
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newUserFields({ fname: 'Ni\u0000no' }),
    });
    expect(register.statusCode).toBe(422);
    expect(Object.keys(register.json().errors)).toEqual(['fname']);
    expect((await checkout({ comment: 'a\u0000b' })).statusCode).toBe(422);
    expect((await checkout({ paymethod: 'BOG_LOAN', month: '1e309', amount: 10 })).statusCode).toBe(422);
    expect((await checkout({ products: { [mount]: 'Infinity' } })).statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/api/cart', payload: { promo: '\u0000' } })).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('answers oversized and deeply nested JSON with a 4xx (400 past the depth limit), storing nothing', async () => {
    const before = await snapshot();
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    let deepObject = '1';
    for (let i = 0; i < 5000; i++) deepObject = `{"a":${deepObject}}`;
    const headers = { ...shopper.auth, 'content-type': 'application/json' };
    const answers = [
      await app.inject({ method: 'POST', url: '/api/checkout', payload: deepArray, headers }),
      await app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: `{"products":${deepObject},"comment":"x"}`,
        headers,
      }),
      await app.inject({
        method: 'POST',
        url: `/api/user/${shopper.id}/update`,
        payload: `{"loading":${deepObject}}`,
        headers,
      }),
      await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: JSON.stringify(newUserFields({ fname: 'x'.repeat(1024 * 1024) })),
        headers,
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 413]);
    expect(answers[0].json()).toEqual({ message: 'The request body nests deeper than 32 levels.' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('security headers', () => {
  const header = (response: { headers: Record<string, unknown> }, name: string) => String(response.headers[name]);

  it('sends a strict policy on pages, API answers and files', async () => {
    for (const url of [
      '/en',
      '/api/categories',
      '/api/nothing',
      '/storage/uploads/products/alpha-refractor.webp',
      '/sandbox/bog-sdk.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      const policy = header(response, 'content-security-policy');
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'(;|$)/);
      expect(header(response, 'x-content-type-options')).toBe('nosniff');
      expect(header(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("allows a rendered page's one inline script, its loader, by hash, and no other inline script", async () => {
    for (const url of ['/en', '/ka/product/alpha-refractor']) {
      const response = await app.inject({ method: 'GET', url });
      const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
      expect(inline).toHaveLength(1);
      const hash = createHash('sha256').update(inline[0]).digest('base64');
      const allowed = /script-src ([^;]*)/.exec(header(response, 'content-security-policy'))![1].split(' ');
      expect(allowed).toEqual(["'self'", `'sha256-${hash}'`]);
    }
  });

  it('allows inline styles (emotion) but never unsafe inline scripts or script attributes, and frames only the map', async () => {
    const policy = header(await app.inject({ method: 'GET', url: '/en' }), 'content-security-policy');
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain('frame-src https://www.openstreetmap.org;');
    expect(policy).toContain("form-action 'self';");
    expect(policy).toContain("img-src 'self' data:");
  });

  it('adds the configured banks and the BOG calculator script host, and nothing else', async () => {
    const env = {
      LIBERTY_ENABLED: 'on',
      PAYMENTS_SANDBOX: 'on',
      LIBERTY_MERCHANT_ID: 'm',
      LIBERTY_SECRET: 's',
      LIBERTY_PAY_URL: 'https://pay.liberty.ge/checkout/',
      LIBERTY_API_URL: 'https://api.liberty.ge/ecommerce',
      BOG_SDK_URL: 'https://webstatic.bog.ge/bog-sdk/bog-sdk.js?v=2',
    };
    const { app: configured } = await buildTestApp({ env });
    try {
      const policy = header(await configured.inject({ method: 'GET', url: '/en' }), 'content-security-policy');
      expect(policy).toContain("form-action 'self' https://pay.liberty.ge;");
      expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*' https:\/\/webstatic\.bog\.ge;/);
      expect(policy).not.toContain('/checkout');
      expect(policy).not.toContain('api.liberty.ge');
    } finally {
      await configured.close();
    }
  });

  it('sends no CORS permission to another origin, not even for a preflight', async () => {
    const origin = { origin: 'https://evil.example' };
    const get = await app.inject({ method: 'GET', url: '/api/user', headers: { ...origin, ...shopper.auth } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/checkout',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    for (const response of [get, preflight]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
    expect(preflight.statusCode).toBe(404);
  });
});

describe("the sandbox bank's pages", () => {
  const formAction = (response: { headers: Record<string, unknown> }) =>
    /form-action ([^;]*)/.exec(String(response.headers['content-security-policy']))![1].split(' ');

  /** the sandbox card page a checkout sends its shopper to, asked for at `host` */
  async function sandboxPage(shop: FastifyInstance, host: string) {
    const user = await registerUser(shop);
    const product = await productId(shop, 'delta-mount');
    const start = await shop.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: user.auth,
      payload: { products: { [product]: 1 }, paymethod: 'BOG_CARD', comment: 'x' },
    });
    const page = new URL(start.json().redirect);
    expect(page.pathname).toMatch(/^\/sandbox\/bog\/pay\/bog[0-9a-f]+$/);
    return shop.inject({ method: 'GET', url: page.pathname + page.search, headers: { host } });
  }

  it('in development may send their form to the address they were opened at (a phone on the LAN)', async () => {
    const response = await sandboxPage(app, '192.168.1.5:8080');
    expect(response.statusCode).toBe(200);
    expect(formAction(response)).toEqual(["'self'", 'http://192.168.1.5:8080']);
    // every other answer keeps the shop's policy
    expect(formAction(await app.inject({ method: 'GET', url: '/en', headers: { host: '192.168.1.5:8080' } }))).toEqual([
      "'self'",
    ]);
  });

  it('name no address that is not a plain host and port', async () => {
    const response = await sandboxPage(app, 'evil.example;script-src *');
    expect(new Set(formAction(response))).toEqual(new Set(["'self'"]));
    expect(String(response.headers['content-security-policy'])).not.toContain('evil');
  });

  it('in production send their form to the shop only', async () => {
    const { app: production } = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.ge',
        PAYMENTS_SANDBOX: 'on',
        ADMIN_TOTP_KEY: randomBytes(32).toString('base64'),
      },
    });
    try {
      const response = await sandboxPage(production, '192.168.1.5:8080');
      expect(response.statusCode).toBe(200);
      expect(formAction(response)).toEqual(["'self'"]);
    } finally {
      await production.close();
    }
  });
});

describe('abuse of the account calls', () => {
  it.each([
    ['/api/register', () => newUserFields()],
    ['/api/reset', () => ({ email: 'someone@example.ge' })],
    ['/api/reset/confirm', () => ({ token: 'guess', password: 'new-password', repeat_password: 'new-password' })],
    ['/api/login', () => ({ email: 'someone@example.ge', password: 'guess' })],
  ])('%s answers 429 after too many attempts from one client, and then does nothing', async (url, body) => {
    const { app: strict, db: strictDb } = await buildTestApp({
      config: { authRateLimit: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const attempt = (headers: Record<string, string> = {}) =>
        strict.inject({ method: 'POST', url, payload: body(), headers, remoteAddress: '203.0.113.7' });
      for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).not.toBe(429);
      const users = (await strictDb.query('SELECT id FROM users')).rowCount;
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await strictDb.query('SELECT id FROM users')).rowCount).toBe(users);
      // X-Forwarded-For is not trusted by default, so a forged one does not reset the count
      expect((await attempt({ 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('what a payment charges', () => {
  it("is the server's total, whatever prices or amounts the client sends", async () => {
    const serverTotal = (
      await app.inject({ method: 'POST', url: '/api/cart', payload: { products: { [mount]: 2 } } })
    ).json().data.total_price;
    const forged = { products: { [mount]: 2 }, total_price: 0.01, price: 0.01, promo_discount: 1000, unit_price: 0.01 };
    const atBank = async (page: string) =>
      /data-testid="amount">([\d.]+) GEL/.exec(await (await injectFetch(() => app)(page, {})).text())?.[1];
    const card = (await checkout({ ...forged, paymethod: 'BOG_CARD' })).json();
    expect(await atBank(card.redirect)).toBe(serverTotal.toFixed(2));
    const liberty = (await checkout({ ...forged, paymethod: 'LIBERTY_CARD' })).json();
    expect(liberty.form_data.amount).toBe(serverTotal.toFixed(2));
    const loan = (await checkout({ ...forged, paymethod: 'BOG_LOAN', amount: 0.01, month: 12 })).json();
    const calculator = await app.inject({
      method: 'GET',
      url: `/sandbox/bog/calculator/payment?order_id=${loan.order_id}`,
    });
    expect(calculator.json().amount).toBe(serverTotal.toFixed(2));
    const stored = await db.query<{ total_price: string }>(
      'SELECT total_price FROM orders WHERE order_number = ANY($1)',
      [[card.order_number, liberty.order_number, loan.order_number]],
    );
    expect(stored.rows.map((row) => Number(row.total_price))).toEqual([serverTotal, serverTotal, serverTotal]);
  });
});
