import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
let staff: TestOperator;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ config: { catalogueCacheMs: 60_000 } }));
  manager = await operatorWithToken(app, db, 'manager');
  staff = await operatorWithToken(app, db, 'staff');
});
afterAll(() => app.close());

const get = (operator: TestOperator, url: string) =>
  app.inject({ method: 'GET', url, headers: { ...operator.auth, 'accept-language': 'en' } });
const importCsv = (csv: string, preview: boolean, lang: 'en' | 'ka' = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/products/import?preview=${preview}`,
    headers: { ...manager.auth, 'accept-language': lang, 'content-type': 'text/csv' },
    payload: csv,
  });
const priceOf = async (slug: string) => (await app.inject({ method: 'GET', url: `/api/product/${slug}` })).json().data;
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('CSV exports', () => {
  it('writes the filtered orders, a name that looks like a formula kept as text', async () => {
    const shopper = await registerUser(app, { fname: '=HYPERLINK("http://x")', lname: 'Smith' });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.auth,
      payload: { products: { [await productId(app, 'delta-mount')]: 1 }, paymethod: 'TBC_CARD', comment: 'x' },
    });
    expect(placed.statusCode).toBe(200);
    const csv = await get(manager, '/api/admin/orders.csv?status=pending&paymentMethod=TBC_CARD');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}.csv"/);
    const [header, row, ...rest] = lines(csv.body);
    expect(header).toBe(
      'number,createdAt,status,paymentStatus,paymentMethod,subtotal,discount,deliveryFee,total,paid,refunded,' +
        'customerEmail,customerName,customerPhone,deliveryMethod,deliveryAddress,deliveryNotes,deliveryPhone,pickupPoint,trackingNumber',
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`${placed.json().order_number},`);
    expect(row).toContain(',pending,pending,TBC_CARD,250,0,0,250,0,0,');
    expect(row).toContain(`"'=HYPERLINK(""http://x"") Smith"`);
  });

  it('writes products with their stock per warehouse, and no prices for staff', async () => {
    const managers = lines((await get(manager, '/api/admin/products.csv?q=beta')).body);
    expect(managers[0]).toBe(
      'id,slug,categoryId,nameEn,nameKa,price,discountedPrice,visible,archived,liveStock,reserved,stock:tbilisi,stock:batumi',
    );
    expect(managers[1]).toMatch(/,beta-apo,.*,2500.5,1999.99,true,false,5,0,2,3$/);
    const staffs = lines((await get(staff, '/api/admin/products.csv?q=beta')).body);
    expect(staffs[0]).not.toMatch(/price/i);
    expect(staffs).toHaveLength(2);
  });
});

describe('CSV import of prices and stock', () => {
  it('previews, refuses a file with any fault and changes nothing, then applies all rows at once', async () => {
    const before = await priceOf('alpha-refractor');
    expect(before.price).toBe(1000);
    const faulty = [
      'slug,nameEn,price,discountedPrice,stock:tbilisi',
      'alpha-refractor,ignored,1100,,9',
      'no-such-product,,1,,1',
      'beta-apo,,abc,,1',
      'delta-mount,,300,300,1',
      'alpha-refractor,,1,,1',
    ].join('\n');
    const refused = await importCsv(faulty, false);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['3.slug', '4.price', '5.discountedPrice', '6.slug']);
    expect((await priceOf('alpha-refractor')).price).toBe(1000);
    // each fault by its row and column, in the manager's language
    const inGeorgian = await importCsv(faulty, true, 'ka');
    expect(inGeorgian.statusCode).toBe(422);
    expect(inGeorgian.json().errors).toMatchObject({
      '3.slug': 'ამ მისამართით პროდუქტი არ არსებობს.',
      '5.discountedPrice': 'ფასდაკლებული ფასი ფასზე ნაკლები უნდა იყოს.',
      '6.slug': 'ეს პროდუქტი უკვე არის წინა სტრიქონში.',
    });

    const good = 'slug,price,discountedPrice,stock:tbilisi\r\nalpha-refractor,1100,999.99,9\r\n"beta-apo",2600,,2\r\n';
    const preview = await importCsv(good, true);
    expect(preview.json()).toEqual({
      applied: false,
      rows: [
        {
          row: 2,
          slug: 'alpha-refractor',
          changes: {
            price: { from: 1000, to: 1100 },
            discountedPrice: { from: null, to: 999.99 },
            'stock:tbilisi': { from: 5, to: 9 },
          },
        },
        {
          row: 3,
          slug: 'beta-apo',
          changes: { price: { from: 2500.5, to: 2600 }, discountedPrice: { from: 1999.99, to: null } },
        },
      ],
    });
    expect((await priceOf('alpha-refractor')).price).toBe(1000);

    const applied = await importCsv(good, false);
    expect(applied.json().applied).toBe(true);
    expect(await priceOf('alpha-refractor')).toMatchObject({ price: 1100, discounted: 999.99, live_stock: 9 });
    expect(await priceOf('beta-apo')).toMatchObject({ price: 2600, discounted: null });
    const audit = await db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'import'");
    expect(audit.rows[0]).toEqual({ n: 2 });
  });

  it('refuses stock below what unpaid orders reserve, a broken file and an unknown warehouse', async () => {
    const shopper = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.auth,
      payload: { products: { [await productId(app, 'zeta-reflector')]: 2 }, paymethod: 'BOG_CARD', comment: 'x' },
    });
    const below = await importCsv('slug,stock:tbilisi,stock:batumi\nzeta-reflector,0,1\n', false);
    expect(below.json().errors).toEqual({
      '2.stock:tbilisi': 'Unpaid orders hold 2 units: the warehouses cannot hold fewer.',
    });
    expect((await importCsv('slug,price\n"alpha-refractor,1\n', false)).statusCode).toBe(422);
    expect(Object.keys((await importCsv('slug,stock:moon\nalpha-refractor,1\n', false)).json().errors)).toEqual([
      '1.stock:moon',
    ]);
    expect((await importCsv('price\n1\n', false)).json().errors).toEqual({ '1.slug': expect.any(String) });
  });
});
