import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { releaseExpiredReservations } from '../src/modules/orders/orders.service';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideOrder } from './support/banks';
import { operatorWithToken, type TestOperator } from './support/operators';

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
let manager: TestOperator;
let staff: TestOperator;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100' } }));
  shopper = await registerUser(app, { fname: 'Ketevan', lname: 'Tsereteli' });
  manager = await operatorWithToken(app, db, 'manager');
  staff = await operatorWithToken(app, db, 'staff');
  for (const slug of ['delta-mount', 'gamma-dobson']) ids[slug] = await productId(app, slug);
});
afterAll(() => app.close());

interface Order {
  id: number;
  number: string;
  status: string;
  total: number;
  refunded: number;
  history: { status: string; operatorEmail: string | null; note: string | null }[];
}

async function place(slug: string, quantity: number): Promise<{ id: number; number: string; total: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.auth,
    payload: { products: { [ids[slug]]: quantity }, paymethod: 'BOG_CARD', comment: 'Ring twice' },
  });
  expect(response.statusCode).toBe(200);
  const number = response.json<{ order_number: string }>().order_number;
  const { rows } = await db.query<{ id: number; total: string }>(
    'SELECT id, total_price::text AS total FROM orders WHERE order_number = $1',
    [number],
  );
  return { id: rows[0].id, number, total: rows[0].total };
}

/** the shopper approves the order on the sandbox bank's page; its callback settles it */
const approve = (order: { number: string }) => decideOrder(app, db, order.number);

const as = (operator: TestOperator, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { ...operator.auth, 'accept-language': 'en' } });
const liveStock = async (slug: string) =>
  (await app.inject({ method: 'GET', url: `/api/product/${slug}` })).json().data.live_stock as number;
const warehouseUnits = async (slug: string) =>
  (
    await db.query<{ units: number }>(
      'SELECT sum(quantity)::int AS units FROM product_stocks ps JOIN products p ON p.id = ps.product_id WHERE p.slug = $1',
      [slug],
    )
  ).rows[0].units;

