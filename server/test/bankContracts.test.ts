import { generateKeyPairSync, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import type { Fetch } from '../src/payments/bankHttp';
import { bogCallback } from '../src/payments/sandbox/bog';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideAtBank, startOutsideBanks, type OutsideBanks, type Started } from './support/banks';
import { operatorWithToken, type TestOperator } from './support/operators';

// Each adapter against its bank over HTTP: the sandbox banks on a port of their own, the shop set up
// with their credentials and addresses exactly as with the real banks (README "Going live"). Tokens,
// payments, the shopper's page, callbacks (authentic, forged, for another amount, replayed, out of
// order), the status the shop asks for, refunds within each bank's rules, and banks that stall.

let outside: OutsideBanks;
let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
let manager: TestOperator;
let mount: number;
/** every callback the banks sent, as sent */
const sent: Array<{ url: string; init: RequestInit }> = [];

beforeAll(async () => {
  outside = await startOutsideBanks();
  ({ app, db } = await buildTestApp({
    env: { ...outside.env, BANK_TIMEOUT_MS: '400', PAYMENT_RECONCILE_SECONDS: '0', MAX_UNPAID_ORDERS: '100' },
  }));
  outside.callbacksTo(app);
  const deliver: Fetch = outside.banks.deliver;
  outside.banks.deliver = (url, init) => {
    sent.push({ url, init });
    return deliver(url, init);
  };
  shopper = await registerUser(app);
  manager = await operatorWithToken(app, db, 'manager');
  mount = await productId(app, 'delta-mount');
});
afterAll(async () => {
  await app.close();
  await outside.close();
});
afterEach(async () => {
  // a stalled call the shop gave up on is still answered: no test leaves one to the next, nor past the file
  await outside.idle();
  outside.banks.stallMs = 0;
  outside.banks.failNext = 0;
  outside.banks.dropCallbacks = false;
});

async function place(paymethod: string, extra: object = {}, quantity = 1) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shopper.auth, 'accept-language': 'ka' },
    payload: { products: { [mount]: quantity }, paymethod, comment: 'x', ...extra },
  });
}
async function started(paymethod: string, extra: object = {}): Promise<Started> {
  const response = await place(paymethod, extra);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const order = async (number: string) =>
  (
    await db.query<{ payment_status: string; provider_order_id: string; refunded: string; id: number }>(
      'SELECT id, payment_status, provider_order_id, refunded FROM orders WHERE order_number = $1',
      [number],
    )
  ).rows[0];
const callbacksOf = async (number: string) =>
  (
    await db.query(
      'SELECT provider, status, outcome FROM payment_callbacks WHERE order_number = $1 ORDER BY received_at',
      [number],
    )
  ).rows;
const bankPaymentsOf = (number: string) =>
  [...outside.banks.payments.values()].filter((payment) => payment.orderNumber === number);
const liveStock = async () =>
  (await app.inject({ method: 'GET', url: '/api/product/delta-mount' })).json().data.live_stock;
const callback = (bank: string, body: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/${bank}/callback`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
const refund = (id: number, amount: number, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund`,
    headers: { ...manager.auth, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount, restock: false },
  });

