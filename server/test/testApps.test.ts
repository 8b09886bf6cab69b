import { buildTestApp, registerUser, type TestApp } from './helpers';

// Every test app starts from one migrated and seeded database made per run (support/seededDatabase.ts):
// each must still have a copy of its own, with the whole fixture catalogue and nobody else's changes.

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp();
});
afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
});

const slugs = async ({ app }: TestApp) =>
  (await app.inject({ method: 'GET', url: '/api/products/refractors' }))
    .json<{ data: { data: { slug: string }[] } }>()
    .data.data.map((product) => product.slug);

it('starts each app with the seeded catalogue', async () => {
  expect(await slugs(a)).toContain('alpha-refractor');
  expect(await slugs(b)).toEqual(await slugs(a));
});

it('keeps what one app writes out of the other', async () => {
  const shopper = await registerUser(a.app);
  await a.db.query("UPDATE products SET price = 4321 WHERE slug = 'alpha-refractor'");
  const inB = await b.db.query('SELECT 1 FROM users WHERE email = $1', [shopper.email]);
  expect(inB.rows).toHaveLength(0);
  const price = await b.db.query<{ price: number }>("SELECT price FROM products WHERE slug = 'alpha-refractor'");
  expect(Number(price.rows[0].price)).not.toBe(4321);
});
