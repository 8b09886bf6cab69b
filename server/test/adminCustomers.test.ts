import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser } from './helpers';
import { decideOrder } from './support/banks';
import { operatorWithToken, type TestOperator } from './support/operators';

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
beforeAll(async () => {
  ({ app, db } = await buildTestApp());
  manager = await operatorWithToken(app, db, 'manager');
});
afterAll(() => app.close());

const as = (method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url, headers: { ...manager.auth, 'accept-language': 'en' } });

/** a paid order of the shopper's */
async function paidOrder(auth: { authorization: string }, slug: string, quantity: number) {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: auth,
    payload: { products: { [await productId(app, slug)]: quantity }, paymethod: 'BOG_CARD', comment: 'x' },
  });
  const number = placed.json().order_number;
  expect((await decideOrder(app, db, number)).status).toBe(303);
  return number;
}

describe('customers', () => {
  it('lists customers with their orders and what they spent', async () => {
    const shopper = await registerUser(app, { fname: 'Mariam', lname: 'Kapanadze' });
    const number = await paidOrder(shopper.auth, 'delta-mount', 2);
    const list = (await as('GET', '/api/admin/customers?q=kapanadze')).json();
    expect(list).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          id: shopper.id,
          email: shopper.email,
          name: 'Mariam Kapanadze',
          orders: 1,
          spent: 500,
          disabled: false,
        }),
      ],
    });
    const detail = (await as('GET', `/api/admin/customers/${shopper.id}`)).json();
    expect(detail.orderList).toEqual([expect.objectContaining({ number, status: 'paid', total: 500 })]);
  });

  it('disables an account: its sessions end and it cannot sign in until enabled', async () => {
    const shopper = await registerUser(app);
    const profile = () => app.inject({ method: 'GET', url: '/api/user', headers: shopper.auth });
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': 'en' },
        payload: { email: shopper.email, password: shopper.password },
      });
    expect((await profile()).statusCode).toBe(200);
    expect((await as('POST', `/api/admin/customers/${shopper.id}/disable`)).json()).toMatchObject({ disabled: true });
    expect((await profile()).statusCode).toBe(401);
    const refused = await login();
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'This account is disabled. Please contact the shop.',
    ]);
    expect((await as('POST', `/api/admin/customers/${shopper.id}/enable`)).json()).toMatchObject({ disabled: false });
    expect((await login()).statusCode).toBe(200);
    const audit = await db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'customer' AND entity_id = $1 ORDER BY id",
      [String(shopper.id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['disable', 'enable']);
  });
});

describe('the dashboard', () => {
  it("counts today's and this week's paid orders and revenue, the orders waiting, and low stock", async () => {
    const before = (await as('GET', '/api/admin/dashboard')).json();
    const shopper = await registerUser(app);
    await paidOrder(shopper.auth, 'delta-mount', 1);
    const after = (await as('GET', '/api/admin/dashboard')).json();
    expect(after.ordersToday).toBe(before.ordersToday + 1);
    expect(after.revenueToday).toBe(before.revenueToday + 250);
    expect(after.ordersWeek).toBe(before.ordersWeek + 1);
    expect(after.awaiting.paid).toBe(before.awaiting.paid + 1);
    expect(after.awaitingAction).toBe(before.awaitingAction + 1);
    expect(after.lowStock).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'epsilon-book', liveStock: 0 }),
        expect.objectContaining({ slug: 'zeta-reflector' }),
      ]),
    );
  });
});
