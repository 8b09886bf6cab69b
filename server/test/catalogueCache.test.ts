import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { releaseExpiredReservations } from '../src/modules/orders/orders.service';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideOrder } from './support/banks';

// The catalogue answers are kept in the process (modules/catalogue/catalogue.service.ts). These tests read an answer
// first, so it is kept, then change stock and read again: the new stock must show at once.

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
beforeAll(async () => {
  ({ app, db } = await buildTestApp());
  shopper = await registerUser(app);
});
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
const product = async (slug: string) => (await get(`/api/product/${slug}`)).json().data;
const inList = async (list: string, slug: string) =>
  (await get(`/api/products/${list}`)).json().data.data.find((entry: { slug: string }) => entry.slug === slug);
const setLiveStock = (slug: string, units: number) =>
  db.query('UPDATE products SET live_stock = $2 WHERE slug = $1', [slug, units]);

async function checkout(products: Record<string, number>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.auth,
    payload: { products, paymethod: 'BOG_CARD', comment: 'Leave at the door' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { order_number: string };
}

/** the shopper decides on the sandbox bank's page; the bank's callback settles the order */
async function bankSays(orderNumber: string, status: 'approved' | 'declined') {
  expect((await decideOrder(app, db, orderNumber, status)).status).toBe(303);
}

describe('kept catalogue answers', () => {
  it('are kept: a change made behind the shop (another process) is not seen until the answer expires', async () => {
    const before = (await product('zeta-reflector')).live_stock;
    await setLiveStock('zeta-reflector', before + 7);
    expect((await product('zeta-reflector')).live_stock).toBe(before);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    expect((await product('zeta-reflector')).live_stock).toBe(before + 7);
  });

  it('show the stock a checkout reserved, and a declined payment gave back, at once', async () => {
    const id = await productId(app, 'alpha-refractor');
    const start = (await product('alpha-refractor')).live_stock;
    expect((await inList('telescopes', 'alpha-refractor')).live_stock).toBe(start);
    const { order_number } = await checkout({ [id]: 2 });
    expect((await product('alpha-refractor')).live_stock).toBe(start - 2);
    expect((await inList('telescopes', 'alpha-refractor')).live_stock).toBe(start - 2);
    await bankSays(order_number, 'declined');
    expect((await product('alpha-refractor')).live_stock).toBe(start);
    expect((await inList('refractors', 'alpha-refractor')).live_stock).toBe(start);
  });

  it('drop a warehouse that an approved payment emptied', async () => {
    const id = await productId(app, 'gamma-dobson');
    expect((await product('gamma-dobson')).stocks).toHaveLength(1);
    expect((await inList('weekly-promotion', 'gamma-dobson')).stocks).toHaveLength(1);
    const { order_number } = await checkout({ [id]: 1 });
    await bankSays(order_number, 'approved');
    expect(await product('gamma-dobson')).toMatchObject({ live_stock: 0, stocks: [] });
    expect((await inList('weekly-promotion', 'gamma-dobson')).stocks).toEqual([]);
  });

  it('show the stock that expired reservations gave back', async () => {
    const { app: quick, db: quickDb } = await buildTestApp({ config: { reservationMs: 0 } });
    try {
      const user = await registerUser(quick);
      const id = await productId(quick, 'delta-mount');
      const stock = async () =>
        (await quick.inject({ method: 'GET', url: '/api/products/mounts' })).json().data.data[0].live_stock;
      const start = await stock();
      const placed = await quick.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: user.auth,
        payload: { products: { [id]: 3 }, comment: 'x' },
      });
      expect(placed.statusCode).toBe(200);
      expect(await stock()).toBe(start - 3);
      expect(await releaseExpiredReservations({ db: quickDb, catalogue: quick.catalogue })).toBe(1);
      expect(await stock()).toBe(start);
    } finally {
      await quick.close();
    }
  });

  it('answer each language in its own: a kept Georgian answer never answers English', async () => {
    for (const url of [
      '/api/products/telescopes',
      '/api/product/alpha-refractor',
      '/api/categories',
      '/api/categories/home',
    ]) {
      const ka = await get(url, { 'accept-language': 'ka' });
      const en = await get(url, { 'accept-language': 'en' });
      // the requested language comes first in every translations array
      expect(ka.body).toContain('[{"locale":"ka"');
      expect(ka.body).not.toContain('[{"locale":"en"');
      expect(en.body).toContain('[{"locale":"en"');
      expect(en.body).not.toContain('[{"locale":"ka"');
      expect(en.body).not.toBe(ka.body);
      expect(en.headers.vary).toMatch(/accept-language/i);
      expect((await get(url, { 'accept-language': 'ka' })).body).toBe(ka.body);
    }
  });

  it('answer every sort and page under its own key', async () => {
    const names = async (query: string) =>
      (await get(`/api/products/telescopes?${query}`)).json().data.data.map((entry: { slug: string }) => entry.slug);
    const ascending = await names('sort=name-asc');
    expect(await names('sort=name-desc')).toEqual([...ascending].reverse());
    expect(await names('sort=name-asc&page=2')).toEqual([]);
  });

  it('are not kept when the read failed: a category or product added later is found', async () => {
    expect((await get('/api/product/omega-lens')).statusCode).toBe(404);
    await db.query("UPDATE products SET slug = 'omega-lens' WHERE slug = 'epsilon-book'");
    try {
      expect((await get('/api/product/omega-lens')).statusCode).toBe(200);
    } finally {
      await db.query("UPDATE products SET slug = 'epsilon-book' WHERE slug = 'omega-lens'");
    }
  });

  it('carry an ETag: a matching If-None-Match gets a 304, until the stock changes', async () => {
    const first = await get('/api/product/beta-apo');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/product/beta-apo', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toMatch(/accept-language/i);
    expect(again.rawPayload.length).toBe(0);
    // a list is big enough to be sent compressed, so its 304 says that the encoding matters too
    const list = await get('/api/products/telescopes');
    const listAgain = await get('/api/products/telescopes', { 'if-none-match': String(list.headers.etag) });
    expect(listAgain.statusCode).toBe(304);
    expect(listAgain.headers.vary).toMatch(/accept-encoding/i);
    // the other language is another answer, with another tag
    expect((await get('/api/product/beta-apo', { 'if-none-match': etag, 'accept-language': 'ka' })).statusCode).toBe(
      200,
    );
    await checkout({ [await productId(app, 'beta-apo')]: 1 });
    const changed = await get('/api/product/beta-apo', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.live_stock).toBe(first.json().data.live_stock - 1);
  });
});

describe('with the cache off (CATALOGUE_CACHE_MS=0)', () => {
  it('every read sees the database as it is', async () => {
    const { app: direct, db: directDb } = await buildTestApp({ config: { catalogueCacheMs: 0 } });
    try {
      const stock = async () =>
        (await direct.inject({ method: 'GET', url: '/api/product/zeta-reflector' })).json().data.live_stock;
      const start = await stock();
      await directDb.query("UPDATE products SET live_stock = live_stock + 1 WHERE slug = 'zeta-reflector'");
      expect(await stock()).toBe(start + 1);
    } finally {
      await direct.close();
    }
  });
});
