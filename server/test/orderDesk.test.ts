import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideOrder } from './support/banks';
import { operatorWithToken, type TestOperator } from './support/operators';

// The fulfilment desk (issue 35) over HTTP: an order's delivery and money as the back office reads them,
// the operators' notes (never the shopper's), no money for staff anywhere, the working queues with their
// counts, and the search by number, name, email, phone in any form and product.

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
let manager: TestOperator;
let staff: TestOperator;
const ids: Record<string, number> = {};
let tbilisiPoint: number;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100', MAX_UNPAID_UNITS: '100' } }));
  shopper = await registerUser(app, { fname: 'Tamar', lname: 'Beridze', phone: '599 00 00 01' });
  manager = await operatorWithToken(app, db, 'manager');
  staff = await operatorWithToken(app, db, 'staff');
  for (const slug of ['delta-mount', 'zeta-reflector']) ids[slug] = await productId(app, slug);
  tbilisiPoint = (await db.query<{ id: number }>("SELECT id FROM warehouses WHERE code = 'tbilisi'")).rows[0].id;
  // the courier's fee applies whatever the subtotal, so the money card has a delivery line
  await db.query("UPDATE delivery_methods SET free_from = NULL WHERE code = 'courier'");
});
afterAll(() => app.close());

const courier = {
  method: 'courier',
  address: { street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ', apartment: '12', notes: 'ზარი არ მუშაობს' },
  phone: '555 12 34 56',
};

async function place(delivery: object, extra: object = {}): Promise<{ id: number; number: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.auth,
    payload: {
      products: { [ids['delta-mount']]: 1 },
      paymethod: 'BOG_CARD',
      comment: 'Leave with the neighbour',
      delivery,
      ...extra,
    },
  });
  expect(response.json()).toMatchObject({ order_number: expect.any(String) });
  const number = response.json<{ order_number: string }>().order_number;
  const { rows } = await db.query<{ id: number }>('SELECT id FROM orders WHERE order_number = $1', [number]);
  return { id: rows[0].id, number };
}

const as = (operator: TestOperator, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  app.inject({ method, url, payload, headers: { ...operator.auth, 'accept-language': lang } });
const step = (order: { id: number }, status: string) =>
  as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status });

/** every key anywhere in a JSON answer */
function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        walk(child);
      }
  };
  walk(value);
  return keys;
}
const MONEY_KEYS = [
  'total',
  'refunded',
  'unitPrice',
  'lineTotal',
  'fee',
  'totals',
  'promo',
  'attempts',
  'callbacks',
  'refunds',
  'amount',
  'paid',
  'balance',
];

