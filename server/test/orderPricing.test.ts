import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideOrder } from './support/banks';

// No order is ever priced differently from what it reserves: the checkout prices and reserves from
// the same locked rows, and the schema refuses an order whose total is not its lines' sum less the
// promo. Runs on PGlite and, in CI's second pass, on PostgreSQL, where transactions really interleave.

let app: FastifyInstance;
let db: Database;
let holder: TestUser;
let buyer: TestUser;
let alpha: number;
beforeAll(async () => {
  ({ app, db } = await buildTestApp());
  holder = await registerUser(app);
  buyer = await registerUser(app);
  alpha = await productId(app, 'alpha-refractor');
});
afterAll(() => app.close());

const checkout = (user: TestUser, quantity: number) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: user.auth,
    payload: { products: { [alpha]: quantity }, promo: null, paymethod: 'BOG_CARD', comment: 'Call first' },
  });

/** the bank declines an order: its reservation goes back to live stock */
async function decline(orderNumber: string) {
  expect((await decideOrder(app, db, orderNumber, 'declined')).status).toBe(303);
}

const liveStock = async () =>
  (await db.query<{ live_stock: number }>('SELECT live_stock FROM products WHERE id = $1', [alpha])).rows[0].live_stock;

/** every stored order whose subtotal, discount and total do not add up to its lines */
const mispricedOrders = async () =>
  (
    await db.query(
      `SELECT o.order_number, o.subtotal, o.promo_discount, o.total_price, coalesce(sum(l.quantity * l.unit_price), 0) AS lines
       FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
       GROUP BY o.id
       HAVING o.subtotal <> coalesce(sum(l.quantity * l.unit_price), 0) OR o.total_price <> o.subtotal - o.promo_discount`,
    )
  ).rows;

describe('an order is priced for exactly what it reserves', () => {
  it('when a checkout races the release of another order’s reservation', async () => {
    const stock = await liveStock();
    expect(stock).toBe(5);
    let accepted = 0;
    // A decline is several requests (the bank's page, its signed callback), so a checkout started
    // with it nearly always wins. Each round starts the checkout a little later, over the time the
    // last decline took and a bit beyond, so rounds fall before, inside and after the release.
    let declineTook = 0;
    for (let round = 0; round < 25; round += 1) {
      // another shopper holds all but one unit; the buyer asks for all of them while the bank declines
      // the holder's payment, so the buyer's checkout may see 1 unit left or all 5
      const held = await checkout(holder, stock - 1);
      expect(held.statusCode).toBe(200);
      const lateBy = ((round % 5) / 4) * declineTook * 1.5;
      const declineStarted = performance.now();
      const [bought] = await Promise.all([
        new Promise((wake) => setTimeout(wake, lateBy)).then(() => checkout(buyer, stock)),
        decline(held.json().order_number).then(() => {
          declineTook = performance.now() - declineStarted;
        }),
      ]);
      expect([200, 422]).toContain(bought.statusCode);
      if (bought.statusCode === 200) {
        accepted += 1;
        const { rows } = await db.query<{ quantity: number; total_price: string }>(
          'SELECT l.quantity, o.total_price FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.order_number = $1',
          [bought.json().order_number],
        );
        expect(rows).toEqual([{ quantity: stock, total_price: '5000.00' }]);
        await decline(bought.json().order_number);
      } else {
        expect(bought.json()).toEqual({ message: 'Not enough stock for “Alpha Refractor”.' });
      }
      expect(await liveStock()).toBe(stock);
    }
    expect(accepted).toBeGreaterThan(0);
    expect(await mispricedOrders()).toEqual([]);
  });
});

describe('the schema refuses a mispriced order', () => {
  const insertOrder = (
    tx: Pick<Database, 'query'>,
    { subtotal, discount, total }: { subtotal: string; discount: string; total: string },
  ) =>
    tx.query<{ id: number }>(
      `INSERT INTO orders (order_number, user_id, payment, subtotal, promo_discount, total_price, comment, locale, reserved_until)
       VALUES ($1, $2, 'BOG_CARD', $3, $4, $5, 'x', 'en', now()) RETURNING id`,
      [`TEST-${randomUUID()}`, buyer.id, subtotal, discount, total],
    );
  const insertLine = (tx: Pick<Database, 'query'>, orderId: number, quantity: number, unitPrice: string) =>
    tx.query('INSERT INTO order_lines (order_id, product_id, quantity, unit_price) VALUES ($1, $2, $3, $4)', [
      orderId,
      alpha,
      quantity,
      unitPrice,
    ]);

  it('whose lines come to more than its subtotal', async () => {
    await expect(
      db.transaction(async (tx) => {
        const { rows } = await insertOrder(tx, { subtotal: '1000.00', discount: '0', total: '1000.00' });
        await insertLine(tx, rows[0].id, 18, '1000.00');
      }),
    ).rejects.toThrow(/lines come to/);
    expect(await mispricedOrders()).toEqual([]);
  });

  it('whose total is not its subtotal less the promo', async () => {
    await expect(
      db.transaction((tx) => insertOrder(tx, { subtotal: '1000.00', discount: '50.00', total: '900.00' })),
    ).rejects.toThrow(/orders_total_is_lines_less_discount_plus_delivery/);
  });

  it('whose lines are changed after it was stored', async () => {
    const orderId = await db.transaction(async (tx) => {
      const { rows } = await insertOrder(tx, { subtotal: '2000.00', discount: '100.00', total: '1900.00' });
      await insertLine(tx, rows[0].id, 2, '1000.00');
      return rows[0].id;
    });
    await expect(db.query('UPDATE order_lines SET quantity = 3 WHERE order_id = $1', [orderId])).rejects.toThrow(
      /lines come to/,
    );
    await db.query('DELETE FROM orders WHERE id = $1', [orderId]);
  });
});
