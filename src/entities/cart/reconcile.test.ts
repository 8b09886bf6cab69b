import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@/shared/api';
import { apiBase, server } from '@/test/msw';
import { cartApi, cartSlice, quantitySet, startCartListeners } from '.';

function newStore() {
  const listener = createListenerMiddleware();
  startCartListeners(listener.startListening);
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, cart: cartSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
}

const product = (id: number, liveStock: number) => ({
  id,
  slug: `p-${id}`,
  price: '100.00',
  discounted: null,
  live_stock: liveStock,
  translations: [{ name: `Product ${id}`, details: '' }],
  stocks: [],
});

/** The server as the contract describes it: unknown ids dropped, quantities clamped to the stock. */
function answerCart(stock: Record<number, number>) {
  server.use(
    http.post(`${apiBase}/api/cart`, async ({ request }) => {
      const { products } = (await request.json()) as { products: Record<string, number> };
      const lines = Object.entries(products)
        .filter(([id]) => Number(id) in stock)
        .map(([id, quantity]) => ({
          product: product(Number(id), stock[Number(id)]),
          quantity: Math.min(quantity, stock[Number(id)]),
        }));
      return HttpResponse.json({ data: { total_quantity: 0, total_price: 0, promo_discount: 0, products: lines } });
    }),
  );
}

async function price(store: ReturnType<typeof newStore>) {
  const { products, promo, paymethod } = store.getState().cart;
  await store.dispatch(cartApi.endpoints.getCartTotals.initiate({ lang: 'en', cart: { products, promo, paymethod } }));
}

describe('the stored cart follows the server’s pricing', () => {
  it('drops products the server no longer sells and keeps a quantity above the stock as chosen', async () => {
    answerCart({ 1: 5, 2: 2 });
    const store = newStore();
    store.dispatch(quantitySet({ id: 1, quantity: 3 }));
    store.dispatch(quantitySet({ id: 2, quantity: 4 }));
    store.dispatch(quantitySet({ id: 99, quantity: 1 }));
    await price(store);
    // the server prices the 2 left; the cart line says so rather than the 4 silently becoming 2
    expect(store.getState().cart.products).toEqual({ '1': 3, '2': 4 });
  });

  it('empties a cart of products the server does not sell at all', async () => {
    answerCart({});
    const store = newStore();
    store.dispatch(quantitySet({ id: 3, quantity: 2 }));
    await price(store);
    expect(store.getState().cart.products).toBeNull();
  });

  it.each([
    ['no product list', { total_quantity: 0 }],
    ['no lines but a total', { total_quantity: 2, total_price: '10.00', products: [] }],
    ['garbage', 'oops'],
  ])('never touches the cart on a faulty answer (%s)', async (_name, data) => {
    server.use(http.post(`${apiBase}/api/cart`, () => HttpResponse.json({ data })));
    const store = newStore();
    store.dispatch(quantitySet({ id: 3, quantity: 2 }));
    await price(store);
    expect(store.getState().cart.products).toEqual({ '3': 2 });
  });

  it('keeps a sold-out line for the shopper to see', async () => {
    answerCart({ 7: 0 });
    const store = newStore();
    store.dispatch(quantitySet({ id: 7, quantity: 1 }));
    await price(store);
    expect(store.getState().cart.products).toEqual({ '7': 1 });
  });
});