describe('Bank of Georgia', () => {
  it('gets one OAuth2 token for many calls, creates the order in the shopper’s language and sends the shopper to its redirect link', async () => {
    const tokens = outside.banks.tokens.size;
    const first = await started('BOG_CARD');
    const second = await started('BOG_CARD');
    expect(outside.banks.tokens.size).toBe(tokens + 1);
    for (const start of [first, second]) {
      const [payment] = bankPaymentsOf(start.order_number);
      expect(start.redirect).toBe(`${outside.url}/sandbox/bog/pay/${payment.id}`);
      expect(payment).toMatchObject({
        method: 'BOG_CARD',
        amountTetri: 25000,
        currency: 'GEL',
        locale: 'ka',
        successUrl: `http://localhost/ka/success?order=${start.order_number}`,
        callbackUrl: 'http://localhost/api/payments/bog/callback',
      });
      expect((await order(start.order_number)).provider_order_id).toBe(payment.id);
    }
  });

  it('settles by a signed callback after asking the receipt; a replayed one changes nothing', async () => {
    const start = await started('BOG_CARD');
    sent.length = 0;
    expect((await decideAtBank(fetch, start, 'approved')).location).toMatch(/\/ka\/success\?order=/);
    expect((await order(start.order_number)).payment_status).toBe('paid');
    const [delivered] = sent;
    expect(delivered.init.headers).toMatchObject({ 'callback-signature': expect.any(String) });
    const replay = await callback('bog', String(delivered.init.body), delivered.init.headers as Record<string, string>);
    expect(replay.statusCode).toBe(200);
    expect((await order(start.order_number)).payment_status).toBe('paid');
    expect(await callbacksOf(start.order_number)).toEqual([{ provider: 'bog', status: 'approved', outcome: 'paid' }]);
  });

  it('refuses a callback signed with another key or altered after signing, before reading it', async () => {
    const start = await started('BOG_CARD');
    const payment = bankPaymentsOf(start.order_number)[0];
    payment.status = 'approved';
    const genuine = bogCallback(outside.banks, payment);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = sign('sha256', Buffer.from(genuine.body), forger).toString('base64');
    expect((await callback('bog', genuine.body, { 'callback-signature': forged })).statusCode).toBe(401);
    const altered = genuine.body.replace('"completed"', '"rejected"');
    expect(
      (await callback('bog', altered, { 'callback-signature': genuine.headers['callback-signature'] })).statusCode,
    ).toBe(401);
    expect((await order(start.order_number)).payment_status).toBe('pending');
    // the genuine one settles it
    expect((await callback('bog', genuine.body, genuine.headers)).statusCode).toBe(200);
    expect((await order(start.order_number)).payment_status).toBe('paid');
  });

  it('refuses a payment of another amount or currency, whatever the signed callback says', async () => {
    const start = await started('BOG_CARD');
    const payment = bankPaymentsOf(start.order_number)[0];
    payment.status = 'approved';
    payment.amountTetri = 100;
    const cheaper = bogCallback(outside.banks, payment);
    const refused = await callback('bog', cheaper.body, cheaper.headers);
    expect([refused.statusCode, refused.json().message]).toEqual([422, 'The amount does not match the order.']);
    expect((await order(start.order_number)).payment_status).toBe('pending');
    // the bank's word on that payment is spent: recorded once, refused once
    expect((await callback('bog', cheaper.body, cheaper.headers)).statusCode).toBe(200);
    expect((await callbacksOf(start.order_number)).map((row) => row.outcome)).toEqual(['amount_mismatch']);

    const inDollars = await started('BOG_CARD');
    const dollars = bankPaymentsOf(inDollars.order_number)[0];
    dollars.status = 'approved';
    dollars.currency = 'USD';
    const signed = bogCallback(outside.banks, dollars);
    expect((await callback('bog', signed.body, signed.headers)).statusCode).toBe(422);
    expect((await order(inDollars.order_number)).payment_status).toBe('pending');
    expect((await callbacksOf(inDollars.order_number)).map((row) => row.outcome)).toEqual(['currency_mismatch']);
  });

  it('sends installments through the same API with the loan method; the calculator gets the order id', async () => {
    const start = await started('BOG_LOAN', { amount: 20.83, month: 12, discount_code: 'STANDARD' });
    const [payment] = bankPaymentsOf(start.order_number);
    expect(start.order_id).toBe(payment.id);
    expect(payment).toMatchObject({ method: 'BOG_LOAN', loan: { month: 12, discountCode: 'STANDARD' } });
    const calculator = await fetch(`${outside.url}/sandbox/bog/calculator/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: start.order_id, decision: 'approved' }),
    });
    expect((await calculator.json()).redirectUrl).toBe(`http://localhost/ka/success?order=${start.order_number}`);
    expect((await order(start.order_number)).payment_status).toBe('paid');
    // no bank refunds an installment by its API: the shop asks for the reference of the refund made at the
    // bank (installmentRefunds.test.ts: recorded as manual), and asks BOG nothing
    const { id } = await order(start.order_number);
    const asked = payment.refunds.length;
    const unreferenced = await refund(id, 100);
    expect([unreferenced.statusCode, unreferenced.json().message]).toEqual([
      422,
      expect.stringMatching(/refunded at the bank/),
    ]);
    expect(payment.refunds).toHaveLength(asked);
  });

  it('refunds a card payment in part and in full, once per idempotency key, never more than was paid', async () => {
    const start = await started('BOG_CARD');
    await decideAtBank(fetch, start, 'approved');
    const { id } = await order(start.order_number);
    expect((await refund(id, 100, 'refund-once-1')).json()).toMatchObject({ refunded: 100 });
    // the same request again (a retry): the same refund, not a second one
    expect((await refund(id, 100, 'refund-once-1')).json()).toMatchObject({ refunded: 100 });
    expect(bankPaymentsOf(start.order_number)[0].refunds.map((r) => r.amountTetri)).toEqual([10000]);
    const tooMuch = await refund(id, 150.01);
    expect([tooMuch.statusCode, tooMuch.json().errors]).toEqual([422, { amount: 'At most 150 ₾ can be refunded.' }]);
    const full = (await refund(id, 150)).json();
    expect(full).toMatchObject({ status: 'refunded', refunded: 250 });
    expect(full.refunds[1]).toMatchObject({ amount: 150, bankAnswer: expect.stringContaining('request_received') });
    // paid = refunded + outstanding, at the bank as in the shop
    expect(bankPaymentsOf(start.order_number)[0].refunds.map((r) => r.amountTetri)).toEqual([10000, 15000]);
  });
});

describe('TBC', () => {
  it('creates a payment with its API key and token and sends the shopper to the approval_url', async () => {
    const start = await started('TBC_CARD');
    const [payment] = bankPaymentsOf(start.order_number);
    expect(start.redirect).toBe(`${outside.url}/sandbox/tbc/pay/${payment.id}`);
    expect(payment).toMatchObject({ method: 'TBC_CARD', amountTetri: 25000, locale: 'ka' });
    expect(payment.successUrl).toBe(`http://localhost/api/payments/tbc/return?order=${start.order_number}&lang=ka`);
  });

  it('takes the unsigned callback as a name only: a pending payment changes nothing, then the decided one settles, even before the shop knew its id', async () => {
    const start = await started('TBC_CARD');
    const [payment] = bankPaymentsOf(start.order_number);
    const notice = JSON.stringify({ PaymentId: payment.id });
    // a callback the bank had no reason to send yet: the bank says the payment is still open
    expect((await callback('tbc', notice)).statusCode).toBe(200);
    expect((await order(start.order_number)).payment_status).toBe('pending');
    // out of order: the callback comes before the checkout stored the payment's id
    await db.query('UPDATE orders SET provider_order_id = NULL WHERE order_number = $1', [start.order_number]);
    outside.banks.dropCallbacks = true;
    await decideAtBank(fetch, start, 'approved');
    expect((await callback('tbc', notice)).statusCode).toBe(200);
    expect((await order(start.order_number)).payment_status).toBe('paid');
    // replayed: nothing more
    expect((await callback('tbc', notice)).statusCode).toBe(200);
    expect((await callbacksOf(start.order_number)).map((row) => [row.status, row.outcome])).toEqual([
      ['pending', 'pending'],
      ['approved', 'paid'],
    ]);
  });

  it('refuses a payment whose amount at the bank is not the order’s', async () => {
    const start = await started('TBC_CARD');
    const [payment] = bankPaymentsOf(start.order_number);
    payment.amountTetri = 2500;
    await decideAtBank(fetch, start, 'approved');
    expect((await order(start.order_number)).payment_status).toBe('pending');
    expect((await callbacksOf(start.order_number)).map((row) => row.outcome)).toEqual(['amount_mismatch']);
  });

  it('cancels with an amount: one partial cancel on the day of the payment, the bank refusing a second', async () => {
    const start = await started('TBC_CARD');
    await decideAtBank(fetch, start, 'approved');
    const { id } = await order(start.order_number);
    expect((await refund(id, 50)).json()).toMatchObject({ refunded: 50 });
    const second = await refund(id, 50);
    expect([second.statusCode, second.json().message]).toEqual([
      422,
      expect.stringMatching(/refused the refund: .*only once on the day/),
    ]);
    expect((await order(start.order_number)).refunded).toBe('50.00');
  });
});

describe('Liberty', () => {
  it('posts the signed form, asks the status after the callback, and refunds in part and in full', async () => {
    const start = await started('LIBERTY_CARD');
    expect(start.redirect).toBe(`${outside.url}/sandbox/liberty/pay`);
    expect(start.form_data).toMatchObject({
      merchant_id: outside.env.LIBERTY_MERCHANT_ID,
      order_id: start.order_number,
    });
    await decideAtBank(fetch, start, 'approved');
    expect((await order(start.order_number)).payment_status).toBe('paid');
    // a callback naming another order changes nothing of this one (the bank knows no such payment)
    expect((await callback('liberty', JSON.stringify({ order_id: 'TS-0' }))).statusCode).toBe(404);
    const { id } = await order(start.order_number);
    expect((await refund(id, 60)).json()).toMatchObject({ refunded: 60 });
    expect((await refund(id, 190)).json()).toMatchObject({ status: 'refunded', refunded: 250 });
    expect((await refund(id, 1)).statusCode).toBe(422);
  });
});

describe('a bank that does not answer', () => {
  it('turns checkout into a translated 503 "try another method"; the stock comes back, the bank holds one payment', async () => {
    const before = await liveStock();
    outside.banks.stallMs = 1500;
    const began = Date.now();
    const answer = await place('BOG_CARD');
    expect(Date.now() - began).toBeLessThan(5000);
    expect([answer.statusCode, answer.json().message]).toEqual([
      503,
      expect.stringMatching(/^ბანკი ამჟამად არ პასუხობს/),
    ]);
    expect(await liveStock()).toBe(before);
    const failed = await db.query<{ order_number: string; payment_status: string }>(
      "SELECT order_number, payment_status FROM orders WHERE payment = 'BOG_CARD' ORDER BY id DESC LIMIT 1",
    );
    expect(failed.rows[0].payment_status).toBe('failed');
    // the tries carried one idempotency key: once the bank catches up it holds one payment, never shown to anyone
    await outside.idle();
    expect(bankPaymentsOf(failed.rows[0].order_number)).toHaveLength(1);
  });

  it('a hiccup is tried again with the same idempotency key: one payment', async () => {
    outside.banks.failNext = 2;
    const start = await started('BOG_CARD');
    expect(bankPaymentsOf(start.order_number)).toHaveLength(1);
  });

  it('a refund or a callback whose bank stalls answers 503 and records nothing', async () => {
    const start = await started('BOG_CARD');
    outside.banks.dropCallbacks = true;
    await decideAtBank(fetch, start, 'approved');
    const payment = bankPaymentsOf(start.order_number)[0];
    outside.banks.stallMs = 1500;
    const { body, headers } = bogCallback(outside.banks, payment);
    expect((await callback('bog', body, headers)).statusCode).toBe(503);
    expect((await order(start.order_number)).payment_status).toBe('pending');
    outside.banks.stallMs = 0;
    expect((await callback('bog', body, headers)).statusCode).toBe(200);
    const { id } = await order(start.order_number);
    outside.banks.stallMs = 1500;
    expect((await refund(id, 10)).statusCode).toBe(503);
    expect((await order(start.order_number)).refunded).toBe('0.00');
  });
});

describe('reconciliation', () => {
  it('settles an order whose callback never came, as the callback would have, once', async () => {
    const start = await started('TBC_CARD');
    outside.banks.dropCallbacks = true;
    await decideAtBank(fetch, start, 'approved');
    expect((await order(start.order_number)).payment_status).toBe('pending');
    // too young to ask about yet
    await app.reconcilePayments();
    expect((await order(start.order_number)).payment_status).toBe('pending');
    await db.query("UPDATE orders SET created_at = now() - interval '10 minutes' WHERE order_number = $1", [
      start.order_number,
    ]);
    expect(await app.reconcilePayments()).toBeGreaterThanOrEqual(1);
    expect((await order(start.order_number)).payment_status).toBe('paid');
    expect(await callbacksOf(start.order_number)).toEqual([{ provider: 'tbc', status: 'approved', outcome: 'paid' }]);
    expect(await app.reconcilePayments()).toBe(0);
  });
});
