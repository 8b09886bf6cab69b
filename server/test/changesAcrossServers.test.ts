import pg from 'pg';
import { buildTestApp, productId, registerUser, sharedDatabase, type TestApp } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

// Two servers on one PostgreSQL database: an operator's change made through one reaches what the other
// kept (its catalogue answers and its rendered pages) within a second, through LISTEN/NOTIFY, and still
// does after the listener's connection was cut. PostgreSQL only: PGlite's files are one process's alone,
// so there is never a second server to tell.

const runIf = process.env.DATABASE_URL ? describe : describe.skip;

// answers and pages are kept for a minute: whatever changes sooner was dropped, not expired
const config = { catalogueCacheMs: 60_000 };
let a: TestApp;
let b: TestApp;
let manager: TestOperator;

/** the price of alpha-refractor in a server's list of refractors, product answer and rendered page */
async function pricesShownBy({ app }: TestApp) {
  const list = (await app.inject({ method: 'GET', url: '/api/products/refractors' })).json();
  const product = (await app.inject({ method: 'GET', url: '/api/product/alpha-refractor' })).json();
  const page = (await app.inject({ method: 'GET', url: '/en/product/alpha-refractor' })).body;
  return {
    list: list.data.data.find((p: { slug: string }) => p.slug === 'alpha-refractor').price,
    product: product.data.price,
    // the product's first price after its slug: its pictures' descriptions (objects) may come between
    page: /"slug":"alpha-refractor"[\s\S]*?"price":([\d.]+)/.exec(page)?.[1],
  };
}

const everywhere = (price: number) => ({ list: price, product: price, page: String(price) });

/** ms until check() holds, asking every 20 ms; fails past timeoutMs */
async function timeUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** whether a server's product answer shows the price (cheap to ask again and again while it is kept) */
const showsPrice =
  ({ app }: TestApp, price: number) =>
  async () =>
    (await app.inject({ method: 'GET', url: '/api/product/alpha-refractor' })).json().data.price === price;

/** sets alpha-refractor's price through server A's back office */
async function setPrice(price: number) {
  const id = (await a.app.inject({ method: 'GET', url: '/api/product/alpha-refractor' })).json().data.id;
  const headers = { ...manager.auth, 'accept-language': 'en' };
  const current = (await a.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers })).json();
  const {
    id: _id,
    archived: _a,
    reserved: _r,
    liveStock: _l,
    images: _i,
    pdf: _p,
    createdAt: _c,
    ...editable
  } = current;
  const edited = await a.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers,
    payload: { ...editable, price, discountedPrice: null },
  });
  expect(edited.statusCode).toBe(200);
}

/** runs sql with params from a connection of the test's own */
async function asThirdClient(sql: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<{ pid: number }>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** the sessions listening for the servers' changes (A's and B's) */
async function listenerPids(): Promise<number[]> {
  // the apps share a database of their own (server/test/support/seededDatabase.ts): its listeners are theirs
  const { database } = (await a.db.query<{ database: string }>('SELECT current_database() AS database')).rows[0];
  const rows = await asThirdClient(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name LIKE 'astroshop listener%'",
    [database],
  );
  return rows.map((row) => row.pid);
}

runIf('changes across servers sharing PostgreSQL', () => {
  beforeAll(async () => {
    a = await buildTestApp({ config });
    b = await buildTestApp({ db: await sharedDatabase(a.db), config });
    manager = await operatorWithToken(a.app, a.db, 'manager');
  });
  afterAll(async () => {
    // B first: A drops the schema they share
    await b?.app.close();
    await a?.app.close();
  });

  it("shows a price changed on server A in server B's kept answers and pages within a second", async () => {
    expect(await pricesShownBy(b)).toEqual(everywhere(1000));
    expect(await pricesShownBy(a)).toEqual(everywhere(1000));
    await setPrice(1100);
    expect(await pricesShownBy(a)).toEqual(everywhere(1100));
    expect(await timeUntil(showsPrice(b, 1100), 1000)).toBeLessThan(1000);
    // the list and the page were dropped with the product
    expect(await pricesShownBy(b)).toEqual(everywhere(1100));
  });

  it('listens again after its connection was cut, dropping what it kept in case a notice was missed', async () => {
    expect(await pricesShownBy(b)).toEqual(everywhere(1100));
    // a change nobody announces (as a notice sent while the listener was away): B keeps its answers
    await a.db.query("UPDATE products SET price = 1200 WHERE slug = 'alpha-refractor'");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pricesShownBy(b)).toEqual(everywhere(1100));

    // each server listens for the catalogue's changes and for stock
    const cut = await listenerPids();
    expect(cut).toHaveLength(4);
    await asThirdClient('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [cut]);
    // connected again, B drops everything once, and so reads the unannounced change
    await timeUntil(showsPrice(b, 1200), 5000);
    expect(await pricesShownBy(b)).toEqual(everywhere(1200));
    const again = await listenerPids();
    expect([again.length, again.filter((pid) => cut.includes(pid))]).toEqual([4, []]);
    await setPrice(1300);
    expect(await timeUntil(showsPrice(b, 1300), 1000)).toBeLessThan(1000);
    expect(await pricesShownBy(b)).toEqual(everywhere(1300));
  });

  it("shows a sale on server A in server B's kept stock within a second, and its cancel too", async () => {
    const liveStockOn = async ({ app }: TestApp) =>
      (await app.inject({ method: 'GET', url: '/api/product/delta-mount' })).json().data.live_stock as number;
    const before = await liveStockOn(b);
    const shopper = await registerUser(a.app);
    const placed = await a.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.auth,
      payload: { products: { [await productId(a.app, 'delta-mount')]: 1 }, paymethod: 'BOG_CARD', comment: 'x' },
    });
    expect(placed.statusCode).toBe(200);
    expect(await timeUntil(async () => (await liveStockOn(b)) === before - 1, 1000)).toBeLessThan(1000);
    const number = placed.json().order_number as string;
    const cancelled = await a.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: shopper.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await timeUntil(async () => (await liveStockOn(b)) === before, 1000)).toBeLessThan(1000);
  });
});
