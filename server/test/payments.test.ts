import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { injectFetch } from '../src/payments/injectFetch';
import { releaseExpiredReservations } from '../src/modules/orders/orders.service';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideAtBank, type Started } from './support/banks';

// The sandbox banks this server plays when no bank has credentials: a shopper's whole payment through
// each bank's protocol (order creation, its page, its callback, the status the shop then asks for).
// The adapters against banks of the outside world, and their failures: bankContracts.test.ts.

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
const ids: Record<string, number> = {};
beforeAll(async () => {
  // one shopper places every order here, most of them left unpaid
  ({ app, db } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100', LIBERTY_ENABLED: 'on' } }));
  shopper = await registerUser(app);
  for (const slug of ['alpha-refractor', 'beta-apo', 'delta-mount']) ids[slug] = await productId(app, slug);
});
afterAll(() => app.close());

async function place(
  products: Record<string, number>,
  paymethod = 'BOG_CARD',
  lang = 'en',
  extra: object = {},
): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shopper.auth, 'accept-language': lang },
    payload: { products, promo: null, paymethod, comment: 'Leave at the door', ...extra },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const browse = injectFetch(() => app);
const orderStatus = async (orderNumber: string) =>
  (await app.inject({ method: 'GET', url: '/api/orders', headers: shopper.auth }))
    .json()
    .data.find((order: { order_number: string }) => order.order_number === orderNumber)?.payment_statust;
const liveStock = async (slug: string) =>
  (await app.inject({ method: 'GET', url: `/api/product/${slug}` })).json().data.live_stock;
const warehouseStock = async (slug: string) =>
  (
    await db.query<{ code: string; quantity: number }>(
      'SELECT w.code, ps.quantity FROM product_stocks ps JOIN warehouses w ON w.id = ps.warehouse_id JOIN products p ON p.id = ps.product_id WHERE p.slug = $1 ORDER BY w.id',
      [slug],
    )
  ).rows.map((row) => [row.code, row.quantity]);

