import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideOrder } from './support/banks';
import { operatorWithToken, type TestOperator } from './support/operators';

// Installment refunds (issue 34): no bank refunds a loan by its API, so the back office records the refund
// the operator made at the bank, with the bank's reference: a manual refund, counted at once.

let app: FastifyInstance;
let db: Database;
let shopper: TestUser;
let manager: TestOperator;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100' } }));
  shopper = await registerUser(app);
  manager = await operatorWithToken(app, db, 'manager');
});
afterAll(() => app.close());

async function paidOrder(paymethod: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.auth,
    payload: { products: { [await productId(app, 'delta-mount')]: 2 }, paymethod, comment: 'x' },
  });
  expect(response.statusCode).toBe(200);
  const number = response.json<{ order_number: string }>().order_number;
  await decideOrder(app, db, number);
  const { rows } = await db.query<{ id: number; status: string }>(
    'SELECT id, status FROM orders WHERE order_number = $1',
    [number],
  );
  expect(rows[0].status).toBe('paid');
  return rows[0].id;
}

const refund = (id: number, body: object, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund`,
    payload: body,
    headers: { ...manager.auth, 'accept-language': lang },
  });

describe('an installment refund', () => {
  it("is recorded as made at the bank: who, when, how much, the bank's reference, counted at once", async () => {
    const id = await paidOrder('TBC_LOAN');
    const unreferenced = await refund(id, { amount: 100, restock: false });
    expect(unreferenced.statusCode).toBe(422);
    expect(unreferenced.json().errors).toEqual({
      bankReference: 'An installment is refunded at the bank: do it there first, then enter the bank’s reference.',
    });
    expect((await refund(id, { amount: 100, restock: false }, 'ka')).json().message).toBe(
      'განვადება ბრუნდება ბანკში: ჯერ იქ დააბრუნეთ, შემდეგ შეიყვანეთ ბანკის ნომერი.',
    );

    const part = await refund(id, { amount: 100, restock: false, bankReference: ' TBC-RF-20261128-17 ' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ status: 'paid', refunded: 100 });
    expect(part.json().refunds).toEqual([
      expect.objectContaining({
        amount: 100,
        state: 'done',
        manual: true,
        providerRefundId: 'TBC-RF-20261128-17',
        operatorEmail: manager.email,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
    expect(JSON.parse(part.json().refunds[0].bankAnswer)).toEqual({
      manual: true,
      refundedAtBankBy: manager.email,
      reference: 'TBC-RF-20261128-17',
    });

    const rest = (await refund(id, { amount: 400, restock: true, bankReference: 'TBC-RF-2' })).json();
    expect(rest).toMatchObject({ status: 'refunded', refunded: 500 });
    expect(rest.refunds.map((entry: { manual: boolean }) => entry.manual)).toEqual([true, true]);
    expect((await refund(id, { amount: 1, restock: false, bankReference: 'again' })).statusCode).toBe(422);
    // the audit log names the operator
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE operator_email = $1 AND action = 'refunded'",
      [manager.email],
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('is not how a card payment is refunded: that goes through its bank, with no reference', async () => {
    const id = await paidOrder('BOG_CARD');
    const referenced = await refund(id, { amount: 10, restock: false, bankReference: 'X-1' });
    expect(referenced.statusCode).toBe(422);
    expect(referenced.json().errors).toHaveProperty('bankReference');
    const card = (await refund(id, { amount: 10, restock: false })).json();
    expect(card.refunds).toEqual([expect.objectContaining({ manual: false, state: 'done' })]);
  });
});
