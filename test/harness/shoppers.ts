import pg from 'pg';
import { BrowserClient } from './browserRequest';

// A load of signed-in shoppers through nginx, as server/bench/load.ts runs them against one server:
// browse, price a cart, check out, then approve or decline at the (outside) sandbox bank, whose
// callback settles the order through nginx. What came back is kept, so that a test can check that
// nothing failed, nothing acknowledged was lost and the stock adds up.

type Outcome = 'pending' | 'paid' | 'failed';

export class Shoppers {
  /** every request that failed: a network error, or a status the shop should not have answered */
  readonly failures: string[] = [];
  /** acknowledged orders: number -> what its shopper chose at the bank (pending: the bank was not reached) */
  readonly orders = new Map<string, Outcome>();
  /** requests answered, by status */
  readonly statuses = new Map<number, number>();
  requests = 0;
  /**
   * kept connections, and a request sent again when its kept connection closed before any answer, as a
   * browser does (browserRequest.ts): nginx's reload closes its old workers' idle connections
   */
  readonly client = new BrowserClient();
  private tokens: { client: string; token: string }[] = [];
  private products: { id: number; slug: string }[] = [];

  constructor(
    private readonly url: string,
    /** statuses a shopper accepts besides the expected ones (503 with Retry-After while the database is away) */
    private readonly tolerated: number[] = [],
  ) {}

  async send(
    method: string,
    path: string,
    options: { json?: unknown; form?: string; token?: string; client?: string } = {},
  ) {
    const headers: Record<string, string> = {
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // each shopper from an address of their own (nginx appends the real one; the shop trusts only nginx)
      ...(options.client ? { 'x-forwarded-for': options.client } : {}),
    };
    return this.client.request(new URL(path, this.url), {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
    });
  }

  /** a request of the load: counted, and a failure unless its status is expected (or tolerated) */
  private async timed(expected: number[], method: string, path: string, options: Parameters<Shoppers['send']>[2] = {}) {
    try {
      const answer = await this.send(method, path, options);
      this.requests++;
      this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
      if (this.tolerated.includes(answer.status) && answer.headers.has('retry-after')) return null;
      if (!expected.includes(answer.status)) {
        this.failures.push(`${method} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        return null;
      }
      return answer;
    } catch (error) {
      this.failures.push(`${method} ${path}: ${String(error)}`);
      return null;
    }
  }

  /** registers and signs in `count` shoppers, and reads the products in stock */
  async prepare(count: number) {
    for (let n = 0; n < count; n++) {
      const client = `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      const email = `cluster${n}.${Date.now()}@load.test`;
      const password = 'load-password';
      const account = {
        fname: 'Load',
        lname: `Shopper ${n}`,
        phone: '599 11 22 33',
        email,
        pid: String(10_000_000_000 + n),
      };
      const registered = await this.send('POST', '/api/register', {
        json: { ...account, password, repeat_password: password },
        client,
      });
      if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.body}`);
      const login = await this.send('POST', '/api/login', { json: { email, password }, client });
      this.tokens.push({ client, token: (JSON.parse(login.body) as { access_token: string }).access_token });
    }
    const list = JSON.parse((await this.send('GET', '/api/products?keyword=&page=1')).body) as {
      data: { data: { id: number; slug: string; live_stock: number }[] };
    };
    this.products = list.data.data.filter((product) => product.live_stock > 0);
  }

  /** every shopper shops until `done()` says so */
  async shopUntil(done: () => boolean) {
    await Promise.all(this.tokens.map((shopper) => this.shop(shopper, done)));
  }

  private async shop(shopper: { client: string; token: string }, done: () => boolean) {
    while (!done()) {
      const product = this.products[Math.floor(Math.random() * this.products.length)];
      await this.timed([200], 'GET', '/api/categories/home');
      const detail = await this.timed([200], 'GET', `/api/product/${product.slug}`);
      const live = detail ? (JSON.parse(detail.body) as { data: { live_stock: number } }).data.live_stock : 0;
      if (live <= 0) continue;
      const cart = { products: { [product.id]: 1 }, promo: '' };
      if (!(await this.timed([200], 'POST', '/api/cart', { json: cart }))) continue;
      const placed = await this.timed([200, 422], 'POST', '/api/checkout', {
        json: { ...cart, paymethod: 'BOG_CARD', comment: 'cluster load' },
        token: shopper.token,
        client: shopper.client,
      });
      if (!placed || placed.status === 422) continue; // 422: someone took the last units first
      const { order_number, redirect } = JSON.parse(placed.body) as { order_number: string; redirect: string };
      this.orders.set(order_number, 'pending');
      const decision = Math.random() < 0.3 ? 'approved' : 'declined';
      const payment = new URL(redirect).pathname.split('/').pop()!;
      const decided = await this.timed([303], 'POST', new URL('/sandbox/bog/decide', redirect).href, {
        form: new URLSearchParams({ payment, decision }).toString(),
      });
      if (decided) this.orders.set(order_number, decision === 'approved' ? 'paid' : 'failed');
    }
  }
}

/** what the database says after the load: orders lost or with another outcome, and stock that does not add up */
export async function auditOrders(databaseUrl: string, orders: Map<string, Outcome>, startStock: Map<number, number>) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const stored = new Map(
      (
        await db.query<{ order_number: string; payment_status: string }>(
          'SELECT order_number, payment_status FROM orders',
        )
      ).rows.map((row) => [row.order_number, row.payment_status]),
    );
    const lost = [...orders.keys()].filter((number) => !stored.has(number));
    // an order whose shopper decided: the bank's callback (through nginx) settled it as decided
    const wrongOutcome = [...orders].filter(
      ([number, outcome]) => outcome !== 'pending' && stored.has(number) && stored.get(number) !== outcome,
    );
    const stock = await db.query<{ id: number; live: number; warehouses: number; sold: number; pending: number }>(`
      SELECT p.id, p.live_stock AS live,
        (SELECT coalesce(sum(quantity), 0)::int FROM product_stocks s WHERE s.product_id = p.id) AS warehouses,
        (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.product_id = p.id AND o.payment_status = 'paid') AS sold,
        (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.product_id = p.id AND o.payment_status = 'pending') AS pending
      FROM products p`);
    const unbalanced = stock.rows.filter(
      (row) =>
        row.live < 0 ||
        (startStock.has(row.id) &&
          (row.warehouses !== startStock.get(row.id)! - row.sold || row.live !== row.warehouses - row.pending)),
    );
    return { lost, wrongOutcome, unbalanced, paidUnits: stock.rows.reduce((sum, row) => sum + row.sold, 0) };
  } finally {
    await db.end();
  }
}

/** every product's warehouse stock before the load */
export async function stockOf(databaseUrl: string): Promise<Map<number, number>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; n: number }>(
      'SELECT product_id AS id, sum(quantity)::int AS n FROM product_stocks GROUP BY product_id',
    );
    return new Map(rows.map((row) => [row.id, row.n]));
  } finally {
    await db.end();
  }
}
