import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { releaseExpiredReservations } from '../src/shop/orders';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';

const SECRETS = {
  BOG_PAYMENT_SECRET: 'bog-test-secret',
  TBC_PAYMENT_SECRET: 'tbc-test-secret',
  LIBERTY_PAYMENT_SECRET: 'liberty-test-secret',
};

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
const ids: Record<string, number> = {};
beforeAll(async () => {
  // one shopper places every order here, most of them left unpaid
  ({ app, db } = await buildTestApp({ env: { ...SECRETS, MAX_UNPAID_ORDERS: '100' } }));
  shopper = await registerUser(app);
  for (const slug of ['alpha-refractor', 'beta-apo', 'delta-mount']) ids[slug] = await productId(app, slug);
});
afterAll(() => app.close());

interface Placed {
  order_number: string;
  redirect: string;
  form_data: Record<string, string> | null;
  order_id: string | null;
}

async function place(
  products: Record<string, number>,
  paymethod = 'BOG_CARD',
  lang = 'en',
  extra: object = {},
): Promise<Placed> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shopper.auth, 'accept-language': lang },
    payload: { products, promo: null, paymethod, comment: 'Leave at the door', ...extra },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

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

/** the path and query of an absolute link, for inject */
const local = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

function callback(
  provider: keyof typeof SECRETS extends `${infer P}_PAYMENT_SECRET` ? Lowercase<P> : never,
  body: object,
  secret?: string,
) {
  const payload = JSON.stringify(body);
  const key = secret ?? SECRETS[`${provider.toUpperCase()}_PAYMENT_SECRET` as keyof typeof SECRETS];
  return app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/callback`,
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', key).update(payload).digest('hex'),
    },
    payload,
  });
}

describe('the sandbox bank pages', () => {
  it('shows the order and amount, and approving marks the order paid, takes warehouse stock and returns to success', async () => {
    const placed = await place({ [ids['beta-apo']]: 3 });
    expect(await liveStock('beta-apo')).toBe(2);
    const page = await app.inject({ method: 'GET', url: local(placed.redirect) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(placed.order_number);
    expect(page.body).toContain('5999.97 GEL');
    expect(page.body).toMatch(/>Approve</);
    expect(page.body).toMatch(/>Decline</);

    const fields = Object.fromEntries(new URL(placed.redirect).searchParams);
    const decided = await app.inject({
      method: 'POST',
      url: '/sandbox/bog/decide',
      payload: new URLSearchParams({ ...fields, decision: 'approved' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toMatch(new RegExp(`/en/success\\?order=${placed.order_number}$`));
    expect(await orderStatus(placed.order_number)).toBe('paid');
    expect(await liveStock('beta-apo')).toBe(2);
    expect(await warehouseStock('beta-apo')).toEqual([
      ['tbilisi', 0],
      ['batumi', 2],
    ]);

    const twice = await app.inject({
      method: 'POST',
      url: '/sandbox/bog/decide',
      payload: new URLSearchParams({ ...fields, decision: 'declined' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.statusCode).toBe(409);
    expect(await orderStatus(placed.order_number)).toBe('paid');
  });

  it('declining marks the order failed, gives the stock back and returns to fail in the checkout language', async () => {
    const placed = await place({ [ids['alpha-refractor']]: 2 }, 'TBC_CARD', 'ka');
    expect(await liveStock('alpha-refractor')).toBe(3);
    const page = await app.inject({ method: 'GET', url: local(placed.redirect) });
    expect(page.body).toContain('TBC Bank');
    expect(page.body).toContain('უარყოფა (Decline)');
    const fields = Object.fromEntries(new URL(placed.redirect).searchParams);
    const decided = await app.inject({
      method: 'POST',
      url: '/sandbox/tbc/decide',
      payload: new URLSearchParams({ ...fields, decision: 'declined' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.headers.location).toMatch(new RegExp(`/ka/fail\\?order=${placed.order_number}$`));
    expect(await orderStatus(placed.order_number)).toBe('failed');
    expect(await liveStock('alpha-refractor')).toBe(5);
  });

  it('accepts the Liberty hidden form POST with exactly the form_data fields', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 }, 'LIBERTY_CARD');
    const form = new URLSearchParams(placed.form_data!).toString();
    const page = await app.inject({
      method: 'POST',
      url: local(placed.redirect),
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Liberty Bank');
    expect(page.body).toContain('250.00 GEL');
    const decided = await app.inject({
      method: 'POST',
      url: '/sandbox/liberty/decide',
      payload: `${form}&decision=approved`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode).toBe(303);
    expect(await orderStatus(placed.order_number)).toBe('paid');
  });

  it('refuses a payment link whose amount was changed', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 });
    const tampered = new URL(placed.redirect);
    tampered.searchParams.set('amount', '1.00');
    expect((await app.inject({ method: 'GET', url: local(tampered.href) })).statusCode).toBe(400);
    const fields = Object.fromEntries(tampered.searchParams);
    const decided = await app.inject({
      method: 'POST',
      url: '/sandbox/bog/decide',
      payload: new URLSearchParams({ ...fields, decision: 'approved' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode).toBe(400);
    expect(await orderStatus(placed.order_number)).toBe('pending');
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

  it('shows the order behind an order id and returns the shopper by redirectUrl', async () => {
    const placed = await place({ [ids['delta-mount']]: 2 }, 'BOG_LOAN', 'ka', {
      amount: 41.67,
      month: 12,
      discount_code: 'STANDARD',
    });
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

  it('signs an encoding no field can re-split, and refuses control characters in a signed field', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 }, 'BOG_LOAN', 'en', {
      amount: 20.83,
      month: 12,
      discount_code: 'STANDARD',
    });
    const { discount_code, ...fields } = Object.fromEntries(new URL(placed.redirect).searchParams);
    // the same signed text as `key=value` lines: month carries the discount code's line
    const resplit = new URLSearchParams({ ...fields, month: `${fields.month}\ndiscount_code=${discount_code}` });
    expect((await app.inject({ method: 'GET', url: `/sandbox/bog/pay?${resplit}` })).statusCode).toBe(400);

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

  it('refuses a forged order id', async () => {
    const forged = Buffer.from('order_number=TS-1&amount=1.00&method=BOG_LOAN&signature=00').toString('base64url');
    expect(
      (await app.inject({ method: 'GET', url: `/sandbox/bog/calculator/payment?order_id=${forged}` })).statusCode,
    ).toBe(400);
  });
});

describe('callbacks', () => {
  const report = (orderNumber: string, amount: string, status = 'approved', eventId = randomUUID()) => ({
    event_id: eventId,
    order_number: orderNumber,
    status,
    amount,
    currency: 'GEL',
  });

  it('accepts a good callback once; a replay changes nothing', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 });
    const body = report(placed.order_number, '250.00');
    const first = await callback('bog', body);
    expect(first.json()).toEqual({ status: 'OK' });
    expect(await orderStatus(placed.order_number)).toBe('paid');
    const replay = await callback('bog', body);
    expect(replay.statusCode).toBe(409);
    const declineAfterPaid = await callback('bog', report(placed.order_number, '250.00', 'declined'));
    expect(declineAfterPaid.statusCode).toBe(409);
    expect(await orderStatus(placed.order_number)).toBe('paid');
  });

  it('rejects a forged signature', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 });
    const forged = await callback('bog', report(placed.order_number, '250.00'), 'guessed-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/bog/callback',
      payload: report(placed.order_number, '250.00'),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await orderStatus(placed.order_number)).toBe('pending');
  });

  it('rejects a different amount, and another bank reporting on the order', async () => {
    const placed = await place({ [ids['delta-mount']]: 1 });
    const cheaper = report(placed.order_number, '1.00');
    expect((await callback('bog', cheaper)).statusCode).toBe(422);
    expect((await callback('tbc', report(placed.order_number, '250.00'))).statusCode).toBe(404);
    expect((await callback('bog', report('TS-999999', '250.00'))).statusCode).toBe(404);
    expect(await orderStatus(placed.order_number)).toBe('pending');
    // each authentic report is kept with what it did, the refused ones too: its id is spent
    expect((await callback('bog', { ...cheaper, amount: '250' })).statusCode).toBe(409);
    const kept = await db.query(
      `SELECT provider, order_number, amount, outcome, order_id IS NOT NULL AS has_order FROM payment_callbacks
       WHERE order_number IN ($1, 'TS-999999') ORDER BY received_at, provider`,
      [placed.order_number],
    );
    expect(kept.rows).toEqual([
      {
        provider: 'bog',
        order_number: placed.order_number,
        amount: '1.00',
        outcome: 'amount_mismatch',
        has_order: true,
      },
      {
        provider: 'tbc',
        order_number: placed.order_number,
        amount: '250.00',
        outcome: 'unknown_order',
        has_order: false,
      },
      { provider: 'bog', order_number: 'TS-999999', amount: '250.00', outcome: 'unknown_order', has_order: false },
    ]);
    expect((await callback('bog', report(placed.order_number, '250'))).statusCode).toBe(200);
    expect(await orderStatus(placed.order_number)).toBe('paid');
  });

  it('answers 400/422 for malformed callbacks', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/payments/bog/callback',
      payload: '{"event_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect((await callback('bog', { event_id: 'x' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/api/payments/paypal/callback', payload: {} })).statusCode).toBe(
      400,
    );
  });
});

describe('reservations', () => {
  // a bank's approval that arrives after the reservation ended: the bank has the shopper's money
  async function lateApproval(holdAfterExpiry: (app: FastifyInstance, productId: number) => Promise<void>) {
    const { app: quick, db: quickDb } = await buildTestApp({ env: SECRETS, config: { reservationMs: 0 } });
    try {
      const user = await registerUser(quick);
      const id = await productId(quick, 'alpha-refractor');
      const response = await quick.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: user.auth,
        payload: { products: { [id]: 2 }, comment: 'x' },
      });
      const { order_number } = response.json();
      const stock = async () =>
        (await quick.inject({ method: 'GET', url: '/api/product/alpha-refractor' })).json().data.live_stock;
      expect(await stock()).toBe(3);
      expect(await releaseExpiredReservations({ db: quickDb, catalogue: quick.catalogue })).toBe(1);
      expect(await stock()).toBe(5);
      expect(await releaseExpiredReservations({ db: quickDb, catalogue: quick.catalogue })).toBe(0);
      await holdAfterExpiry(quick, id);
      const body = JSON.stringify({ event_id: 'late', order_number, status: 'approved', amount: '2000.00' });
      const late = await quick.inject({
        method: 'POST',
        url: '/api/payments/bog/callback',
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', SECRETS.BOG_PAYMENT_SECRET).update(body).digest('hex'),
        },
        payload: body,
      });
      const order = await quickDb.query('SELECT payment_status, refund_due FROM orders WHERE order_number = $1', [
        order_number,
      ]);
      const recorded = await quickDb.query('SELECT outcome FROM payment_callbacks WHERE order_number = $1', [
        order_number,
      ]);
      return {
        status: late.statusCode,
        order: order.rows[0],
        outcome: recorded.rows[0]?.outcome,
        stock: await stock(),
      };
    } finally {
      await quick.close();
    }
  }

  it('gives back the stock of orders nobody paid in time; their late approval takes the order while the stock is there', async () => {
    expect(await lateApproval(async () => {})).toEqual({
      status: 200,
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
      status: 200,
      order: { payment_status: 'failed', refund_due: true },
      outcome: 'refund_due',
      stock: 1,
    });
  });
});

describe('provider configuration', () => {
  it('sends the browser to a configured bank host and closes that sandbox', async () => {
    const { app: live } = await buildTestApp({
      env: {
        BOG_PAYMENT_HOST: 'https://pay.bank.example/gateway',
        BOG_PAYMENT_SECRET: 'live-secret',
        PAYMENTS_SANDBOX: 'off',
      },
    });
    try {
      const user = await registerUser(live);
      const id = await productId(live, 'delta-mount');
      const bog = await live.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: user.auth,
        payload: { products: { [id]: 1 }, comment: 'x' },
      });
      expect(bog.json().redirect).toMatch(/^https:\/\/pay\.bank\.example\/gateway\/pay\?/);
      expect(
        (await live.inject({ method: 'GET', url: `/sandbox/bog/pay${new URL(bog.json().redirect).search}` }))
          .statusCode,
      ).toBe(404);
      const tbc = await live.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: user.auth,
        payload: { products: { [id]: 1 }, comment: 'x', paymethod: 'TBC_CARD' },
      });
      expect(tbc.statusCode).toBe(503);
      expect(tbc.json()).toEqual({ message: expect.any(String) });
    } finally {
      await live.close();
    }
  });
});
