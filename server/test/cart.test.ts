import type { FastifyInstance } from 'fastify';
import { buildTestApp, productId } from './helpers';

let app: FastifyInstance;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ({ app } = await buildTestApp());
  for (const slug of ['alpha-refractor', 'beta-apo', 'gamma-dobson', 'delta-mount', 'epsilon-book'])
    ids[slug] = await productId(app, slug);
});
afterAll(() => app.close());

const cart = async (products: Record<string, number> | null, promo: string | null = null, extra: object = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: { products, promo, paymethod: 'BOG_CARD', comment: '', ...extra },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('cart pricing', () => {
  it('prices each line at discounted ?? price and sums quantities', async () => {
    const data = await cart({ [ids['alpha-refractor']]: 2, [ids['beta-apo']]: 1 });
    expect(data).toMatchObject({ total_quantity: 3, total_price: 3999.99, promo_discount: 0 });
    expect(
      data.products.map((line: { product: { slug: string }; quantity: number }) => [line.product.slug, line.quantity]),
    ).toEqual([
      ['alpha-refractor', 2],
      ['beta-apo', 1],
    ]);
    expect(data.products[1].product).toMatchObject({
      price: 2500.5,
      discounted: 1999.99,
      translations: [{ locale: 'en' }, { locale: 'ka' }],
    });
  });

  it('drops unknown ids and clamps quantities to 1..live_stock', async () => {
    const data = await cart({
      '999999': 3,
      [ids['gamma-dobson']]: 5,
      [ids['alpha-refractor']]: 0,
      [ids['delta-mount']]: -4,
    });
    expect(
      data.products.map((line: { product: { slug: string }; quantity: number }) => [line.product.slug, line.quantity]),
    ).toEqual([
      ['alpha-refractor', 1],
      ['gamma-dobson', 1],
      ['delta-mount', 1],
    ]);
    expect(data).toMatchObject({ total_quantity: 3, total_price: 2050 });
  });

  it('keeps a sold-out product listed with quantity 0 and does not charge for it', async () => {
    const data = await cart({ [ids['epsilon-book']]: 1, [ids['delta-mount']]: 2 });
    expect(data.products.map((line: { quantity: number }) => line.quantity)).toEqual([2, 0]);
    expect(data).toMatchObject({ total_quantity: 2, total_price: 500 });
  });

  it('answers an empty cart for null products', async () => {
    expect(await cart(null, 'STARGAZER10')).toEqual({
      total_quantity: 0,
      total_price: 0,
      promo_discount: 0,
      products: [],
    });
  });

  it('ignores any price the client sends', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { products: { [ids['alpha-refractor']]: 1 }, total_price: 1, price: 1, promo: null },
    });
    expect(response.json().data.total_price).toBe(1000);
  });
});

describe('promo codes', () => {
  it('takes a percent off, rounded to 2 decimals, whatever the letter case', async () => {
    const data = await cart({ [ids['beta-apo']]: 1 }, 'stargazer10');
    // 10% of 1999.99 = 199.999 -> 200.00
    expect(data).toMatchObject({ promo_discount: 200, total_price: 1799.99 });
    const odd = await cart({ [ids['alpha-refractor']]: 1, [ids['beta-apo']]: 1 }, ' StarGazer10 ');
    // 10% of 2999.99 = 299.999 -> 300.00
    expect(odd).toMatchObject({ promo_discount: 300, total_price: 2699.99 });
  });

  it('takes a fixed amount off', async () => {
    expect(await cart({ [ids['delta-mount']]: 1 }, 'COMET50')).toMatchObject({ promo_discount: 50, total_price: 200 });
  });

  it('gives nothing for an expired or unknown code, without an error', async () => {
    expect(await cart({ [ids['delta-mount']]: 1 }, 'PERSEIDS2024')).toMatchObject({
      promo_discount: 0,
      total_price: 250,
    });
    expect(await cart({ [ids['delta-mount']]: 1 }, 'NO-SUCH-CODE')).toMatchObject({
      promo_discount: 0,
      total_price: 250,
    });
  });

  it('treats wildcard characters in a code literally', async () => {
    expect(await cart({ [ids['delta-mount']]: 1 }, 'STARGAZER1_')).toMatchObject({ promo_discount: 0 });
    expect(await cart({ [ids['delta-mount']]: 1 }, '%')).toMatchObject({ promo_discount: 0 });
  });
});

describe('cart input', () => {
  it('answers 422 for a malformed cart and 400 for invalid JSON', async () => {
    const badKey = await app.inject({ method: 'POST', url: '/api/cart', payload: { products: { abc: 1 } } });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    const badQuantity = await app.inject({ method: 'POST', url: '/api/cart', payload: { products: { '1': 'many' } } });
    expect(badQuantity.statusCode).toBe(422);
    const badMethod = await app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { products: null, paymethod: 'CASH' },
    });
    expect(badMethod.json().errors).toHaveProperty('paymethod');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: '{"products":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
