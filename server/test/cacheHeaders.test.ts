import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, productId, registerUser, type TestApp, type TestUser } from './helpers';
import { operatorWithToken } from './support/operators';

// What a cache in front of the servers (a CDN, nginx's proxy_cache) may keep: pages for anonymous
// visitors and catalogue answers, public with s-maxage and stale-while-revalidate from the settings;
// nothing personal, ever; hashed assets for good. And Vary names what each answer depends on.

const PUBLIC = 'public, max-age=0, s-maxage=7, stale-while-revalidate=45';
const PERSONAL = 'private, no-store';

let shop: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  shop = await buildTestApp({ env: { SHARED_CACHE_SECONDS: '7', SHARED_CACHE_STALE_SECONDS: '45' } });
  shopper = await registerUser(shop.app);
});
afterAll(() => shop.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });
const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean)
    .sort();

describe('public answers', () => {
  it.each(['/en/product/alpha-refractor', '/ka/products/refractors?sort=price-asc', '/en/no-such-page'])(
    'lets a shared cache keep the page %s, varying by encoding only (its language is in its path)',
    async (url) => {
      const page = await get(url);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe(PUBLIC);
      expect(varyOf(page)).toEqual(['accept-encoding']);
      // a cache revalidating its copy gets the same headers with its 304
      const again = await get(url, { 'if-none-match': String(page.headers.etag) });
      if (page.statusCode === 200) expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe(PUBLIC);
    },
  );

  it.each(['/api/categories', '/api/products/refractors', '/api/product/alpha-refractor'])(
    'lets a shared cache keep the catalogue answer %s per language and encoding',
    async (url) => {
      const [ka, en] = await Promise.all([
        get(url, { 'accept-language': 'ka' }),
        get(url, { 'accept-language': 'en' }),
      ]);
      expect(ka.body).not.toBe(en.body);
      for (const answer of [ka, en]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe(PUBLIC);
        // compressed when large enough: then its bytes depend on Accept-Encoding too
        const byEncoding = answer.headers['content-encoding'] ? ['accept-encoding'] : [];
        expect(varyOf(answer)).toEqual([...byEncoding, 'accept-language']);
      }
      const again = await get(url, { 'accept-language': 'en', 'if-none-match': String(en.headers.etag) });
      expect([again.statusCode, again.headers['cache-control']]).toEqual([304, PUBLIC]);
      // a signed-in shopper gets the same catalogue as anyone: still public
      expect((await get(url, shopper.auth)).headers['cache-control']).toBe(PUBLIC);
    },
  );

  it('keeps hashed assets for good, and the bare page for nobody without asking', async () => {
    expect((await get('/main.3f2a1c9e.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });
});

describe('personal answers', () => {
  it('are kept by no cache: the account, the cart, the checkout, the orders', async () => {
    const alpha = await productId(shop.app, 'alpha-refractor');
    const answers = [
      await get('/api/user', shopper.auth),
      await shop.app.inject({ method: 'POST', url: '/api/cart', payload: { products: { [alpha]: 1 } } }),
      await shop.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: shopper.auth,
        payload: { products: { [alpha]: 1 }, paymethod: 'BOG_CARD', comment: 'x' },
      }),
      await get('/api/orders', shopper.auth),
      // refused ones too
      await get('/api/user'),
      await get('/api/orders'),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe(PERSONAL);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 401, 401]);
  });

  it("are kept by no cache: a reset link's page and checks, sign-ins", async () => {
    const page = await get('/en/reset-password?token=abc');
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, PERSONAL]);
    expect((await get('/api/reset/check?token=abc')).headers['cache-control']).toBe(PERSONAL);
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(login.headers['cache-control']).toBe(PERSONAL);
  });

  it('are kept by no cache: the back office and its API', async () => {
    const manager = await operatorWithToken(shop.app, shop.db, 'manager');
    expect((await get('/api/admin/orders', manager.auth)).headers['cache-control']).toBe(PERSONAL);
    expect((await get('/api/admin/orders')).headers['cache-control']).toBe(PERSONAL);
    expect((await get('/admin')).headers['cache-control']).toBe(PERSONAL);
  });
});
