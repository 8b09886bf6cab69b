import type { FastifyInstance } from 'fastify';
import type { Mail } from '../src/auth/mailer';
import type { Database } from '../src/db/client';
import { bogCallback } from '../src/payments/sandbox/bog';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideAtBank, startOutsideBanks, type OutsideBanks, type Started } from './support/banks';
import { operatorWithToken, type TestOperator } from './support/operators';

// Where pay again, cancel, refunds and the banks' readings meet (issue 33's findings), each through
// the API, against the sandbox banks on a port of their own as the real banks are reached.

let outside: OutsideBanks;
let app: FastifyInstance;
let db: Database;
let mails: Mail[];
let shopper: TestUser;
let manager: TestOperator;
let mount: number;
let refractor: number;

beforeAll(async () => {
  outside = await startOutsideBanks();
  ({ app, db, mails } = await buildTestApp({
    env: { ...outside.env, PAYMENT_RECONCILE_SECONDS: '0', MAX_UNPAID_ORDERS: '100', MAX_UNPAID_UNITS: '3' },
  }));
  outside.callbacksTo(app);
  shopper = await registerUser(app);
  manager = await operatorWithToken(app, db, 'manager');
  mount = await productId(app, 'delta-mount');
  refractor = await productId(app, 'alpha-refractor');
});
afterAll(async () => {
  await app.close();
  await outside.close();
});
afterEach(() => {
  outside.banks.dropCallbacks = false;
  outside.banks.failNext = 0;
});

async function checkout(payload: object = {}, user = shopper): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...user.auth, 'accept-language': 'en' },
    payload: { products: { [mount]: 1 }, paymethod: 'BOG_CARD', comment: 'x', ...payload },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const shopperAct = (number: string, action: 'pay' | 'cancel', user = shopper) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${number}/${action}`,
    headers: user.auth,
    payload: action === 'pay' ? { paymethod: 'BOG_CARD' } : undefined,
  });
const orderRow = async (number: string) =>
  (
    await db.query<{ id: number; status: string; refunded: string }>(
      'SELECT id, status, refunded FROM orders WHERE order_number = $1',
      [number],
    )
  ).rows[0];
const liveStock = async (slug = 'delta-mount') =>
  (await app.inject({ method: 'GET', url: `/api/product/${slug}` })).json().data.live_stock as number;
const admin = async (number: string, action: string, payload?: object, headers: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${(await orderRow(number)).id}/${action}`,
    headers: { ...manager.auth, 'accept-language': 'en', ...headers },
    payload,
  });
const bankPayment = (number: string) =>
  [...outside.banks.payments.values()].filter((payment) => payment.orderNumber === number).at(-1)!;
const mailSubjects = async (number: string) => {
  await app.sendMails();
  return mails.filter((mail) => mail.subject.includes(number)).map((mail) => mail.subject);
};

describe('cancel while the bank page is open, then pay', () => {
  it.each(['shopper', 'operator'] as const)(
    'cancelled by the %s: the money taken makes it refund_due, listed for operators; its stock is not taken again',
    async (who) => {
      const before = await liveStock();
      const start = await checkout();
      expect(
        (who === 'shopper' ? await shopperAct(start.order_number, 'cancel') : await admin(start.order_number, 'cancel'))
          .statusCode,
      ).toBe(200);
      expect(await liveStock()).toBe(before);
      await decideAtBank(fetch, start, 'approved');
      expect((await orderRow(start.order_number)).status).toBe('refund_due');
      expect(await liveStock()).toBe(before);
      const listed = await app.inject({
        method: 'GET',
        url: '/api/admin/orders?status=refund_due',
        headers: manager.auth,
      });
      expect(listed.json().items.map((row: { number: string }) => row.number)).toContain(start.order_number);
      // never "paid" for an order the shopper was told is cancelled
      expect(await mailSubjects(start.order_number)).not.toContain(`Order ${start.order_number} is paid`);
      const life = await db.query(
        'SELECT event, from_state, to_state, actor FROM order_transitions WHERE order_id = $1 ORDER BY id',
        [(await orderRow(start.order_number)).id],
      );
      expect(life.rows).toEqual([
        expect.objectContaining({ event: 'cancel', from_state: 'pending', to_state: 'cancelled' }),
        { event: 'bank_approved', from_state: 'cancelled', to_state: 'refund_due', actor: 'bank' },
      ]);
    },
  );
});