describe('orders in the back office', () => {
  it('lists orders with filters, and shows one with its lines at their ordered prices', async () => {
    const order = await place('delta-mount', 2);
    const list = async (query: string) => (await as(manager, 'GET', `/api/admin/orders?${query}`)).json();
    const today = new Date().toISOString().slice(0, 10);
    const found = await list(
      `status=pending&paymentMethod=BOG_CARD&customer=ketevan&number=${order.number}&from=${today}&to=${today}`,
    );
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'pending',
      paymentMethod: 'BOG_CARD',
      total: 500,
      customer: { email: shopper.email, name: 'Ketevan Tsereteli' },
    });
    expect((await list('customer=nobody-at-all')).total).toBe(0);
    // a part of the number, in any case, with or without the customer filter; % and _ are plain characters
    const part = order.number.slice(1).toLowerCase();
    const byPart = await list(`number=${encodeURIComponent(part)}`);
    expect(byPart.items.map((item: { id: number }) => item.id)).toContain(order.id);
    expect(byPart.total).toBe(byPart.items.length);
    expect((await list(`number=${encodeURIComponent(part)}&customer=ketevan`)).total).toBe(1);
    expect((await list('number=%25')).total).toBe(0);
    expect((await list('number=T_')).total).toBe(0);
    expect((await list('from=2001-01-01&to=2001-01-01')).total).toBe(0);
    expect((await list('sort=total&order=ASC&perPage=1')).items).toHaveLength(1);

    // a later price change does not touch the placed order
    await db.query("UPDATE products SET price = 999, discounted = NULL WHERE slug = 'delta-mount'");
    const detail = (await as(manager, 'GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail).toMatchObject({
      comment: 'Ring twice',
      lines: [{ productId: ids['delta-mount'], name: 'Delta Mount', quantity: 2, unitPrice: 250, lineTotal: 500 }],
      promo: null,
      totals: { subtotal: 500, discount: 0, delivery: 0, total: 500, paid: 0, refunded: 0, balance: 0 },
      callbacks: [],
      history: [{ status: 'placed', operatorEmail: null }],
    });
    await db.query("UPDATE products SET price = 300, discounted = 250 WHERE slug = 'delta-mount'");
    expect((await as(staff, 'GET', '/api/admin/orders/999999')).statusCode).toBe(404);
  });

  it('cancels an unpaid order (managers), releasing its stock at once', async () => {
    const before = await liveStock('delta-mount');
    const order = await place('delta-mount', 3);
    expect(await liveStock('delta-mount')).toBe(before - 3);
    expect((await as(staff, 'POST', `/api/admin/orders/${order.id}/cancel`)).statusCode).toBe(403);
    const cancelled = await as(manager, 'POST', `/api/admin/orders/${order.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await liveStock('delta-mount')).toBe(before);
    expect((await as(manager, 'POST', `/api/admin/orders/${order.id}/cancel`)).statusCode).toBe(422);
  });

  it('takes a paid order through packed, shipped (with a tracking number) and delivered, in that order only', async () => {
    const order = await place('delta-mount', 1);
    const step = (status: string, trackingNumber?: string) =>
      as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status, trackingNumber });
    expect((await step('packed')).statusCode).toBe(422); // not paid yet
    expect((await approve(order)).status).toBe(303);
    const skipped = await step('shipped', 'GE123');
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json().errors).toEqual({ status: 'An order that is paid cannot become shipped.' });
    expect((await step('packed')).json().status).toBe('packed');
    const untracked = await step('shipped');
    expect(untracked.json().errors).toEqual({ trackingNumber: expect.any(String) });
    expect((await step('shipped', 'GE123456')).json()).toMatchObject({ status: 'shipped', trackingNumber: 'GE123456' });
    const delivered = (await step('delivered')).json();
    expect(delivered.status).toBe('delivered');
    expect(
      delivered.history.map((entry: Order['history'][number]) => [entry.status, entry.operatorEmail, entry.note]),
    ).toEqual([
      ['placed', null, null],
      ['paid', null, null],
      ['packed', staff.email, null],
      ['shipped', staff.email, 'GE123456'],
      ['delivered', staff.email, null],
    ]);
    // the bank's readings are money: a manager's to see
    expect(delivered.callbacks).toBeUndefined();
    expect((await as(manager, 'GET', `/api/admin/orders/${order.id}`)).json().callbacks).toEqual([
      expect.objectContaining({ provider: 'bog', status: 'approved', outcome: 'paid' }),
    ]);
    expect((await step('packed')).statusCode).toBe(422);
    const audit = await db.query<{ action: string; operator_email: string }>(
      "SELECT action, operator_email FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id",
      [String(order.id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['packed', 'shipped', 'delivered']);
  });

  it('refunds a paid order through its bank, never more than was paid, and restocks when asked', async () => {
    const order = await place('delta-mount', 2);
    expect(
      (await as(manager, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 10, restock: false })).statusCode,
    ).toBe(422);
    await approve(order);
    const units = await warehouseUnits('delta-mount');
    const live = await liveStock('delta-mount');
    const refund = (amount: number, restock = false, operator = manager) =>
      as(operator, 'POST', `/api/admin/orders/${order.id}/refund`, { amount, restock });
    expect((await refund(100, false, staff)).statusCode).toBe(403);
    const tooMuch = await refund(500.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ amount: 'At most 500 ₾ can be refunded.' });
    expect((await refund(0.001)).statusCode).toBe(422);
    const partial = (await refund(100)).json();
    expect(partial).toMatchObject({ status: 'paid', refunded: 100 });
    expect(partial.refunds).toEqual([
      expect.objectContaining({
        amount: 100,
        restock: false,
        // the bank's id of the refund and its answer, as BOG's refund endpoint gives them
        providerRefundId: expect.stringMatching(/^refund-bog[0-9a-f]+-1$/),
        bankAnswer: expect.stringContaining('request_received'),
      }),
    ]);
    expect((await refund(400.01)).json().errors.amount).toBe('At most 400 ₾ can be refunded.');
    const full = (await refund(400, true)).json();
    expect(full).toMatchObject({ status: 'refunded', refunded: 500 });
    expect(await warehouseUnits('delta-mount')).toBe(units + 2);
    expect(await liveStock('delta-mount')).toBe(live + 2);
    expect((await refund(1)).statusCode).toBe(422);
    // the schema refuses more than the total whatever the code does
    await expect(db.query('UPDATE orders SET refunded = total_price + 1 WHERE id = $1', [order.id])).rejects.toThrow(
      /refunded/,
    );
  });

  it('asks for a decision on an order paid after its reservation ended: accept it, or refund it', async () => {
    const expire = async (orderId: number) => {
      await db.query("UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = $1", [orderId]);
      await releaseExpiredReservations({ db, catalogue: app.catalogue });
    };
    const late = await place('delta-mount', 1);
    await expire(late.id);
    await approve(late);
    expect((await as(staff, 'GET', `/api/admin/orders/${late.id}`)).json().status).toBe('paid_after_expiry');
    const listed = (await as(staff, 'GET', '/api/admin/orders?status=paid_after_expiry')).json();
    expect(listed.items.map((item: Order) => item.id)).toContain(late.id);
    expect((await as(staff, 'POST', `/api/admin/orders/${late.id}/status`, { status: 'packed' })).statusCode).toBe(422);
    expect((await as(manager, 'POST', `/api/admin/orders/${late.id}/accept`)).json().status).toBe('paid');
    expect((await as(staff, 'POST', `/api/admin/orders/${late.id}/status`, { status: 'packed' })).json().status).toBe(
      'packed',
    );
    expect((await as(manager, 'POST', `/api/admin/orders/${late.id}/accept`)).statusCode).toBe(422);

    // the last unit was sold meanwhile: the bank holds money for stock that is gone
    const gone = await place('gamma-dobson', 1);
    await expire(gone.id);
    await db.query("UPDATE products SET live_stock = 0 WHERE slug = 'gamma-dobson'");
    await approve(gone);
    expect((await as(staff, 'GET', `/api/admin/orders/${gone.id}`)).json().status).toBe('refund_due');
    const refused = await as(manager, 'POST', `/api/admin/orders/${gone.id}/accept`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, expect.stringMatching(/add stock first/)]);
    const refunded = await as(manager, 'POST', `/api/admin/orders/${gone.id}/refund`, { amount: 800, restock: true });
    expect(refunded.json()).toMatchObject({ status: 'refunded', refunded: 800 });
    // its units never left stock, so none come back
    expect(await liveStock('gamma-dobson')).toBe(0);
  });
});
