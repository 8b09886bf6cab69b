import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { amountAtBank } from './support/banks';

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
const ids: Record<string, number> = {};
let tbilisiWarehouse: number;
let batumiWarehouse: number;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100', MAX_UNPAID_UNITS: '100' } }));
  shopper = await registerUser(app);
  for (const slug of ['alpha-refractor', 'delta-mount', 'zeta-reflector']) ids[slug] = await productId(app, slug);
  const warehouses = await db.query<{ id: number; code: string }>('SELECT id, code FROM warehouses');
  tbilisiWarehouse = warehouses.rows.find((row) => row.code === 'tbilisi')!.id;
  batumiWarehouse = warehouses.rows.find((row) => row.code === 'batumi')!.id;
});
afterAll(() => app.close());

const courier = {
  method: 'courier',
  address: { street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ', apartment: '12', notes: 'ზარი არ მუშაობს' },
  phone: '+995 599 11 22 33',
};

const checkout = (payload: Record<string, unknown>, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { promo: null, paymethod: 'BOG_CARD', comment: 'Please call first', ...payload },
    headers: { ...shopper.auth, 'accept-language': lang },
  });

interface StoredOrder {
  delivery_method: string;
  delivery_fee: string;
  subtotal: string;
  promo_discount: string;
  total_price: string;
  delivery_address: Record<string, string> | null;
  delivery_phone: string | null;
  pickup_warehouse_id: number | null;
}
const stored = async (number: string) =>
  (
    await db.query<StoredOrder>(
      `SELECT delivery_method, delivery_fee::text, subtotal::text, promo_discount::text, total_price::text,
              delivery_address, delivery_phone, pickup_warehouse_id FROM orders WHERE order_number = $1`,
      [number],
    )
  ).rows[0];

describe('a checkout without a delivery choice (the spec’s contract)', () => {
  it('is placed as the spec’s shop placed it: arranged from the comment, no fee', async () => {
    const response = await checkout({ products: { [ids['delta-mount']]: 1 } });
    expect(response.statusCode).toBe(200);
    expect(await amountAtBank(app, response.json())).toBe('250.00');
    expect(await stored(response.json().order_number)).toMatchObject({
      delivery_method: 'arranged',
      delivery_fee: '0.00',
      total_price: '250.00',
      delivery_address: null,
    });
  });
});

