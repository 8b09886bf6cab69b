import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { amountAtBank, decideOrder } from './support/banks';
import { operatorWithToken, type TestOperator } from './support/operators';

// A shopper's orders (/api/orders/:number, its pay and cancel): the page that shows one and what it allows.

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
let stranger: TestUser;
let staff: TestOperator;
let mount: number;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100' } }));
  shopper = await registerUser(app);
  stranger = await registerUser(app);
  staff = await operatorWithToken(app, db, 'staff');
  mount = await productId(app, 'delta-mount');
});
afterAll(() => app.close());

const courier = {
  method: 'courier',
  address: { street: 'ვაჟა-ფშაველას გამზ. 10', apartment: '4' },
  phone: '599112233',
};

async function place(payload: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.auth,
    payload: { products: { [mount]: 1 }, paymethod: 'BOG_CARD', comment: 'Ring twice', ...payload },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ order_number: string }>().order_number;
}
const page = (number: string, user = shopper, lang = 'en') =>
  app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: { ...user.auth, 'accept-language': lang } });
const act = (number: string, action: 'pay' | 'cancel', payload?: object, user = shopper) =>
  app.inject({ method: 'POST', url: `/api/orders/${number}/${action}`, headers: user.auth, payload });
const liveStock = async () =>
  (await app.inject({ method: 'GET', url: '/api/product/delta-mount' })).json().data.live_stock as number;

/** the shopper decides on the sandbox bank's page, and the bank tells the shop (303: back to the shop) */
const bank = async (number: string, decision: 'approved' | 'declined') =>
  (await decideOrder(app, db, number, decision)).status;
const orderId = async (number: string) =>
  (await db.query<{ id: number }>('SELECT id FROM orders WHERE order_number = $1', [number])).rows[0].id;
const step = async (number: string, status: string, trackingNumber?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${await orderId(number)}/status`,
    headers: staff.auth,
    payload: { status, ...(trackingNumber && { trackingNumber }) },
  });

describe('the order page', () => {
  it('shows its owner the lines at the prices paid, promo, delivery, totals and payment', async () => {
    await db.query(`UPDATE delivery_methods SET free_from = 1000 WHERE code = 'courier'`);
    const number = await place({ promo: 'COMET50', delivery: courier });
    const response = await page(number, shopper, 'ka');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      order_number: number,
      status: 'pending',
      payment: 'BOG_CARD',
      payment_status: 'pending',
      payment_state: 'pending',
      created_at: expect.any(String),
      reserved_until: expect.any(String),
      can_pay: true,
      can_cancel: true,
      lines: [
        {
          product: {
            id: mount,
            slug: 'delta-mount',
            img: expect.any(String),
            translations: [expect.objectContaining({ locale: 'ka' }), expect.objectContaining({ locale: 'en' })],
          },
          quantity: 1,
          unit_price: 250,
          line_total: 250,
        },
      ],
      promo: { code: 'COMET50', discount: 50 },
      delivery: {
        method: 'courier',
        fee: 7,
        address: { region: 'tbilisi', city: '', street: 'ვაჟა-ფშაველას გამზ. 10', apartment: '4', notes: '' },
        phone: '+995599112233',
        pickup_point: null,
      },
      totals: { subtotal: 250, discount: 50, delivery: 7, total: 207, refunded: 0 },
      tracking: null,
      timeline: [{ status: 'placed', at: expect.any(String), tracking_number: null, tracking_url: null, amount: null }],
    });
  });

  it('is a 404 for another account’s order, the same as for a number that does not exist', async () => {
    const number = await place();
    const theirs = await page(number, stranger);
    const unknown = await page('TS-99999999', stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toEqual({ message: 'Order not found.' });
    for (const action of ['pay', 'cancel'] as const) {
      const response = await act(number, action, { paymethod: 'BOG_CARD' }, stranger);
      expect(response.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/api/orders/${number}` })).statusCode).toBe(401);
  });

  it('follows the order through payment and the back office’s steps, with the tracking link', async () => {
    const number = await place({ delivery: courier });
    expect(await bank(number, 'approved')).toBe(303);
    expect((await step(number, 'packed')).statusCode).toBe(200);
    expect((await step(number, 'shipped', 'RR123456789GE')).statusCode).toBe(200);
    expect((await step(number, 'delivered')).statusCode).toBe(200);
    const data = (await page(number)).json().data;
    expect(data.status).toBe('delivered');
    expect(data.can_pay).toBe(false);
    const link = 'https://www.gpost.ge/?site-path=help/tracking/&trackNumber=RR123456789GE';
    expect(data.tracking).toEqual({ number: 'RR123456789GE', url: link });
    expect(data.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'placed',
      'paid',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(data.timeline[3]).toMatchObject({ tracking_number: 'RR123456789GE', tracking_url: link });
  });

  it('follows a pickup order to its point and its collection, never shipped with a tracking number', async () => {
    const number = await place({ delivery: { method: 'pickup', warehouse_id: 1 } });
    expect(await bank(number, 'approved')).toBe(303);
    expect((await step(number, 'packed')).statusCode).toBe(200);
    const shipped = await step(number, 'shipped', 'RR123456789GE');
    expect([shipped.statusCode, shipped.json().errors]).toEqual([422, { status: expect.stringContaining('packed') }]);
    expect((await step(number, 'collected')).statusCode).toBe(422);
    expect((await step(number, 'ready_for_pickup')).statusCode).toBe(200);
    expect((await step(number, 'delivered')).statusCode).toBe(422);
    expect((await step(number, 'collected')).statusCode).toBe(200);
    const data = (await page(number)).json().data;
    expect(data).toMatchObject({ status: 'collected', tracking: null, can_pay: false, can_cancel: false });
    expect(data.delivery.pickup_point).toMatchObject({ id: 1, code: 'tbilisi' });
    expect(data.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'placed',
      'paid',
      'packed',
      'ready_for_pickup',
      'collected',
    ]);
  });
});

