import { http, HttpResponse } from 'msw';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { apiBase, server } from '@/test/msw';
import { cartApi, readCartTotals, type CartPricingInput } from './cartApi';

describe('reading the server’s cart totals', () => {
  it('accepts numeric strings and keeps the lines it can read', () => {
    const totals = readCartTotals({
      data: {
        total_quantity: '3',
        total_price: '2018.00',
        promo_discount: '50.00',
        products: [
          {
            product: {
              id: 7,
              slug: 'orbita-130',
              price: '1299.50',
              discounted: '999.00',
              live_stock: 3,
              translations: [{ name: 'Orbita 130' }],
            },
            quantity: 2,
          },
          { product: null, quantity: 1 },
          'junk',
        ],
        extra: true,
      },
    });
    expect(totals).toMatchObject({ totalQuantity: 3, totalPrice: 2018, promoDiscount: 50 });
    expect(totals.lines).toHaveLength(1);
    expect(totals.lines[0]).toMatchObject({
      quantity: 2,
      unitPrice: 999,
      product: { name: 'Orbita 130', liveStock: 3 },
    });
  });

  it('reads a missing or strange answer as an empty cart priced at zero', () => {
    expect(readCartTotals(null)).toEqual({
      lines: [],
      listed: false,
      totalQuantity: 0,
      totalPrice: 0,
      promoDiscount: 0,
    });
    expect(readCartTotals({ data: { promo_discount: -20 } }).promoDiscount).toBe(20);
  });
});

describe('pricing the cart', () => {
  it('asks again when the products or the promo change, not when the payment method does', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${apiBase}/api/cart`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { products: [], total_quantity: 0, total_price: 0, promo_discount: 0 } });
      }),
    );
    // only the API cache: an entity's endpoints need nothing else (and a slice may not import the app)
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const price = (cart: CartPricingInput) =>
      store.dispatch(cartApi.endpoints.getCartTotals.initiate({ lang: 'en', cart })).unwrap();
    await price({ products: { '1': 2 }, promo: null, paymethod: 'BOG_CARD' });
    await price({ products: { '1': 2 }, promo: null, paymethod: 'TBC_CARD' });
    await price({ products: { '1': 2 }, promo: 'STARGAZER10', paymethod: 'TBC_CARD' });
    expect(bodies).toEqual([
      { products: { '1': 2 }, promo: null, paymethod: 'BOG_CARD' },
      { products: { '1': 2 }, promo: 'STARGAZER10', paymethod: 'TBC_CARD' },
    ]);
  });
});
