import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { UnpaidLimits } from '../src/domain/unpaidLimits';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';

// What one shopper can hold unpaid (README, order rules): units per product and value per account,
// a few accounts' worth per client address, counted one checkout after the other; an order's amount
// within what the money columns hold; promo uses counted under the promo's lock and per person.

const SLUGS = ['alpha-refractor', 'beta-apo', 'gamma-dobson', 'delta-mount', 'zeta-reflector'] as const;

async function shopWith(unpaidLimits: Partial<UnpaidLimits> = {}) {
  const { app, db } = await buildTestApp({
    config: { unpaidLimits: { ...loadConfig({}).unpaidLimits, orders: 100, ...unpaidLimits } },
  });
  const ids = Object.fromEntries(
    await Promise.all(SLUGS.map(async (slug) => [slug, await productId(app, slug)] as const)),
  ) as Record<(typeof SLUGS)[number], number>;
  const checkout = (
    user: TestUser,
    products: Record<string, number>,
    options: { promo?: string; from?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress: options.from ?? '127.0.0.1',
      headers: user.auth,
      payload: { products, promo: options.promo ?? null, paymethod: 'BOG_CARD', comment: 'Vake, Chavchavadze 10' },
    });
  return { app, db, ids, checkout };
}

describe('what one account may hold unpaid', () => {
  let shop: Awaited<ReturnType<typeof shopWith>>;
  beforeAll(async () => {
    shop = await shopWith();
  });
  afterAll(() => shop.app.close());

  it("takes a real shopper's order: a telescope and its accessories, a few units each", async () => {
    const { ids, checkout, app } = shop;
    const response = await checkout(await registerUser(app), {
      [ids['alpha-refractor']]: 1,
      [ids['delta-mount']]: 3,
      [ids['zeta-reflector']]: 2,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses more than the configured units of one product, over all its unpaid orders, naming the product', async () => {
    const { ids, checkout, app } = shop;
    const user = await registerUser(app);
    const tooMany = await checkout(user, { [ids['delta-mount']]: 11 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      message:
        'Unpaid orders can hold at most 10 units of “Delta Mount”. Lower the quantity, or pay an order you placed first.',
    });
    expect((await checkout(user, { [ids['delta-mount']]: 6 })).statusCode).toBe(200);
    expect((await checkout(user, { [ids['delta-mount']]: 4 })).statusCode).toBe(200);
    expect((await checkout(user, { [ids['delta-mount']]: 1 })).statusCode).toBe(422);
  });

  it('answers an absurd quantity with a 422 and a message, never a 500', async () => {
    const { ids, checkout, app } = shop;
    const response = await checkout(await registerUser(app), { [ids['beta-apo']]: 1_000_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/at most 10 units/);
  });
});

describe('the value one account may hold unpaid', () => {
  it('refuses an order that takes the account past it, in the shopper’s language', async () => {
    const { app, ids, checkout } = await shopWith({ valueTetri: 1500_00 });
    try {
      const user = await registerUser(app);
      expect((await checkout(user, { [ids['alpha-refractor']]: 1 })).statusCode).toBe(200);
      const over = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...user.auth, 'accept-language': 'ka' },
        payload: { products: { [ids['delta-mount']]: 3 }, paymethod: 'BOG_CARD', comment: 'ვაკე' },
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toContain('1500 ₾');
      expect((await checkout(user, { [ids['delta-mount']]: 2 })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('what one client address may hold unpaid', () => {
  it('allows a few accounts’ worth from one address, and any other address its own', async () => {
    const { app, ids, checkout } = await shopWith({ unitsPerProduct: 3, addressShare: 2 });
    try {
      const [a, b, c] = [await registerUser(app), await registerUser(app), await registerUser(app)];
      expect((await checkout(a, { [ids['delta-mount']]: 3 }, { from: '203.0.113.7' })).statusCode).toBe(200);
      expect((await checkout(b, { [ids['delta-mount']]: 3 }, { from: '203.0.113.7' })).statusCode).toBe(200);
      const third = await checkout(c, { [ids['delta-mount']]: 1 }, { from: '203.0.113.7' });
      expect(third.statusCode).toBe(422);
      expect(third.json()).toEqual({
        message: 'Too many unpaid orders come from your network right now. Pay an order first, or try again later.',
      });
      expect((await checkout(c, { [ids['delta-mount']]: 1 }, { from: '198.51.100.2' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts simultaneous checkouts from one address one after the other', async () => {
    const { app, ids, checkout } = await shopWith({ unitsPerProduct: 2, addressShare: 2 });
    try {
      // registered one after the other: a burst of registrations from one address is limited itself
      const users: TestUser[] = [];
      for (let i = 0; i < 12; i++) users.push(await registerUser(app));
      const responses = await Promise.all(
        users.map((user) => checkout(user, { [ids['delta-mount']]: 1 }, { from: '203.0.113.9' })),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(4);
      expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(8);
    } finally {
      await app.close();
    }
  });
});

describe('amounts beyond the money columns', () => {
  it('answers 422 with a message where the order would not fit them', async () => {
    const { app, db, ids, checkout } = await shopWith({
      unitsPerProduct: 10_000_000,
      valueTetri: Number.MAX_SAFE_INTEGER,
      addressShare: 1,
    });
    try {
      // 1,000,000 telescopes at 14,900 ₾ come to more than numeric(12, 2) holds
      await setPrice(db, 'alpha-refractor', 14900);
      const response = await checkout(await registerUser(app), { [ids['alpha-refractor']]: 1_000_000 });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This order is larger than the shop can take. Lower the quantities.',
      });
    } finally {
      await app.close();
    }
  });
});

async function setPrice(db: Database, slug: string, price: number) {
  await db.query('UPDATE products SET price = $2 WHERE slug = $1', [slug, price]);
}

describe('promo uses', () => {
  let shop: Awaited<ReturnType<typeof shopWith>>;
  beforeAll(async () => {
    shop = await shopWith();
  });
  afterAll(() => shop.app.close());

  it('takes the last use once when simultaneous checkouts of different products wait on the promo', async () => {
    const { app, db, ids, checkout } = shop;
    await db.query(
      `INSERT INTO promos (code, kind, value, expires_at, max_uses) VALUES ('LASTTWO', 'fixed', 10, '2099-12-31', 2)`,
    );
    const users = await Promise.all(SLUGS.map(() => registerUser(app)));
    // each buys another product, so no product row lines them up before the promo's lock does
    const responses = await Promise.all(
      SLUGS.map((slug, i) => checkout(users[i], { [ids[slug]]: 1 }, { promo: 'LASTTWO' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 422, 422, 422]);
    const { rows } = await db.query<{ uses: number }>(
      `SELECT count(*)::int AS uses FROM orders WHERE promo_code = 'LASTTWO'`,
    );
    expect(rows[0].uses).toBe(2);
  });

  it('counts a customer’s uses over every account registered with their personal ID', async () => {
    const { app, ids, checkout } = shop;
    const pid = '31001012345';
    const first = await registerUser(app, { pid });
    const second = await registerUser(app, { pid });
    expect((await checkout(first, { [ids['delta-mount']]: 2 }, { promo: 'ORION100' })).statusCode).toBe(200);
    const again = await checkout(second, { [ids['delta-mount']]: 2 }, { promo: 'ORION100' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'You have already used the promo code “ORION100”. Remove it to place the order.',
    });
  });
});