describe('a pending order on its page', () => {
  it('is paid again by another method for the same total', async () => {
    const number = await place({ delivery: courier });
    const again = await act(number, 'pay', { paymethod: 'TBC_CARD' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'OK', order_number: number, form_data: null, order_id: null });
    expect(again.json().redirect).toMatch(/\/sandbox\/tbc\/pay\//);
    expect(await amountAtBank(app, again.json())).toBe('257.00');
    expect((await page(number)).json().data.payment).toBe('TBC_CARD');
  });

  it('is paid again after a declined payment while its reservation runs, taking its stock again', async () => {
    const before = await liveStock();
    const number = await place();
    expect(await bank(number, 'declined')).toBe(303);
    expect(await liveStock()).toBe(before);
    let data = (await page(number)).json().data;
    expect(data).toMatchObject({ status: 'failed', can_pay: true, can_cancel: false });
    expect(data.timeline.map((entry: { status: string }) => entry.status)).toEqual(['placed', 'payment_failed']);

    const again = await act(number, 'pay', { paymethod: 'BOG_CARD' });
    expect(again.statusCode).toBe(200);
    expect(await liveStock()).toBe(before - 1);
    data = (await page(number)).json().data;
    expect(data).toMatchObject({ status: 'pending', can_cancel: true });
    expect(await bank(number, 'approved')).toBe(303);
    expect((await page(number)).json().data.status).toBe('paid');
    expect((await act(number, 'pay', { paymethod: 'BOG_CARD' })).statusCode).toBe(409);
  });

  it('is no longer payable once its reservation has ended', async () => {
    const number = await place();
    await db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE order_number = $1`, [number]);
    expect((await page(number)).json().data.can_pay).toBe(false);
    const late = await act(number, 'pay', { paymethod: 'BOG_CARD' });
    expect(late.statusCode).toBe(409);
  });

  it('is cancelled by its shopper, its stock released at once; then neither cancelled nor paid again', async () => {
    const before = await liveStock();
    const number = await place();
    expect(await liveStock()).toBe(before - 1);
    const cancelled = await act(number, 'cancel');
    expect(cancelled.json()).toEqual({ status: 'OK' });
    expect(await liveStock()).toBe(before);
    const data = (await page(number)).json().data;
    expect(data).toMatchObject({ status: 'cancelled', can_pay: false, can_cancel: false });
    expect(data.timeline.map((entry: { status: string }) => entry.status)).toEqual(['placed', 'cancelled']);
    expect((await act(number, 'cancel')).statusCode).toBe(409);
    expect((await act(number, 'pay', { paymethod: 'BOG_CARD' })).statusCode).toBe(409);
    // the back office's history says the customer did it
    const history = await db.query<{ status: string; operator_email: string | null }>(
      'SELECT status, operator_email FROM order_events WHERE order_id = $1',
      [await orderId(number)],
    );
    expect(history.rows).toEqual([{ status: 'cancelled', operator_email: null }]);
  });
});
