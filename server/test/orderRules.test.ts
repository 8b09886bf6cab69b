import type { FastifyInstance } from 'fastify';
import { injectFetch } from '../src/payments/injectFetch';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideAtBank, type Started } from './support/banks';

// The rules a promo code and an unpaid order follow (README, API section): a promo's minimum subtotal
// and limits of uses, no order for 0, and a cap on the unpaid orders an account holds at once.

let app: FastifyInstance;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ({ app } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '2' } }));
  for (const slug of ['alpha-refractor', 'delta-mount']) ids[slug] = await productId(app, slug);
});
afterAll(() => app.close());

const cart = async (products: Record<string, number>, promo: string) =>
  (await app.inject({ method: 'POST', url: '/api/cart', payload: { products, promo } })).json().data;
const checkout = (user: TestUser, products: Record<string, number>, promo: string | null) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { products, promo, paymethod: 'BOG_CARD', comment: 'Vake' },
    headers: user.auth,
  });
const browse = injectFetch(() => app);
/** the amount the sandbox bank's page asks the shopper for */
const amountAtBank = async (response: { json: () => Started }) =>
  /data-testid="amount">([\d.]+) GEL/.exec(await (await browse(response.json().redirect, {})).text())?.[1];
const decline = async (response: { json: () => Started }) => {
  expect((await decideAtBank(browse, response.json(), 'declined')).status).toBe(303);
};

describe('no order for nothing', () => {
  it('refuses a checkout a fixed promo would make free, and never asks a bank for 0', async () => {
    expect(await cart({ [ids['delta-mount']]: 1 }, 'NEBULA2000')).toMatchObject({
      promo_discount: 250,
      total_price: 0,
    });
    const user = await registerUser(app);
    const response = await checkout(user, { [ids['delta-mount']]: 1 }, 'NEBULA2000');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'An order must cost more than 0 ₾. Add a product or remove the promo code.',
    });
    const orders = await app.inject({ method: 'GET', url: '/api/orders', headers: user.auth });
    expect(orders.json().data).toEqual([]);
  });
});

describe('a promo with a minimum subtotal and limits of uses', () => {
  it('gives nothing below its minimum, in the cart and at checkout, without an error', async () => {
    expect(await cart({ [ids['delta-mount']]: 1 }, 'ORION100')).toMatchObject({ promo_discount: 0, total_price: 250 });
    expect(await cart({ [ids['delta-mount']]: 2 }, 'orion100')).toMatchObject({
      promo_discount: 100,
      total_price: 400,
    });
    const user = await registerUser(app);
    const below = await checkout(user, { [ids['delta-mount']]: 1 }, 'ORION100');
    expect(below.statusCode).toBe(200);
    expect(await amountAtBank(below)).toBe('250.00');
    await decline(below);
  });

  it('is used once per customer and twice in all; a failed order gives its use back', async () => {
    const [first, second, third] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    const used = await checkout(first, { [ids['delta-mount']]: 2 }, 'ORION100');
    expect(used.statusCode).toBe(200);
    expect(await amountAtBank(used)).toBe('400.00');

    const again = await checkout(first, { [ids['delta-mount']]: 3 }, 'ORION100');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'You have already used the promo code “ORION100”. Remove it to place the order.',
    });

    expect((await checkout(second, { [ids['alpha-refractor']]: 1 }, 'ORION100')).statusCode).toBe(200);
    const usedUp = await checkout(third, { [ids['delta-mount']]: 2 }, 'ORION100');
    expect(usedUp.statusCode).toBe(422);
    expect(usedUp.json()).toEqual({
      message: 'The promo code “ORION100” has been used up. Remove it to place the order.',
    });
    // the cart view says so too: no discount for a code with no use left
    expect(await cart({ [ids['delta-mount']]: 2 }, 'ORION100')).toMatchObject({ promo_discount: 0, total_price: 500 });

    await decline(used);
    expect(await cart({ [ids['delta-mount']]: 2 }, 'ORION100')).toMatchObject({ promo_discount: 100 });
    const freed = await checkout(third, { [ids['delta-mount']]: 2 }, 'ORION100');
    expect(freed.statusCode).toBe(200);
    expect(await amountAtBank(freed)).toBe('400.00');
  });
});

describe('unpaid orders', () => {
  it('an account holds at most the configured number at once; a settled one frees a place', async () => {
    const user = await registerUser(app);
    const placed = [
      await checkout(user, { [ids['delta-mount']]: 1 }, null),
      await checkout(user, { [ids['delta-mount']]: 1 }, null),
    ];
    for (const response of placed) expect(response.statusCode).toBe(200);
    const third = await checkout(user, { [ids['delta-mount']]: 1 }, null);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      message:
        'You already have 2 unpaid orders. Pay one of them, or wait until its reservation ends, before placing another.',
    });
    expect((await checkout(await registerUser(app), { [ids['delta-mount']]: 1 }, null)).statusCode).toBe(200);
    await decline(placed[0]);
    expect((await checkout(user, { [ids['delta-mount']]: 1 }, null)).statusCode).toBe(200);
  });

  it('counts concurrent checkouts of one account one after the other', async () => {
    const user = await registerUser(app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => checkout(user, { [ids['delta-mount']]: 1 }, null)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
  });
});