describe('an order as the back office reads it', () => {
  it('has a delivery card (address as a courier reads it, the checkout’s phone, days, fee) and a money card that adds up', async () => {
    const order = await place(courier, { promo: 'STARGAZER10' });
    const pending = (await as(manager, 'GET', `/api/admin/orders/${order.id}`, undefined, 'ka')).json();
    expect(pending.deliveryMethod).toBe('courier');
    expect(pending.delivery).toEqual({
      address: {
        region: 'tbilisi',
        city: '',
        street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ',
        apartment: '12',
        notes: 'ზარი არ მუშაობს',
      },
      addressText: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ, ბინა 12, თბილისი',
      phone: '+995555123456',
      phoneText: '+995 555 12 34 56',
      pickupPoint: null,
      days: { min: 0, max: 1, workingDays: false },
      fee: 7,
    });
    // the account's phone, as registered, stays the customer's; the one to call is the checkout's
    expect(pending.customer.phone).toBe('599 00 00 01');
    expect(pending.totals).toEqual({
      subtotal: 250,
      discount: 25,
      delivery: 7,
      total: 232,
      paid: 0,
      refunded: 0,
      balance: 0,
    });
    expect((await as(manager, 'GET', `/api/admin/orders/${order.id}`)).json().delivery.addressText).toBe(
      'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ, apt. 12, Tbilisi',
    );

    await decideOrder(app, db, order.number);
    await as(manager, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 32, restock: false });
    const paid = (await as(manager, 'GET', `/api/admin/orders/${order.id}`)).json();
    const { subtotal, discount, delivery, total, refunded, balance } = paid.totals;
    expect(subtotal - discount + delivery).toBeCloseTo(total, 2);
    expect(paid.totals).toMatchObject({ total: 232, paid: 232, refunded: 32, balance: 200 });
    // the timeline: placed, paid by the bank, then the operators' steps
    expect(paid.history.map((entry: { status: string }) => entry.status)).toEqual(['placed', 'paid', 'refunded']);
    expect(paid.history[2].note).toBe('32');
    expect(refunded + balance).toBe(paid.totals.paid);
  });

  it('names a pickup order’s point with its address and hours, in the operator’s language', async () => {
    const order = await place({ method: 'pickup', warehouse_id: tbilisiPoint });
    const detail = (await as(staff, 'GET', `/api/admin/orders/${order.id}`, undefined, 'ka')).json();
    expect(detail.delivery).toEqual({
      address: null,
      addressText: null,
      phone: null,
      phoneText: null,
      pickupPoint: {
        id: tbilisiPoint,
        code: 'tbilisi',
        name: 'თბილისის საწყობი',
        address: 'წერეთლის გამზ. 12, თბილისი',
        hours: 'ორშ–შაბ 10:00–19:00',
      },
      days: { min: 0, max: 0, workingDays: false },
    });
  });
});

describe('staff see no money', () => {
  it('in the list, the order, its history, the CSV and the dashboard; managers see it all', async () => {
    const order = await place(courier, { promo: 'STARGAZER10' });
    await decideOrder(app, db, order.number);
    await as(manager, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 10, restock: false });

    const list = (await as(staff, 'GET', `/api/admin/orders?number=${order.number}`)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ number: order.number, status: 'paid', deliveryMethod: 'courier' });
    const detail = (await as(staff, 'GET', `/api/admin/orders/${order.id}`)).json();
    const seen = keysOf({ items: list.items, detail }); // (the list's own total is its count)
    for (const key of MONEY_KEYS) expect({ key, seen: seen.has(key) }).toEqual({ key, seen: false });
    // what staff pack and where it goes
    expect(detail.lines).toEqual([{ productId: ids['delta-mount'], name: 'Delta Mount', quantity: 1 }]);
    expect(detail.delivery).toMatchObject({ phoneText: '+995 555 12 34 56', addressText: expect.any(String) });
    // the refund's entry says it happened, not how much
    expect(detail.history.find((entry: { status: string }) => entry.status === 'refunded').note).toBeNull();
    // a step answers the order without money too
    const packed = (await step(order, 'packed')).json();
    expect(packed.status).toBe('packed');
    expect(packed.totals).toBeUndefined();
    expect(packed.lines[0].unitPrice).toBeUndefined();

    const managers = (await as(manager, 'GET', `/api/admin/orders/${order.id}`)).json();
    expect(managers).toMatchObject({ total: 232, refunded: 10, totals: { balance: 222 }, delivery: { fee: 7 } });
    expect(managers.lines[0]).toMatchObject({ unitPrice: 250, lineTotal: 250 });

    const csv = async (operator: TestOperator) =>
      (await as(operator, 'GET', `/api/admin/orders.csv?number=${order.number}`)).body.replace(/^\uFEFF/, '');
    const [staffHeader, staffRow] = (await csv(staff)).trim().split(/\r?\n/);
    expect(staffHeader.split(',')).toEqual([
      'number',
      'createdAt',
      'status',
      'paymentStatus',
      'paymentMethod',
      'customerEmail',
      'customerName',
      'customerPhone',
      'deliveryMethod',
      'deliveryAddress',
      'deliveryNotes',
      'deliveryPhone',
      'pickupPoint',
      'trackingNumber',
    ]);
    expect(staffRow).toContain('+995 555 12 34 56');
    expect(staffRow).toContain('apt. 12');
    expect(staffRow).not.toContain('232');
    const [managerHeader, managerRow] = (await csv(manager)).trim().split(/\r?\n/);
    expect(managerHeader).toContain('subtotal,discount,deliveryFee,total,paid,refunded');
    expect(managerRow).toContain('250,25,7,232,232,10');

    expect((await as(staff, 'GET', '/api/admin/dashboard')).statusCode).toBe(403);
    expect(
      (await as(staff, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 1, restock: false })).statusCode,
    ).toBe(403);
  });
});