describe('pay again holds the order to the checkout’s rules', () => {
  it('a one-use promo code pays one order only', async () => {
    await db.query(
      `INSERT INTO promos (code, kind, value, expires_at, max_uses) VALUES ('ONCE33', 'fixed', 10, now() + interval '1 day', 1)`,
    );
    const first = await checkout({ promo: 'ONCE33' });
    await decideAtBank(fetch, first, 'declined');
    // its use ended with the decline: another order takes the code
    const second = await checkout({ promo: 'ONCE33' });
    const again = await shopperAct(first.order_number, 'pay');
    expect([again.statusCode, again.json().message]).toEqual([422, expect.stringMatching(/ONCE33/)]);
    expect((await orderRow(first.order_number)).status).toBe('failed');
    await decideAtBank(fetch, second, 'approved');
    expect((await orderRow(second.order_number)).status).toBe('paid');
  });

  it('an account cannot hold more unpaid units by declining and paying again', async () => {
    const someone = await registerUser(app);
    const first = await checkout({ products: { [refractor]: 3 } }, someone);
    await decideAtBank(fetch, first, 'declined');
    await checkout({ products: { [refractor]: 3 } }, someone);
    const before = await liveStock('alpha-refractor');
    const again = await shopperAct(first.order_number, 'pay', someone);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/unpaid/i);
    expect(await liveStock('alpha-refractor')).toBe(before);
  });
});

