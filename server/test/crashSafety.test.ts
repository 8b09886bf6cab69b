import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from './support/serverProcess';
import { openDatabase } from '../src/db/client';

// The real server, killed with SIGKILL in the middle of a stream of checkouts and started again on the
// same DATA_DIR: every checkout it answered 200 must be there, whole, and no order may be half-written.
// This is about the embedded database's files (PostgreSQL's own durability is not ours to test).

const CONCURRENCY = 8;
const KILL_AFTER_ACKS = 40;
const CYCLES = 2;

const runIf = process.env.DATABASE_URL ? describe.skip : describe;
// two kills and restarts of a real server: about 75 s alone, past 120 s on a machine busy with other suites
jest.setTimeout(300_000);

interface Shopper {
  token: string;
  productIds: number[];
}

async function call<T>(server: ServerProcess, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function newShopper(server: ServerProcess): Promise<Shopper> {
  const account = {
    fname: 'Crash',
    lname: 'Test',
    phone: '599 11 22 33',
    email: 'crash@example.ge',
    pid: '01001011234',
    password: 'crash-pass',
    repeat_password: 'crash-pass',
  };
  await call(server, 'POST', '/api/register', account);
  const { json } = await call<{ access_token: string }>(server, 'POST', '/api/login', {
    email: account.email,
    password: account.password,
  });
  const list = await call<{ data: { data: Array<{ id: number; live_stock: number }> } }>(
    server,
    'GET',
    '/api/products/telescopes',
  );
  return { token: json.access_token, productIds: list.json.data.data.filter((p) => p.live_stock > 0).map((p) => p.id) };
}

/** checkouts, CONCURRENCY at a time, until the server dies; answers the order numbers it acknowledged */
async function checkoutUntilKilled(server: ServerProcess, shopper: Shopper): Promise<string[]> {
  const acknowledged: string[] = [];
  let n = 0;
  let killed = false;
  const shop = async () => {
    for (;;) {
      const product = shopper.productIds[n++ % shopper.productIds.length];
      try {
        const { status, json } = await call<{ order_number: string }>(
          server,
          'POST',
          '/api/checkout',
          { products: { [product]: 1 }, paymethod: 'BOG_CARD', comment: 'crash test' },
          shopper.token,
        );
        if (status === 200) acknowledged.push(json.order_number);
        if (acknowledged.length === KILL_AFTER_ACKS) {
          killed = true;
          void server.stop('SIGKILL');
        }
      } catch (error) {
        if (!killed) throw error; // only the crash may end the stream
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, shop));
  await server.stop('SIGKILL');
  return acknowledged;
}

// one shopper places the whole stream of orders and pays none of them
const UNCAPPED = { MAX_UNPAID_ORDERS: '1000000', MAX_UNPAID_UNITS: '1000000', MAX_UNPAID_VALUE: '1000000000' };

runIf('a server killed during checkouts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'astroshop-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged order, whole, and no half-written one', async () => {
    let server = await startServer(dataDir, UNCAPPED);
    const shopper = await newShopper(server);
    expect(shopper.productIds.length).toBeGreaterThan(0);
    const acknowledged: string[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      acknowledged.push(...(await checkoutUntilKilled(server, shopper)));
      expect(server.child.signalCode).toBe('SIGKILL');
      server = await startServer(dataDir, UNCAPPED);
      // the session survived the crash too
      const orders = await call<{ data: Array<{ order_number: string }> }>(
        server,
        'GET',
        '/api/orders',
        undefined,
        shopper.token,
      );
      expect(orders.status).toBe(200);
      const stored = new Set(orders.json.data.map((order) => order.order_number));
      expect(acknowledged.filter((number) => !stored.has(number))).toEqual([]);
    }
    await server.stop('SIGTERM');

    const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const orphans = await db.query(
        `SELECT o.order_number FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`,
      );
      const strays = await db.query(
        `SELECT l.order_id FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id)`,
      );
      const wrongTotals = await db.query(
        `SELECT o.order_number FROM orders o JOIN order_lines l ON l.order_id = o.id GROUP BY o.id HAVING o.subtotal <> sum(l.quantity * l.unit_price)`,
      );
      const negativeStock = await db.query(`SELECT id FROM products WHERE live_stock < 0`);
      expect({
        orphans: orphans.rows,
        strays: strays.rows,
        wrongTotals: wrongTotals.rows,
        negativeStock: negativeStock.rows,
      }).toEqual({
        orphans: [],
        strays: [],
        wrongTotals: [],
        negativeStock: [],
      });
      const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE order_number = ANY($1)`, [
        acknowledged,
      ]);
      expect(Number(rows[0].n)).toBe(acknowledged.length);
      console.log(
        `crash test: ${CYCLES} SIGKILLs, ${acknowledged.length} acknowledged checkouts, all ${rows[0].n} found whole`,
      );
    } finally {
      await db.close();
    }
  });
});