describe('internal notes', () => {
  it('are added by any operator, kept with author and time, audited, and never reach the shopper', async () => {
    const order = await place(courier);
    const secret = 'Gate code 4711, call before';
    const added = await as(staff, 'POST', `/api/admin/orders/${order.id}/notes`, { text: `  ${secret}  ` });
    expect(added.statusCode).toBe(200);
    expect(added.json().notes).toEqual([
      { id: expect.any(Number), text: secret, operatorEmail: staff.email, at: expect.any(String) },
    ]);
    await as(manager, 'POST', `/api/admin/orders/${order.id}/notes`, { text: 'Called: comes Friday' });
    const notes = (await as(staff, 'GET', `/api/admin/orders/${order.id}`)).json().notes;
    expect(notes.map((note: { text: string; operatorEmail: string }) => [note.text, note.operatorEmail])).toEqual([
      [secret, staff.email],
      ['Called: comes Friday', manager.email],
    ]);
    const audit = await db.query<{ operator_email: string; after: { text: string } }>(
      "SELECT operator_email, after FROM audit_log WHERE action = 'note_added' AND entity = 'order' AND entity_id = $1 ORDER BY id",
      [String(order.id)],
    );
    expect(audit.rows.map((row) => [row.operator_email, row.after.text])).toEqual([
      [staff.email, secret],
      [manager.email, 'Called: comes Friday'],
    ]);

    // the shopper's own order, its list and its page, in both languages: no note
    for (const lang of ['en', 'ka']) {
      for (const url of [`/api/orders/${order.number}`, '/api/orders']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { ...shopper.auth, 'accept-language': lang },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('4711');
        expect(response.body).not.toContain('Friday');
      }
    }

    const blank = await as(staff, 'POST', `/api/admin/orders/${order.id}/notes`, { text: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ text: expect.any(String) });
    const long = await as(staff, 'POST', `/api/admin/orders/${order.id}/notes`, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect((await as(staff, 'POST', '/api/admin/orders/999999/notes', { text: 'x' })).statusCode).toBe(404);
    expect((await as(staff, 'GET', `/api/admin/orders/${order.id}`)).json().notes).toHaveLength(2);
  });
});

describe('queues and search', () => {
  interface Queue {
    queue: string;
    status: string;
    deliveryMethod: string | null;
    pickupPoint: { id: number; name: string } | null;
    count: number;
  }
  const queues = async () => (await as(staff, 'GET', '/api/admin/orders/queues')).json<{ items: Queue[] }>().items;
  const count = (items: Queue[], queue: string) => items.find((item) => item.queue === queue)!.count;
  const listed = async (query: string) =>
    (await as(staff, 'GET', `/api/admin/orders?perPage=500&${query}`))
      .json<{ items: { id: number }[] }>()
      .items.map((item) => item.id);

  it('counts the orders waiting in each queue, and each queue’s filter lists them', async () => {
    const before = await queues();
    expect(before.map((item) => item.queue)).toEqual([
      'to_pack',
      'to_ship_courier',
      'to_ship_regions',
      'to_deliver_arranged',
      'to_put_ready',
      'ready_for_pickup',
    ]);
    expect(before.find((item) => item.queue === 'ready_for_pickup')!.pickupPoint).toEqual({
      id: tbilisiPoint,
      name: 'Tbilisi warehouse',
    });

    const toCourier = await place(courier);
    const toPoint = await place({ method: 'pickup', warehouse_id: tbilisiPoint });
    expect(count(await queues(), 'to_pack')).toBe(count(before, 'to_pack')); // not paid yet
    for (const order of [toCourier, toPoint]) await decideOrder(app, db, order.number);
    const paid = await queues();
    expect(count(paid, 'to_pack')).toBe(count(before, 'to_pack') + 2);
    expect(await listed('status=paid')).toEqual(expect.arrayContaining([toCourier.id, toPoint.id]));

    for (const order of [toCourier, toPoint]) await step(order, 'packed');
    const packed = await queues();
    expect(count(packed, 'to_pack')).toBe(count(before, 'to_pack'));
    expect(count(packed, 'to_ship_courier')).toBe(count(before, 'to_ship_courier') + 1);
    expect(count(packed, 'to_put_ready')).toBe(count(before, 'to_put_ready') + 1);
    const courierList = await listed('status=packed&deliveryMethod=courier');
    expect(courierList).toContain(toCourier.id);
    expect(courierList).not.toContain(toPoint.id);

    await step(toPoint, 'ready_for_pickup');
    const ready = await queues();
    expect(count(ready, 'ready_for_pickup')).toBe(count(before, 'ready_for_pickup') + 1);
    expect(await listed(`status=ready_for_pickup&pickupPointId=${tbilisiPoint}`)).toContain(toPoint.id);
    expect(await listed(`status=ready_for_pickup&pickupPointId=${tbilisiPoint + 1000}`)).toEqual([]);
  });

  it('finds an order by number, name, email, the checkout’s phone in any form, and a product’s name', async () => {
    const other = await registerUser(app, { fname: 'Levan', lname: 'Gelashvili' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: other.auth,
      payload: {
        products: { [ids['zeta-reflector']]: 1 },
        paymethod: 'BOG_CARD',
        comment: 'Evening please',
        delivery: { ...courier, phone: '+995 577 65 43 21' },
      },
    });
    const number = response.json<{ order_number: string }>().order_number;
    const id = (await db.query<{ id: number }>('SELECT id FROM orders WHERE order_number = $1', [number])).rows[0].id;
    const search = (q: string) => listed(`q=${encodeURIComponent(q)}`);

    for (const q of [
      '577 65 43 21',
      '+995577654321',
      '577-65-43-21',
      '995 577 654 321',
      '(577) 654321',
      number,
      'levan gelash',
      other.email.toUpperCase(),
      'zeta refl',
    ])
      expect({ q, found: (await search(q)).includes(id) }).toEqual({ q, found: true });
    // one order only: the others are Tamar's, of Delta Mount, to 555 12 34 56
    expect(await search('577654321')).toEqual([id]);
    expect(await search('Zeta Reflector')).toEqual([id]);
    expect(await search('555 12 34 56')).not.toContain(id);
    expect((await search('555 12 34 56')).length).toBeGreaterThan(0);
    expect(await search('დელტა')).not.toContain(id);
    expect((await search('დელტა')).length).toBeGreaterThan(0);
    expect(await search('no such thing at all')).toEqual([]);
    expect(await search('%')).toEqual([]);
    // with the other filters, and in the CSV the same
    expect(await listed(`q=577654321&status=pending&deliveryMethod=courier`)).toEqual([id]);
    expect(await listed(`q=577654321&deliveryMethod=pickup`)).toEqual([]);
    const csv = await as(manager, 'GET', `/api/admin/orders.csv?q=${encodeURIComponent('+995 577 65 43 21')}`);
    expect(csv.body.trim().split(/\r?\n/)).toHaveLength(2);
    expect(csv.body).toContain(number);

    expect((await as(staff, 'GET', `/api/admin/orders?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await as(staff, 'GET', '/api/admin/orders?deliveryMethod=drone')).statusCode).toBe(400);
  });
});