describe('bank readings', () => {
  it('a refused reading (another amount) never blocks the bank’s correct word later', async () => {
    const start = await checkout();
    outside.banks.dropCallbacks = true;
    const payment = bankPayment(start.order_number);
    const amount = payment.amountTetri;
    payment.status = 'approved';
    payment.amountTetri = 100;
    const wrong = bogCallback(outside.banks, payment);
    const callback = (body: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/bog/callback',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    expect((await callback(wrong.body, wrong.headers)).statusCode).toBe(422);
    payment.amountTetri = amount;
    const right = bogCallback(outside.banks, payment);
    expect((await callback(right.body, right.headers)).statusCode).toBe(200);
    expect((await orderRow(start.order_number)).status).toBe('paid');
  });

  it('expiry asks the bank first: a payment whose callback was lost pays its order, never expires it', async () => {
    outside.banks.dropCallbacks = true;
    const start = await checkout();
    await decideAtBank(fetch, start, 'approved');
    await db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE order_number = $1`, [
      start.order_number,
    ]);
    await app.runJobs();
    expect((await orderRow(start.order_number)).status).toBe('paid');
    const life = await db.query<{ event: string }>('SELECT event FROM order_transitions WHERE order_id = $1', [
      (await orderRow(start.order_number)).id,
    ]);
    expect(life.rows.map((row) => row.event)).toEqual(['bank_approved']);
  });

  it('an unsigned BOG callback and a form-encoded TBC one make the shop ask the bank', async () => {
    outside.banks.dropCallbacks = true;
    const bog = await checkout();
    await decideAtBank(fetch, bog, 'approved');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/bog/callback',
      headers: { 'content-type': 'application/json' },
      payload: { event: 'order_payment', body: { order_id: bankPayment(bog.order_number).id } },
    });
    expect(unsigned.statusCode).toBe(200);
    expect((await orderRow(bog.order_number)).status).toBe('paid');

    const tbc = await checkout({ paymethod: 'TBC_CARD' });
    await decideAtBank(fetch, tbc, 'approved');
    const form = await app.inject({
      method: 'POST',
      url: '/api/payments/tbc/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `PaymentId=${encodeURIComponent(bankPayment(tbc.order_number).id)}`,
    });
    expect(form.statusCode).toBe(200);
    expect((await orderRow(tbc.order_number)).status).toBe('paid');
  });

  it('many hints about one payment ask its bank a few times only', async () => {
    const start = await checkout({ paymethod: 'TBC_CARD' });
    // every call the bank gets from now on fails, and is counted by what it leaves of failNext
    outside.banks.failNext = 1000;
    const answers = [];
    for (let i = 0; i < 20; i += 1)
      answers.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/payments/tbc/callback',
            payload: { PaymentId: bankPayment(start.order_number).id },
          })
        ).statusCode,
      );
    const calls = 1000 - outside.banks.failNext;
    outside.banks.failNext = 0;
    expect(answers.filter((status) => status === 503)).toHaveLength(5);
    expect(calls).toBeLessThan(20);
  });

  it('the return address answers alike for every order number, whoever asks', async () => {
    const start = await checkout({ paymethod: 'TBC_CARD' });
    await decideAtBank(fetch, start, 'declined');
    const mine = await app.inject({ method: 'GET', url: `/api/payments/tbc/return?order=${start.order_number}` });
    const other = await app.inject({ method: 'GET', url: `/api/payments/bog/return?order=${start.order_number}` });
    const nobody = await app.inject({ method: 'GET', url: '/api/payments/tbc/return?order=TS-99999999' });
    expect([mine.statusCode, mine.headers.location]).toEqual([303, `/ka/orders/${start.order_number}`]);
    expect([other.statusCode, other.headers.location]).toEqual([303, `/ka/orders/${start.order_number}`]);
    expect([nobody.statusCode, nobody.headers.location]).toEqual([303, '/ka/orders/TS-99999999']);
  });
});

describe('refunds', () => {
  it('an idempotency key used on one order makes a refund at the bank on another order too', async () => {
    const first = await checkout();
    const second = await checkout();
    for (const start of [first, second]) await decideAtBank(fetch, start, 'approved');
    const key = { 'idempotency-key': 'refund-key-33' };
    expect((await admin(first.order_number, 'refund', { amount: 10, restock: false }, key)).statusCode).toBe(200);
    expect((await admin(second.order_number, 'refund', { amount: 10, restock: false }, key)).statusCode).toBe(200);
    expect(bankPayment(second.order_number).refunds.map((refund) => refund.amountTetri)).toEqual([1000]);
    expect((await orderRow(second.order_number)).refunded).toBe('10.00');
  });

  it('a part refund restocks only the units it names; a fully refunded order cannot ship', async () => {
    const start = await checkout({ products: { [mount]: 2 } });
    await decideAtBank(fetch, start, 'approved');
    expect((await admin(start.order_number, 'status', { status: 'packed' })).statusCode).toBe(200);
    const before = await liveStock();
    const unnamed = await admin(start.order_number, 'refund', { amount: 100, restock: true });
    expect([unnamed.statusCode, unnamed.json().errors]).toEqual([
      422,
      { units: expect.stringMatching(/Name the units/) },
    ]);
    const named = await admin(start.order_number, 'refund', { amount: 100, restock: true, units: { [mount]: 1 } });
    expect(named.json()).toMatchObject({ status: 'packed', refunded: 100 });
    expect(named.json().refunds).toEqual([expect.objectContaining({ state: 'done', restockedUnits: { [mount]: 1 } })]);
    expect(await liveStock()).toBe(before + 1);
    const total = (
      await app.inject({ method: 'GET', url: `/api/orders/${start.order_number}`, headers: shopper.auth })
    ).json().data.totals.total as number;
    const rest = await admin(start.order_number, 'refund', { amount: total - 100, restock: true });
    expect(rest.json()).toMatchObject({ status: 'refunded' });
    // the unit not named before comes back with the rest, the named one not twice
    expect(await liveStock()).toBe(before + 2);
    const ship = await admin(start.order_number, 'status', { status: 'shipped', trackingNumber: 'RR1GE' });
    expect(ship.statusCode).toBe(422);
  });

  it('a BOG refund the bank only "received" stays requested until the bank’s record shows it given back, then settles by itself', async () => {
    const start = await checkout();
    await decideAtBank(fetch, start, 'approved');
    const payment = bankPayment(start.order_number);
    // the bank answers request_received, but its record (the receipt) does not show the refund yet
    const processing: typeof payment.refunds = [];
    payment.refunds.push = (...refunds) => processing.push(...refunds);
    const key = { 'idempotency-key': 'refund-received-33' };
    const asked = await admin(start.order_number, 'refund', { amount: 10, restock: false }, key);
    expect(asked.json()).toMatchObject({ status: 'paid', refunded: 0 });
    expect(asked.json().refunds).toEqual([
      expect.objectContaining({ state: 'requested', bankAnswer: expect.stringContaining('request_received') }),
    ]);
    expect(await mailSubjects(start.order_number)).not.toContainEqual(expect.stringMatching(/^Refund/));
    // a reconciliation round before the bank has given it back leaves it requested
    await app.runJobs();
    const id = (await orderRow(start.order_number)).id;
    const read = async () =>
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: manager.auth })).json();
    expect((await read()).refunds).toEqual([expect.objectContaining({ state: 'requested' })]);
    // the bank has given it back: the next round pulls its record and settles it, nobody asking again
    payment.refunds = [...processing];
    await app.runJobs();
    const settled = await read();
    expect(settled).toMatchObject({ status: 'paid', refunded: 10 });
    expect(settled.refunds).toEqual([expect.objectContaining({ state: 'done' })]);
    expect(await mailSubjects(start.order_number)).toContainEqual(expect.stringMatching(/^Refund of/));
    // the same request again finds it done, made once at the bank
    const again = await admin(start.order_number, 'refund', { amount: 10, restock: false }, key);
    expect(again.json()).toMatchObject({ status: 'paid', refunded: 10 });
    expect(payment.refunds).toHaveLength(1);
  });

  it('a refund whose bank has not answered yet holds up no other request', async () => {
    const start = await checkout();
    await decideAtBank(fetch, start, 'approved');
    const id = (await orderRow(start.order_number)).id;
    const bank = outside.hold('/payment/refund/');
    const refunding = admin(start.order_number, 'refund', { amount: 10, restock: false });
    await bank.reached;
    // the shop waits for the bank: the database is free for others meanwhile (reads and writes)
    const others = Promise.all([
      app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: manager.auth }),
      checkout({ paymethod: 'TBC_CARD' }),
    ]);
    const first = await Promise.race([refunding.then(() => 'refund'), others.then(() => 'others')]);
    bank.release();
    expect(first).toBe('others');
    expect((await refunding).json()).toMatchObject({ refunded: 10 });
    expect((await others)[0].statusCode).toBe(200);
  });

  it('a refund the bank refuses is kept as failed, with the bank’s words, and counts for nothing', async () => {
    const start = await checkout();
    await decideAtBank(fetch, start, 'approved');
    // given back already at the bank itself (its own dashboard): the bank refuses the shop's refund
    const payment = [...outside.banks.payments.values()].find((paid) => paid.orderNumber === start.order_number);
    if (!payment) throw new Error('the bank has no such payment');
    payment.refunds.push({ amountTetri: payment.amountTetri, at: new Date(), id: 'at-the-bank' });
    const part = await admin(start.order_number, 'refund', { amount: 10, restock: false });
    expect(part.statusCode).toBe(422);
    const detail = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${(await orderRow(start.order_number)).id}`,
        headers: manager.auth,
      })
    ).json();
    expect(detail).toMatchObject({ status: 'paid', refunded: 0 });
    expect(detail.refunds).toEqual([
      expect.objectContaining({ state: 'failed', bankAnswer: expect.stringMatching(/exceeds what can be refunded/) }),
    ]);
  });
});
