import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { refundedTetri } from '../src/payments/sandbox/store';
import type { TestUser } from './helpers';
import { decideAtBank, type OutsideBanks, type Started } from './support/banks';
import { shopAtOutsideBanks } from './support/bankShop';
import type { TestOperator } from './support/operators';

// The order's payment beside its life (issue 33): a part refund leaves the order where it is, its payment
// "partly refunded", for operators (list, filter, order) and on the shopper's page; declined and expired
// told apart. And every refund is made at the bank of the payment it gives back, by that payment's own
// id: the order's own, or a surplus attempt's (an older page paid after a newer one). After each, what the
// bank holds of each of its payments is what the shop records of that payment. Against the sandbox banks
// on a port of their own, as the real banks are reached.

let outside: OutsideBanks;
let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
let manager: TestOperator;
let mount: number;

let close: () => Promise<void>;
beforeAll(async () => {
  ({ outside, app, db, shopper, manager, mount, close } = await shopAtOutsideBanks());
});
afterAll(() => close());

type Method = 'BOG_CARD' | 'TBC_CARD';

async function checkout(units = 1, paymethod: Method = 'BOG_CARD'): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shopper.auth, 'accept-language': 'en' },
    payload: { products: { [mount]: units }, paymethod, comment: 'refunds' },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function payAgain(number: string, paymethod: Method): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders/${number}/pay`,
    headers: shopper.auth,
    payload: { paymethod },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const orderId = async (number: string) =>
  (await db.query<{ id: number }>('SELECT id FROM orders WHERE order_number = $1', [number])).rows[0].id;
const detail = async (number: string) =>
  (await app.inject({ method: 'GET', url: `/api/admin/orders/${await orderId(number)}`, headers: manager.auth })).json<{
    status: string;
    paymentState: string;
    total: number;
    refunded: number;
    attempts: Array<{ id: number; bankId: string; method: string; surplus: boolean; refunded: number }>;
  }>();
const admin = async (number: string, action: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${await orderId(number)}/${action}`,
    headers: { ...manager.auth, 'accept-language': 'en' },
    payload,
  });
const listed = async (query: string) =>
  (await app.inject({ method: 'GET', url: `/api/admin/orders?${query}&perPage=100`, headers: manager.auth })).json<{
    items: Array<{ number: string; status: string; paymentState: string }>;
  }>().items;
const shopperPage = async (number: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: shopper.auth })).json().data as {
    status: string;
    payment_state: string;
    timeline: Array<{ status: string; amount: number | null }>;
  };

/** lari each of the order's payments at its bank still holds (approved, less what it gave back), by bank id */
const heldAtBank = (number: string) =>
  Object.fromEntries(
    [...outside.banks.payments.values()]
      .filter((payment) => payment.orderNumber === number)
      .map((payment) => [
        payment.id,
        payment.status === 'approved' ? (payment.amountTetri - refundedTetri(payment)) / 100 : 0,
      ]),
  );
/** what the shop records each of the order's attempts holds: the one that paid it the order's, a surplus its own */
async function recordedByShop(number: string) {
  const order = await detail(number);
  const { rows } = await db.query<{
    bank_id: string;
    state: string;
    surplus: boolean;
    amount: string;
    refunded: string;
  }>(
    `SELECT a.bank_id, a.state, a.surplus, a.amount, a.refunded FROM payment_attempts a
     JOIN orders o ON o.id = a.order_id WHERE o.order_number = $1`,
    [number],
  );
  const paidBy = (
    await db.query<{ id: string }>('SELECT provider_order_id AS id FROM orders WHERE order_number = $1', [number])
  ).rows[0].id;
  return Object.fromEntries(
    rows.map((row) => {
      if (row.state !== 'approved') return [row.bank_id, 0];
      if (row.surplus) return [row.bank_id, Number(row.amount) - Number(row.refunded)];
      return [row.bank_id, row.bank_id === paidBy ? order.total - order.refunded : 0];
    }),
  );
}

