import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import type { TestUser } from './helpers';
import { decideAtBank, type OutsideBanks, type Started } from './support/banks';
import { shopAtOutsideBanks } from './support/bankShop';
import type { TestOperator } from './support/operators';

// Payment attempts (issue 33, "Payment attempts are kept, all of them"): every bank payment an order starts
// is a row of its own; pay again supersedes the open one, which its bank may still approve. Such an older
// page paid is never forgotten: it pays the order still waiting, makes a cancelled one refund_due, and is a
// surplus listed with the orders due a refund when another attempt paid the order already. Each through
// the API, against the sandbox banks on a port of their own as the real banks are reached.

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
afterEach(() => {
  outside.banks.dropCallbacks = false;
});

type Method = 'BOG_CARD' | 'TBC_CARD' | 'LIBERTY_CARD';

async function checkout(paymethod: Method = 'BOG_CARD'): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shopper.auth, 'accept-language': 'en' },
    payload: { products: { [mount]: 1 }, paymethod, comment: 'attempts' },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function payAgain(number: string, paymethod: Method = 'BOG_CARD'): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders/${number}/pay`,
    headers: shopper.auth,
    payload: { paymethod },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const orderRow = async (number: string) =>
  (
    await db.query<{ id: number; status: string; payment: string; provider_order_id: string }>(
      'SELECT id, status, payment, provider_order_id FROM orders WHERE order_number = $1',
      [number],
    )
  ).rows[0];
const attempts = async (number: string) =>
  (
    await db.query<{ provider: string; bank_id: string; state: string; surplus: boolean; settled: boolean }>(
      `SELECT a.provider, a.bank_id, a.state, a.surplus, a.settled_at IS NOT NULL AS settled
       FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE o.order_number = $1 ORDER BY a.id`,
      [number],
    )
  ).rows;
const transitions = async (number: string) =>
  (
    await db.query<{ event: string; from_state: string; to_state: string }>(
      'SELECT event, from_state, to_state FROM order_transitions WHERE order_id = $1 ORDER BY id',
      [(await orderRow(number)).id],
    )
  ).rows.map((row) => `${row.event}: ${row.from_state} -> ${row.to_state}`);
const dueRefunds = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/orders?status=refund_due', headers: manager.auth }))
    .json<{ items: Array<{ number: string }> }>()
    .items.map((row) => row.number);
const liveStock = async () =>
  (await app.inject({ method: 'GET', url: '/api/product/delta-mount' })).json().data.live_stock as number;

describe('pay again keeps the older payment', () => {
  it('every payment started is an attempt; pay again supersedes the open one, still watched', async () => {
    const first = await checkout();
    const again = await payAgain(first.order_number);
    const rows = await attempts(first.order_number);
    expect(rows).toEqual([
      expect.objectContaining({ provider: 'bog', state: 'superseded', settled: false }),
      expect.objectContaining({ provider: 'bog', state: 'open', settled: false }),
    ]);
    expect(rows[0].bank_id).not.toBe(rows[1].bank_id);
    expect((await orderRow(first.order_number)).provider_order_id).toBe(rows[1].bank_id);
    expect(again.redirect).toContain(rows[1].bank_id);
  });

  it.each([
    ['the same bank', 'BOG_CARD'],
    ['another bank', 'TBC_CARD'],
  ] as const)(
    '%s: the OLDER page paid pays the order once; the newer paid too is a surplus listed for refund',
    async (_, second) => {
      const first = await checkout('BOG_CARD');
      const again = await payAgain(first.order_number, second);
      await decideAtBank(fetch, first, 'approved');
      const order = await orderRow(first.order_number);
      expect(order.status).toBe('paid');
      // the order's payment is the attempt that paid it: refunds go to its bank
      expect(order.payment).toBe('BOG_CARD');
      expect(await attempts(first.order_number)).toEqual([
        expect.objectContaining({ state: 'approved', surplus: false, settled: true }),
        expect.objectContaining({ state: 'superseded', settled: false }),
      ]);
      expect(await dueRefunds()).not.toContain(first.order_number);

      // the newer page is still open at its bank, and paid too: never forgotten
      await decideAtBank(fetch, again, 'approved');
      expect((await orderRow(first.order_number)).status).toBe('paid');
      expect(await attempts(first.order_number)).toEqual([
        expect.objectContaining({ state: 'approved', surplus: false }),
        expect.objectContaining({ state: 'approved', surplus: true, settled: true }),
      ]);
      expect(await dueRefunds()).toContain(first.order_number);
      // the operator sees which payment is the surplus, at which bank
      const detail = await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${(await orderRow(first.order_number)).id}`,
        headers: manager.auth,
      });
      expect(detail.json().attempts).toEqual([
        expect.objectContaining({ provider: 'bog', method: 'BOG_CARD', state: 'approved', surplus: false }),
        expect.objectContaining({ method: second, state: 'approved', surplus: true, settledAt: expect.any(String) }),
      ]);
      expect(await transitions(first.order_number)).toEqual([
        'pay_again: pending -> pending',
        'bank_approved: pending -> paid',
        'bank_approved_again: paid -> paid',
      ]);
    },
  );

  it('Liberty names a payment by its order: pay again there is the same payment, asked about once', async () => {
    const first = await checkout('LIBERTY_CARD');
    const again = await payAgain(first.order_number, 'LIBERTY_CARD');
    expect((await attempts(first.order_number)).map((row) => [row.bank_id, row.state, row.settled])).toEqual([
      [first.order_number, 'superseded', true],
      [first.order_number, 'open', false],
    ]);
    await decideAtBank(fetch, again, 'approved');
    expect((await orderRow(first.order_number)).status).toBe('paid');
    expect((await attempts(first.order_number)).map((row) => row.state)).toEqual(['superseded', 'approved']);
  });

  it('another bank, its callback lost: the reconciliation asks about the superseded attempt and pays the order', async () => {
    const first = await checkout('TBC_CARD');
    await payAgain(first.order_number, 'BOG_CARD');
    outside.banks.dropCallbacks = true;
    await decideAtBank(fetch, first, 'approved');
    expect((await orderRow(first.order_number)).status).toBe('pending');
    // the reconciliation asks about the payments of orders placed a few minutes ago
    await db.query("UPDATE orders SET created_at = now() - interval '10 minutes' WHERE order_number = $1", [
      first.order_number,
    ]);
    await app.reconcilePayments();
    const order = await orderRow(first.order_number);
    expect([order.status, order.payment]).toEqual(['paid', 'TBC_CARD']);
    // a refund goes to the bank that holds the money
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: manager.auth,
      payload: { amount: 10, restock: false },
    });
    expect(refund.statusCode).toBe(200);
    const atBank = [...outside.banks.payments.values()].filter((p) => p.orderNumber === first.order_number);
    expect(atBank.map((p) => p.refunds.map((r) => r.amountTetri))).toEqual([[1000], []]);
  });

  it('only the older page paid, its callback lost, the reservation ends: paid, never failed', async () => {
    const first = await checkout();
    await payAgain(first.order_number);
    outside.banks.dropCallbacks = true;
    await decideAtBank(fetch, first, 'approved');
    await db.query(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE order_number = $1`, [
      first.order_number,
    ]);
    await app.runJobs();
    expect((await orderRow(first.order_number)).status).toBe('paid');
    expect(await transitions(first.order_number)).toEqual([
      'pay_again: pending -> pending',
      'bank_approved: pending -> paid',
    ]);
  });

  it('the newer page declined, then the older paid: taken after all (paid_after_expiry), not failed', async () => {
    const before = await liveStock();
    const first = await checkout();
    const again = await payAgain(first.order_number);
    await decideAtBank(fetch, again, 'declined');
    expect((await orderRow(first.order_number)).status).toBe('failed');
    expect(await liveStock()).toBe(before);
    await decideAtBank(fetch, first, 'approved');
    expect((await orderRow(first.order_number)).status).toBe('paid_after_expiry');
    expect(await liveStock()).toBe(before - 1);
  });

  it('a superseded page declined moves nothing: the order waits for its current one', async () => {
    const first = await checkout();
    const again = await payAgain(first.order_number);
    await decideAtBank(fetch, first, 'declined');
    expect((await orderRow(first.order_number)).status).toBe('pending');
    await decideAtBank(fetch, again, 'approved');
    expect((await orderRow(first.order_number)).status).toBe('paid');
    expect((await attempts(first.order_number)).map((row) => row.state)).toEqual(['declined', 'approved']);
  });

  it.each([
    ['its callback', false],
    ['the reconciliation, its callback lost', true],
  ])(
    'cancelled after pay again, the older page paid, found by %s: refund_due, listed for operators',
    async (_, lost) => {
      const first = await checkout();
      await payAgain(first.order_number, 'TBC_CARD');
      const cancel = await app.inject({
        method: 'POST',
        url: `/api/orders/${first.order_number}/cancel`,
        headers: shopper.auth,
      });
      expect(cancel.statusCode).toBe(200);
      outside.banks.dropCallbacks = lost;
      await decideAtBank(fetch, first, 'approved');
      if (lost) {
        expect((await orderRow(first.order_number)).status).toBe('cancelled');
        await db.query("UPDATE orders SET created_at = now() - interval '10 minutes' WHERE order_number = $1", [
          first.order_number,
        ]);
        await app.reconcilePayments();
      }
      const order = await orderRow(first.order_number);
      expect([order.status, order.payment]).toEqual(['refund_due', 'BOG_CARD']);
      expect(await dueRefunds()).toContain(first.order_number);
    },
  );

  it('a reading is matched to its attempt by the bank’s id, whatever order a callback names', async () => {
    const mine = await checkout();
    const other = await checkout();
    await payAgain(other.order_number);
    outside.banks.dropCallbacks = true;
    await decideAtBank(fetch, other, 'approved');
    const otherFirstId = (await attempts(other.order_number))[0].bank_id;
    // an unsigned callback naming the other order's older payment and my order: the bank's record decides
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/bog/callback',
      headers: { 'content-type': 'application/json' },
      payload: { event: 'order_payment', body: { order_id: otherFirstId, external_order_id: mine.order_number } },
    });
    expect(response.statusCode).toBe(200);
    expect((await orderRow(mine.order_number)).status).toBe('pending');
    expect((await orderRow(other.order_number)).status).toBe('paid');
    expect((await attempts(other.order_number)).map((row) => row.state)).toEqual(['approved', 'superseded']);
  });
});
