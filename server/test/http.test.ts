import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, rawGet } from './helpers';

let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  ({ app, dir } = await buildTestApp());
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the API surface', () => {
  it('answers health', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'OK' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/register',
        '/api/reset',
        '/api/reset/confirm',
        '/api/user/{id}/update',
        '/api/products/{slug}',
        '/api/cart',
        '/api/checkout',
        '/api/orders',
        '/api/payments/{provider}/callback',
      ]),
    );
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(JSON.stringify(doc.paths['/api/products/{slug}'])).toContain('12 per page');
    expect(JSON.stringify(doc.paths['/api/news'])).toContain('9 per page');
    expect(doc.paths['/api/register'].post.requestBody.content['application/json'].schema.required).toContain('pid');
  });

  it('answers { message } 404 for an unknown API path, in the request language', async () => {
    const response = await get('/api/nothing-here', { 'accept-language': 'ka' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'ვერ მოიძებნა.' });
    expect((await app.inject({ method: 'DELETE', url: '/api/cart' })).json()).toEqual({ message: 'Not found.' });
  });

  it('answers 400 for invalid JSON, 413 for a large body and 415 for a form post to the API', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{',
      headers: { 'content-type': 'application/json', 'accept-language': 'ka' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'მოთხოვნის შიგთავსი არ არის სწორი JSON.' });
    const big = await app.inject({ method: 'POST', url: '/api/cart', payload: { comment: 'x'.repeat(70 * 1024) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The request body is too large.' });
    const form = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toHaveProperty('message');
  });

  it('answers 422 with per-field errors for a bad body and 400 for bad params', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 5 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['The email field has the wrong type.'],
      password: ['The password field is required.'],
    });
    const params = await app.inject({
      method: 'POST',
      url: '/api/user/abc/update',
      payload: {},
      headers: { authorization: 'Bearer x' },
    });
    expect(params.statusCode).toBe(401);
    expect((await get('/api/products/Bad_Slug!')).statusCode).toBe(400);
  });
});

describe('uploaded images', () => {
  it('serves images and thumbnails with long-lived cache headers', async () => {
    const image = await get('/storage/uploads/products/alpha-refractor.webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=2592000');
    expect(image.body).toBe('image');
    const thumb = await get('/storage/uploads/products/thumbs/large_alpha-refractor.webp');
    expect(thumb.body).toBe('thumb');
    const again = await get('/storage/uploads/products/alpha-refractor.webp', {
      'if-none-match': String(image.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/storage/uploads/../secret.txt',
    '/storage/uploads/products/..%2F..%2Fsecret.txt',
    '/storage/uploads/products/%2e%2e/secret.txt',
    '/storage/uploads/secret.txt',
    '/storage/uploads/other/alpha-refractor.webp',
    '/storage/uploads/products/missing.webp',
    '/storage/uploads/products/.hidden',
    '/storage/',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('paths with dot segments, sent as they are', () => {
  beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

  it.each([
    '/storage/../secret.txt',
    '/storage/../data/secret.txt',
    '/storage/uploads/../../data/secret.txt',
    '/locales/ka/../../data/secret.txt',
    '/storage/uploads/products/../../secret.txt',
  ])('answers 404 for %s', async (url) => {
    const response = await rawGet(app, url);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('not for the web');
  });
});

describe('translation files', () => {
  it('serves /locales/{lng}/{ns}.json', async () => {
    const response = await get('/locales/ka/fixture.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ hello: 'გამარჯობა' });
  });

  it.each([
    '/locales/ka/missing.json',
    '/locales/..%2Fdata/secret.json',
    '/locales/ka/common.txt',
    '/locales/ka/x/common.json',
  ])('answers 404 for %s', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });
});

describe('the storefront', () => {
  it("renders page paths into the build's page template, kept for a few seconds", async () => {
    for (const url of ['/ka', '/en/products/telescopes?sort=name-asc', '/ka/reset-password']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      // the script is started by the loader once the page has painted
      expect(response.body).toContain(
        '<script type="text/plain" data-after-paint src="/main.3f2a1c9e.js"></script><script>requestAnimationFrame(',
      );
      expect(response.body).not.toContain('<script defer');
      expect(response.body).toMatch(/<div id="root">.+<\/div><script id="server-page"/s);
    }
    expect((await get('/index.html')).body).toContain('<div id="root"></div>');
  });

  it("answers English page paths with the build's English page, any other page with the Georgian one", async () => {
    for (const url of ['/en', '/en/', '/en/products/telescopes?sort=name-asc', '/en?auth=login']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="en">');
    }
    for (const url of ['/ka', '/ka/cart', '/english', '/enx/cart', '/fr/en']) {
      expect((await get(url)).body).not.toContain('<html lang="en">');
    }
  });

  it('serves hashed assets as immutable and other files without caching', async () => {
    const asset = await get('/main.3f2a1c9e.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps the reserved prefixes out of the fallback', async () => {
    for (const url of ['/api', '/api/', '/sandbox/nothing', '/locales', '/storage']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('says so when the storefront is not built', async () => {
    rmSync(path.join(dir, 'dist', 'index.html'));
    const response = await get('/en/cart');
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('storefront not built: run npm run build');
  });
});