describe('delivery fees', () => {
  beforeAll(async () => {
    await db.query(`UPDATE delivery_methods SET free_from = 300 WHERE code = 'courier'`);
    await db.query(`UPDATE delivery_methods SET free_from = 600 WHERE code = 'regions'`);
  });

  it('charges the courier below its threshold and keeps the address as given, the phone as E.164', async () => {
    const response = await checkout({ products: { [ids['delta-mount']]: 1 }, delivery: courier }, 'ka');
    expect(response.statusCode).toBe(200);
    expect(await amountAtBank(app, response.json())).toBe('257.00');
    expect(await stored(response.json().order_number)).toEqual({
      delivery_method: 'courier',
      delivery_fee: '7.00',
      subtotal: '250.00',
      promo_discount: '0.00',
      total_price: '257.00',
      delivery_address: {
        region: 'tbilisi',
        city: '',
        street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ',
        apartment: '12',
        notes: 'ზარი არ მუშაობს',
      },
      delivery_phone: '+995599112233',
      pickup_warehouse_id: null,
    });
  });

  it('delivers free from the threshold, which counts the lines after the promo', async () => {
    const free = await checkout({ products: { [ids['delta-mount']]: 2 }, delivery: courier });
    expect(await amountAtBank(app, free.json())).toBe('500.00');
    const regions = {
      method: 'regions',
      address: { region: 'imereti', city: 'Kutaisi', street: '5 Rustaveli St.' },
      phone: '599112233',
    };
    const full = await checkout({ products: { [ids['zeta-reflector']]: 1 }, delivery: regions });
    expect(await stored(full.json().order_number)).toMatchObject({ delivery_fee: '0.00', total_price: '640.00' });
    // 640 - 50 = 590, below the regions' 600: the fee is back
    const promo = await checkout({ products: { [ids['zeta-reflector']]: 1 }, promo: 'COMET50', delivery: regions });
    expect(promo.statusCode).toBe(200);
    expect(await amountAtBank(app, promo.json())).toBe('605.00');
    expect(await stored(promo.json().order_number)).toMatchObject({
      subtotal: '640.00',
      promo_discount: '50.00',
      delivery_fee: '15.00',
      total_price: '605.00',
    });
  });

  it('collects from a pickup point for nothing', async () => {
    const response = await checkout({
      products: { [ids['delta-mount']]: 1 },
      delivery: { method: 'pickup', warehouse_id: tbilisiWarehouse },
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(response.json().order_number)).toMatchObject({
      delivery_method: 'pickup',
      delivery_fee: '0.00',
      pickup_warehouse_id: tbilisiWarehouse,
      total_price: '250.00',
    });
  });
});

describe('a delivery choice that is named but invalid', () => {
  const errorsOf = async (delivery: object, lang = 'en') => {
    const response = await checkout({ products: { [ids['delta-mount']]: 1 }, delivery }, lang);
    expect(response.statusCode).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  it('names an unknown or switched-off method', async () => {
    expect(Object.keys(await errorsOf({ method: 'drone' }))).toEqual(['delivery.method']);
    await db.query(`UPDATE delivery_methods SET active = false WHERE code = 'regions'`);
    try {
      expect(
        await errorsOf({ method: 'regions', address: { region: 'imereti', city: 'Kutaisi', street: 'x 1' } }),
      ).toEqual({ 'delivery.method': ['This delivery method is not available. Choose another one.'] });
    } finally {
      await db.query(`UPDATE delivery_methods SET active = true WHERE code = 'regions'`);
    }
  });

  it('names every missing part of an incomplete address, in the request’s language', async () => {
    expect(await errorsOf({ method: 'regions', address: {} }, 'ka')).toEqual({
      'delivery.phone': ['ველი „ტელეფონი“ სავალდებულოა.'],
      'delivery.address.region': ['ველი „ქალაქი ან რეგიონი“ სავალდებულოა.'],
      'delivery.address.street': ['ველი „ქუჩა და ნომერი“ სავალდებულოა.'],
      'delivery.address.city': ['ველი „ქალაქი, დაბა ან სოფელი“ სავალდებულოა.'],
    });
    expect(Object.keys(await errorsOf({ method: 'courier', phone: '599112233' }))).toEqual(['delivery.address.street']);
  });

  it('takes Georgian or Latin script in the address lines, and nothing else', async () => {
    const cyrillic = await errorsOf({ ...courier, address: { street: 'ул. Руставели 5' } });
    expect(cyrillic).toEqual({
      'delivery.address.street': [
        'The street and number may hold Georgian or Latin letters, digits and punctuation only.',
      ],
    });
    const punctuationOnly = await errorsOf({ ...courier, address: { street: '.,-' } });
    expect(Object.keys(punctuationOnly)).toEqual(['delivery.address.street']);
  });

  it('checks the phone with libphonenumber’s rules', async () => {
    for (const phone of ['12345', '+995 599 11 22', '555-CALL-NOW'])
      expect(await errorsOf({ ...courier, phone }, 'ka')).toEqual({
        'delivery.phone': ['მიუთითეთ სწორი ტელეფონის ნომერი.'],
      });
  });

  it('sends the courier to Tbilisi only, and the regions’ method elsewhere', async () => {
    const elsewhere = await errorsOf({ ...courier, address: { ...courier.address, region: 'imereti' } });
    expect(elsewhere['delivery.address.region']).toEqual([
      'The courier delivers in Tbilisi only. For another region choose delivery to the regions.',
    ]);
    const tbilisi = await errorsOf({
      ...courier,
      method: 'regions',
      address: { ...courier.address, region: 'tbilisi' },
    });
    expect(tbilisi).toEqual({
      'delivery.address.region': ['In Tbilisi the courier delivers. Choose the courier, or another region.'],
    });
    const atlantis = await errorsOf({ ...courier, address: { ...courier.address, region: 'atlantis' } });
    expect(atlantis['delivery.address.region']).toEqual(['The city or region field is invalid.']);
  });

  it('needs a pickup point among those open for pickup', async () => {
    expect(Object.keys(await errorsOf({ method: 'pickup' }))).toEqual(['delivery.warehouse_id']);
    expect(Object.keys(await errorsOf({ method: 'pickup', warehouse_id: batumiWarehouse }))).toEqual([
      'delivery.warehouse_id',
    ]);
  });
});

describe('the money invariant with delivery', () => {
  it('refuses, in the database itself, an order whose total is not lines - promo + delivery', async () => {
    const response = await checkout({ products: { [ids['delta-mount']]: 1 }, delivery: courier });
    const number = response.json().order_number;
    // a forged total: the fee left out, or a fee that the total does not carry
    await expect(
      db.query(`UPDATE orders SET total_price = subtotal - promo_discount WHERE order_number = $1`, [number]),
    ).rejects.toThrow(/orders_total_is_lines_less_discount_plus_delivery/);
    await expect(
      db.query(`UPDATE orders SET delivery_fee = delivery_fee + 1 WHERE order_number = $1`, [number]),
    ).rejects.toThrow(/orders_total_is_lines_less_discount_plus_delivery/);
    // an order for the courier with no address, or an arranged one that charges
    await expect(
      db.query(`UPDATE orders SET delivery_address = NULL WHERE order_number = $1`, [number]),
    ).rejects.toThrow(/orders_delivery_has_address/);
    await expect(
      db.query(`UPDATE orders SET delivery_method = 'arranged', delivery_address = NULL WHERE order_number = $1`, [
        number,
      ]),
    ).rejects.toThrow(/orders_delivery_arranged_free/);
    expect(await stored(number)).toMatchObject({ delivery_fee: '7.00', total_price: '257.00' });
  });
});
