import type { FastifyInstance } from 'fastify';
import { injectFetch } from '../src/payments/injectFetch';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideAtBank, startOutsideBanks } from './support/banks';

let app: FastifyInstance;
let shopper: TestUser;
const ids: Record<string, number> = {};
beforeAll(async () => {
  // shoppers here keep many orders unpaid (the cap has its own tests in orderRules.test.ts)
  ({ app } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100', LIBERTY_ENABLED: 'on' } }));
  shopper = await registerUser(app);
  for (const slug of ['alpha-refractor', 'beta-apo', 'gamma-dobson', 'delta-mount', 'epsilon-book', 'zeta-reflector'])
    ids[slug] = await productId(app, slug);
});
afterAll(() => app.close());
const browse = injectFetch(() => app);

const checkout = (payload: Record<string, unknown>, auth: Record<string, string> = shopper.auth, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { promo: null, paymethod: 'BOG_CARD', comment: 'Please call first', ...payload },
    headers: { ...auth, 'accept-language': lang },
  });
const liveStock = async (slug: string) =>
  (await app.inject({ method: 'GET', url: `/api/product/${slug}` })).json().data.live_stock;
const orders = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/orders', headers: user.auth })).json().data;

describe('checkout rules', () => {
  it('needs a token', async () => {
    const response = await checkout({ products: { [ids['alpha-refractor']]: 1 } }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('needs a comment that is not blank', async () => {
    for (const comment of ['', '   ', null]) {
      const response = await checkout({ products: { [ids['alpha-refractor']]: 1 }, comment }, shopper.auth, 'ka');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'გთხოვთ, დაწეროთ კომენტარი შეკვეთისთვის.',
        errors: { comment: ['გთხოვთ, დაწეროთ კომენტარი შეკვეთისთვის.'] },
      });
    }
  });

  it('needs a cart with known products', async () => {
    for (const products of [null, {}, { '999999': 1 }]) {
      const response = await checkout({ products });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Your cart is empty.' });
    }
  });

  it('needs stock for every line, naming the product, and then reserves nothing', async () => {
    const tooMany = await checkout({ products: { [ids['alpha-refractor']]: 1, [ids['zeta-reflector']]: 3 } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({ message: 'Not enough stock for “Zeta Reflector”.' });
    expect(await liveStock('alpha-refractor')).toBe(5);
    const soldOut = await checkout({ products: { [ids['epsilon-book']]: 1 } }, shopper.auth, 'ka');
    expect(soldOut.json()).toEqual({ message: '„ეფსილონ ატლასი“ საკმარისი რაოდენობით მარაგში არ არის.' });
    expect(await orders(shopper)).toEqual([]);
  });

  it('needs the number of months for a BOG loan', async () => {
    const response = await checkout({ products: { [ids['alpha-refractor']]: 1 }, paymethod: 'BOG_LOAN' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('month');
    const outOfRange = await checkout({
      products: { [ids['alpha-refractor']]: 1 },
      paymethod: 'BOG_LOAN',
      month: 48,
      amount: 10,
    });
    expect(outOfRange.json().errors).toHaveProperty('month');
  });

  it('rejects an unknown payment method', async () => {
    const response = await checkout({ products: { [ids['alpha-refractor']]: 1 }, paymethod: 'CASH' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('paymethod');
  });
});

describe('placing orders', () => {
  it('creates a pending order at the server price, reserves its stock and answers the bank page', async () => {
    const user = await registerUser(app);
    const response = await checkout({ products: { [ids['beta-apo']]: 2 }, promo: 'stargazer10', price: 1 }, user.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'OK',
      order_number: expect.stringMatching(/^TS-\d+$/),
      redirect: expect.any(String),
      form_data: null,
      order_id: null,
    });
    expect(body.redirect).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/bog\/pay\/bog[0-9a-f]+$/);
    expect(await (await browse(body.redirect, {})).text()).toContain('3599.98 GEL');
    expect(await orders(user)).toEqual([
      {
        order_number: body.order_number,
        payment: 'BOG_CARD',
        payment_statust: 'pending',
        total_price: 3599.98,
        created_at: expect.any(String),
      },
    ]);
    expect(await liveStock('beta-apo')).toBe(3);
  });

  it('answers each method the way its bank is reached', async () => {
    const user = await registerUser(app);
    const products = { [ids['delta-mount']]: 1 };

    const liberty = (await checkout({ products, paymethod: 'LIBERTY_CARD' }, user.auth)).json();
    expect(liberty.redirect).toMatch(/\/sandbox\/liberty\/pay$/);
    expect(liberty.form_data).toMatchObject({
      order_id: liberty.order_number,
      amount: '250.00',
      currency: 'GEL',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(liberty.order_id).toBeNull();

    const loan = (
      await checkout(
        { products, paymethod: 'BOG_LOAN', amount: 20.83, month: 12, discount_code: 'STANDARD' },
        user.auth,
        'ka',
      )
    ).json();
    expect(loan).toMatchObject({ status: 'OK', order_id: expect.any(String), form_data: null });

    for (const paymethod of ['TBC_CARD', 'TBC_LOAN']) {
      const tbc = (await checkout({ products, paymethod }, user.auth)).json();
      expect(tbc.redirect).toMatch(/\/sandbox\/tbc\/pay\/tbc[0-9a-f]+$/);
    }

    const list = await orders(user);
    expect(list.map((order: { payment: string }) => order.payment)).toEqual([
      'TBC_LOAN',
      'TBC_CARD',
      'BOG_LOAN',
      'LIBERTY_CARD',
    ]);
  });

  it('builds the bank links on PUBLIC_URL when it is set', async () => {
    const { app: behindProxy } = await buildTestApp({ config: { publicUrl: 'https://shop.example.ge/' } });
    try {
      const user = await registerUser(behindProxy);
      const id = await productId(behindProxy, 'delta-mount');
      const response = await behindProxy.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...user.auth, 'accept-language': 'ka' },
        payload: { products: { [id]: 1 }, comment: 'x', paymethod: 'BOG_CARD' },
      });
      expect(response.json().redirect).toMatch(/^https:\/\/shop\.example\.ge\/sandbox\/bog\/pay\/bog/);
      const decided = await decideAtBank(
        injectFetch(() => behindProxy),
        response.json(),
        'declined',
      );
      expect(decided.location).toBe(`https://shop.example.ge/ka/fail?order=${response.json().order_number}`);
    } finally {
      await behindProxy.close();
    }
  });

  it('in development without PUBLIC_URL, keeps a sandbox payment on the address the shop was opened at', async () => {
    for (const host of ['127.0.0.1:8080', '192.168.1.5:8080']) {
      const response = await checkout({ products: { [ids['delta-mount']]: 1 } }, { ...shopper.auth, host });
      expect(new URL(response.json().redirect).origin).toBe(`http://${host}`);
      const decided = await decideAtBank(browse, response.json(), 'approved');
      expect(decided.location).toBe(`http://${host}/en/success?order=${response.json().order_number}`);
    }
    // a Host that is no plain host[:port] gets the listening address
    const odd = await checkout({ products: { [ids['delta-mount']]: 1 } }, { ...shopper.auth, host: 'a b' });
    expect(new URL(odd.json().redirect).origin).toBe('http://localhost');
  });

  it("builds a real bank's return addresses from the configuration, never from the request, in development too", async () => {
    const outside = await startOutsideBanks();
    const { app: withBank } = await buildTestApp({ env: outside.env });
    outside.callbacksTo(withBank);
    try {
      const user = await registerUser(withBank);
      const id = await productId(withBank, 'delta-mount');
      const response = await withBank.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...user.auth, host: '192.168.1.5:8080' },
        payload: { products: { [id]: 1 }, comment: 'x', paymethod: 'BOG_CARD' },
      });
      expect(new URL(response.json().redirect).origin).toBe(outside.url);
      const decided = await decideAtBank(fetch, response.json(), 'approved');
      expect(decided.location).toBe(`http://localhost/en/success?order=${response.json().order_number}`);
    } finally {
      await withBank.close();
      await outside.close();
    }
  });

  it('lets only one of two concurrent checkouts have the last unit', async () => {
    const [first, second] = await Promise.all([registerUser(app), registerUser(app)]);
    const products = { [ids['gamma-dobson']]: 1 };
    const responses = await Promise.all([checkout({ products }, first.auth), checkout({ products }, second.auth)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(await liveStock('gamma-dobson')).toBe(0);
    expect((await orders(first)).length + (await orders(second)).length).toBe(1);
  });

  it('shows a customer their own orders only, newest first', async () => {
    const [mine, theirs] = await Promise.all([registerUser(app), registerUser(app)]);
    const a = (await checkout({ products: { [ids['alpha-refractor']]: 1 } }, mine.auth)).json().order_number;
    const b = (await checkout({ products: { [ids['alpha-refractor']]: 1 } }, mine.auth)).json().order_number;
    await checkout({ products: { [ids['alpha-refractor']]: 1 } }, theirs.auth);
    expect((await orders(mine)).map((order: { order_number: string }) => order.order_number)).toEqual([b, a]);
    expect((await app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});