describe('the sandbox bank pages', () => {
  it('BOG: shows the order and amount; approving marks the order paid, takes warehouse stock and returns to success', async () => {
    const placed = await place({ [ids['beta-apo']]: 3 });
    expect(await liveStock('beta-apo')).toBe(2);
    expect(placed.redirect).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/bog\/pay\/bog[0-9a-f]+$/);
    expect(placed.order_id).toBeNull();
    const decided = await decideAtBank(browse, placed, 'approved');
    expect(decided.page).toContain(placed.order_number);
    expect(decided.page).toContain('5999.97 GEL');
    expect(decided.page).toMatch(/>Approve</);
    expect(decided.page).toMatch(/>Decline</);
    expect(decided.status).toBe(303);
    expect(decided.location).toMatch(new RegExp(`/en/success\\?order=${placed.order_number}$`));
    expect(await orderStatus(placed.order_number)).toBe('paid');
    expect(await liveStock('beta-apo')).toBe(2);
    expect(await warehouseStock('beta-apo')).toEqual([
      ['tbilisi', 0],
      ['batumi', 2],
    ]);
    // the bank's word was asked for and recorded once, with the payment it is about
    const recorded = await db.query(
      'SELECT provider, event_id, status, amount, outcome FROM payment_callbacks WHERE order_number = $1',
      [placed.order_number],
    );
    expect(recorded.rows).toEqual([
      {
        provider: 'bog',
        event_id: expect.stringMatching(/^bog[0-9a-f]+:approved$/),
        status: 'approved',
        amount: '5999.97',
        outcome: 'paid',
      },
    ]);
    // the page cannot be decided twice
    await expect(decideAtBank(browse, placed, 'declined')).resolves.toMatchObject({ status: 409 });
    expect(await orderStatus(placed.order_number)).toBe('paid');
  });

  it('TBC: declining marks the order failed, gives the stock back and returns (through the shop) to the order’s page in the checkout language', async () => {
    const placed = await place({ [ids['alpha-refractor']]: 2 }, 'TBC_CARD', 'ka');
    expect(await liveStock('alpha-refractor')).toBe(3);
    const decided = await decideAtBank(browse, placed, 'declined');
    expect(decided.page).toContain('TBC Bank');
    expect(decided.page).toContain('უარყოფა (Decline)');
    // TBC has one return address: the shop's, which asks the bank and goes on
    expect(decided.location).toMatch(new RegExp(`/api/payments/tbc/return\\?order=${placed.order_number}&lang=ka$`));
    const back = await app.inject({
      method: 'GET',
      url: new URL(decided.location!).pathname + new URL(decided.location!).search,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/ka/orders/${placed.order_number}`);
    expect(await orderStatus(placed.order_number)).toBe('failed');
    expect(await liveStock('alpha-refractor')).toBe(5);
  });

  it('TBC installments: approved through the same payment API, back to the order’s page', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 }, 'TBC_LOAN');
    const decided = await decideAtBank(browse, placed, 'approved');
    const back = await app.inject({
      method: 'GET',
      url: new URL(decided.location!).pathname + new URL(decided.location!).search,
    });
    expect(back.headers.location).toBe(`/en/orders/${placed.order_number}`);
    expect(await orderStatus(placed.order_number)).toBe('paid');
  });

  it('Liberty: takes the hidden form POST with exactly the form_data fields, and refuses it altered', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 }, 'LIBERTY_CARD');
    expect(placed.redirect).toMatch(/\/sandbox\/liberty\/pay$/);
    const altered = await browse(placed.redirect, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...placed.form_data!, amount: '1.00' }).toString(),
    });
    expect(altered.status).toBe(400);
    const decided = await decideAtBank(browse, placed, 'approved');
    expect(decided.page).toContain('Liberty Bank');
    expect(decided.page).toContain('250.00 GEL');
    expect(decided.status).toBe(303);
    expect(await orderStatus(placed.order_number)).toBe('paid');
  });
});

describe('the BOG loan calculator', () => {
  it('serves bog-sdk.js with the real interface', async () => {
    const sdk = await app.inject({ method: 'GET', url: '/sandbox/bog-sdk.js' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toMatch(/javascript/);
    expect(sdk.body).toContain('window.BOG.Calculator = { open: open }');
    expect(sdk.body).toContain('options.onRequest(selected, successCb, close)');
    expect(sdk.body).toContain('options.onComplete({ redirectUrl: body.redirectUrl })');
    expect(sdk.body).toMatch(/month = 3; month <= 24/);
  });

  it('shows the loan order behind the order id (a bog_loan order of the payments API) and returns the shopper by redirectUrl', async () => {
    const placed = await place({ [ids['delta-mount']]: 2 }, 'BOG_LOAN', 'ka', {
      amount: 41.67,
      month: 12,
      discount_code: 'STANDARD',
    });
    expect(placed.order_id).toMatch(/^bog[0-9a-f]+$/);
    const payment = await app.inject({
      method: 'GET',
      url: `/sandbox/bog/calculator/payment?order_id=${encodeURIComponent(placed.order_id!)}`,
    });
    expect(payment.json()).toEqual({ order_number: placed.order_number, amount: '500.00', month: '12', locale: 'ka' });
    const decided = await app.inject({
      method: 'POST',
      url: '/sandbox/bog/calculator/decide',
      payload: { order_id: placed.order_id, decision: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().redirectUrl).toMatch(new RegExp(`/ka/success\\?order=${placed.order_number}$`));
    expect(await orderStatus(placed.order_number)).toBe('paid');
  });

  it('refuses an order id the bank never gave, and a discount code carrying a line break', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/sandbox/bog/calculator/payment?order_id=bog00' })).statusCode,
    ).toBe(404);
    const smuggled = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.auth,
      payload: {
        products: { [ids['delta-mount']]: 1 },
        paymethod: 'BOG_LOAN',
        comment: 'x',
        amount: 20.83,
        month: 12,
        discount_code: 'STANDARD\ncallback_url=https://evil.example',
      },
    });
    expect(smuggled.statusCode).toBe(422);
    expect(smuggled.json().errors).toHaveProperty('discount_code');
  });
});

describe('callbacks', () => {
  it('asks the bank on an unsigned BOG callback (BOG marks its signature optional), and refuses a TBC one naming no payment (401, 404)', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/bog/callback',
      payload: { event: 'order_payment', body: { order_id: 'bog00', external_order_id: placed.order_number } },
    });
    // only a name: the bank knows no such payment
    expect(unsigned.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/payments/tbc/callback', payload: {} })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/payments/tbc/callback', payload: { PaymentId: 'tbc-nobody' } }))
        .statusCode,
    ).toBe(404);
    expect(await orderStatus(placed.order_number)).toBe('pending');
  });

  it('answers 400 for malformed callbacks', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/payments/bog/callback',
      payload: '{"event":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/payments/paypal/callback', payload: {} })).statusCode).toBe(
      400,
    );
  });
});

describe('reservations', () => {
  // a bank's approval that arrives after the reservation ended: the bank has the shopper's money
  async function lateApproval(holdAfterExpiry: (app: FastifyInstance, productId: number) => Promise<void>) {
    const { app: quick, db: quickDb } = await buildTestApp({ config: { reservationMs: 0 } });
    try {
      const user = await registerUser(quick);
      const id = await productId(quick, 'alpha-refractor');
      const response = await quick.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: user.auth,
        payload: { products: { [id]: 2 }, comment: 'x' },
      });
      const started: Started = response.json();
      const stock = async () =>
        (await quick.inject({ method: 'GET', url: '/api/product/alpha-refractor' })).json().data.live_stock;
      expect(await stock()).toBe(3);
      expect(await releaseExpiredReservations({ db: quickDb, catalogue: quick.catalogue })).toBe(1);
      expect(await stock()).toBe(5);
      expect(await releaseExpiredReservations({ db: quickDb, catalogue: quick.catalogue })).toBe(0);
      await holdAfterExpiry(quick, id);
      const late = await decideAtBank(
        injectFetch(() => quick),
        started,
        'approved',
      );
      const order = await quickDb.query('SELECT payment_status, refund_due FROM orders WHERE order_number = $1', [
        started.order_number,
      ]);
      const recorded = await quickDb.query('SELECT outcome FROM payment_callbacks WHERE order_number = $1', [
        started.order_number,
      ]);
      return { status: late.status, order: order.rows[0], outcome: recorded.rows[0]?.outcome, stock: await stock() };
    } finally {
      await quick.close();
    }
  }

  it('gives back the stock of orders nobody paid in time; their late approval takes the order while the stock is there', async () => {
    expect(await lateApproval(async () => {})).toEqual({
      status: 303,
      order: { payment_status: 'paid', refund_due: false },
      outcome: 'paid_after_expiry',
      stock: 3,
    });
  });

  it('marks a late approval whose stock is gone for a refund, recorded with its order', async () => {
    const sellOut = async (quick: FastifyInstance, id: number) => {
      const other = await registerUser(quick);
      const sold = await quick.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: other.auth,
        payload: { products: { [id]: 4 }, comment: 'x' },
      });
      expect(sold.statusCode).toBe(200);
    };
    expect(await lateApproval(sellOut)).toEqual({
      status: 303,
      order: { payment_status: 'failed', refund_due: true },
      outcome: 'refund_due',
      stock: 1,
    });
  });
});