describe('partly refunded', () => {
  it('a part refund leaves the order where it is, its payment partly refunded, for operators and the shopper', async () => {
    const start = await checkout(2);
    await decideAtBank(fetch, start, 'approved');
    expect((await admin(start.order_number, 'status', { status: 'packed' })).statusCode).toBe(200);
    const part = await admin(start.order_number, 'refund', { amount: 10, restock: false });
    expect(part.json()).toMatchObject({ status: 'packed', paymentState: 'partly_refunded', refunded: 10 });
    // listed by its payment, and still by its life
    const partly = await listed('paymentState=partly_refunded');
    expect(partly.find((row) => row.number === start.order_number)).toMatchObject({
      status: 'packed',
      paymentState: 'partly_refunded',
    });
    expect((await listed('paymentState=paid')).map((row) => row.number)).not.toContain(start.order_number);
    expect((await listed('status=packed')).map((row) => row.number)).toContain(start.order_number);
    const page = await shopperPage(start.order_number);
    expect([page.status, page.payment_state]).toEqual(['packed', 'partly_refunded']);
    expect(page.timeline.filter((step) => step.status === 'refunded')).toEqual([
      expect.objectContaining({ amount: 10 }),
    ]);
    // it still ships; all the rest given back, it is refunded and no longer can
    expect((await admin(start.order_number, 'status', { status: 'shipped', trackingNumber: 'RR2GE' })).statusCode).toBe(
      200,
    );
    const { total } = await detail(start.order_number);
    const rest = await admin(start.order_number, 'refund', { amount: total - 10, restock: false });
    expect(rest.json()).toMatchObject({ status: 'refunded', paymentState: 'refunded' });
    expect((await shopperPage(start.order_number)).payment_state).toBe('refunded');
    expect((await admin(start.order_number, 'status', { status: 'delivered' })).statusCode).toBe(422);
  });

  it('a refund the bank refused is no news on the shopper’s page, and leaves the payment paid', async () => {
    const start = await checkout();
    await decideAtBank(fetch, start, 'approved');
    const payment = [...outside.banks.payments.values()].find((paid) => paid.orderNumber === start.order_number)!;
    payment.refunds.push({ amountTetri: payment.amountTetri, at: new Date(), id: 'at-the-bank' });
    expect((await admin(start.order_number, 'refund', { amount: 10, restock: false })).statusCode).toBe(422);
    const page = await shopperPage(start.order_number);
    expect(page.payment_state).toBe('paid');
    expect(page.timeline.map((step) => step.status)).not.toContain('refunded');
  });

  it('a payment the bank declined is declined; one whose reservation ran out is expired', async () => {
    const declined = await checkout();
    await decideAtBank(fetch, declined, 'declined');
    const expired = await checkout();
    await db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE order_number = $1`, [
      expired.order_number,
    ]);
    await app.runJobs();
    expect((await detail(declined.order_number)).paymentState).toBe('declined');
    expect((await detail(expired.order_number)).paymentState).toBe('expired');
    expect((await listed('paymentState=expired')).map((row) => row.number)).toEqual(
      expect.arrayContaining([expired.order_number]),
    );
    expect((await listed('paymentState=expired')).map((row) => row.number)).not.toContain(declined.order_number);
  });
});

describe('a refund is made at the bank of the payment it gives back', () => {
  it('a surplus (the newer page paid too, at another bank) is given back against its own payment', async () => {
    const first = await checkout(1, 'BOG_CARD');
    const again = await payAgain(first.order_number, 'TBC_CARD');
    await decideAtBank(fetch, first, 'approved');
    await decideAtBank(fetch, again, 'approved');
    const before = await detail(first.order_number);
    const [paid, surplus] = before.attempts;
    expect([paid.method, paid.surplus, surplus.method, surplus.surplus]).toEqual(['BOG_CARD', false, 'TBC_CARD', true]);
    expect(heldAtBank(first.order_number)).toEqual({ [paid.bankId]: before.total, [surplus.bankId]: before.total });
    expect(await recordedByShop(first.order_number)).toEqual(heldAtBank(first.order_number));
    expect((await listed('paymentState=refund_due')).map((row) => row.number)).toContain(first.order_number);

    // only a surplus is given back by its attempt
    const notSurplus = await admin(first.order_number, 'refund', { amount: 1, restock: false, attemptId: paid.id });
    expect([notSurplus.statusCode, notSurplus.json().errors]).toEqual([422, { attemptId: expect.any(String) }]);

    const given = await admin(first.order_number, 'refund', {
      amount: before.total,
      restock: false,
      attemptId: surplus.id,
    });
    expect(given.statusCode).toBe(200);
    // the TBC payment gave back its money; the BOG one that paid the order was not touched
    expect(heldAtBank(first.order_number)).toEqual({ [paid.bankId]: before.total, [surplus.bankId]: 0 });
    expect(await recordedByShop(first.order_number)).toEqual(heldAtBank(first.order_number));
    expect(given.json()).toMatchObject({ status: 'paid', paymentState: 'paid', refunded: 0 });
    expect(given.json().attempts[1]).toMatchObject({ surplus: true, refunded: before.total });
    // no longer listed with the orders due a refund
    expect((await listed('status=refund_due')).map((row) => row.number)).not.toContain(first.order_number);
    expect((await listed('paymentState=refund_due')).map((row) => row.number)).not.toContain(first.order_number);
    // nothing more to give back of it
    const again2 = await admin(first.order_number, 'refund', { amount: 1, restock: false, attemptId: surplus.id });
    expect(again2.statusCode).toBe(422);

    // the order's own refund goes to the payment that paid it
    await admin(first.order_number, 'refund', { amount: 5, restock: false });
    expect(heldAtBank(first.order_number)).toEqual({ [paid.bankId]: before.total - 5, [surplus.bankId]: 0 });
    expect(await recordedByShop(first.order_number)).toEqual(heldAtBank(first.order_number));
  });

  it('cancelled after pay again, the older page paid at another bank: refunded there, by its own payment', async () => {
    const first = await checkout(1, 'BOG_CARD');
    const again = await payAgain(first.order_number, 'TBC_CARD');
    expect(
      (await app.inject({ method: 'POST', url: `/api/orders/${first.order_number}/cancel`, headers: shopper.auth }))
        .statusCode,
    ).toBe(200);
    await decideAtBank(fetch, first, 'approved');
    const due = await detail(first.order_number);
    expect([due.status, due.paymentState]).toEqual(['refund_due', 'refund_due']);
    const [older, newer] = due.attempts;
    expect(heldAtBank(first.order_number)).toEqual({ [older.bankId]: due.total, [newer.bankId]: 0 });
    const refund = await admin(first.order_number, 'refund', { amount: due.total, restock: false });
    expect(refund.json()).toMatchObject({ status: 'refunded', paymentState: 'refunded' });
    expect(heldAtBank(first.order_number)).toEqual({ [older.bankId]: 0, [newer.bankId]: 0 });
    // the newer page, never paid, is still watched: paid now, it is a surplus
    await decideAtBank(fetch, again, 'approved');
    expect(await recordedByShop(first.order_number)).toEqual(heldAtBank(first.order_number));
    expect((await listed('status=refund_due')).map((row) => row.number)).toContain(first.order_number);
  });
});
