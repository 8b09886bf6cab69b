import { http, HttpResponse } from 'msw';
import { baseApi } from '@/shared/api';
import { productRemoved, quantitySet, promoApplied } from '@/entities/cart';
import { signedIn, signedOut } from '@/entities/session';
import { apiBase, server } from '@/test/msw';
import { setupStore } from './store';

/** Waits until redux-persist has read localStorage and the store is live. */
async function startStore() {
  const { store, persistor } = setupStore();
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  return { store, persistor };
}

async function flushed(persistor: Awaited<ReturnType<typeof startStore>>['persistor']) {
  await persistor.flush();
}

describe('persistence in the spec’s localStorage keys', () => {
  it('saves the cart as plain JSON under "cart" on every change', async () => {
    const { store, persistor } = await startStore();
    store.dispatch(quantitySet({ id: 12, quantity: 2 }));
    await flushed(persistor);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({
      products: { '12': 2 },
      promo: null,
      paymethod: 'BOG_CARD',
      comment: '',
    });
    store.dispatch(promoApplied('STARGAZER10'));
    store.dispatch(productRemoved(12));
    await flushed(persistor);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({
      products: null,
      promo: 'STARGAZER10',
      paymethod: 'BOG_CARD',
      comment: '',
    });
  });

  it('keeps the raw token string under "token" and removes it on sign-out', async () => {
    const { store, persistor } = await startStore();
    store.dispatch(signedIn('abc.DEF-123'));
    await flushed(persistor);
    expect(localStorage.getItem('token')).toBe('abc.DEF-123');
    store.dispatch(signedOut());
    await flushed(persistor);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('persists nothing else: no API cache, no redux-persist envelope keys', async () => {
    const { store, persistor } = await startStore();
    store.dispatch(quantitySet({ id: 3, quantity: 1 }));
    store.dispatch(signedIn('t0ken'));
    await flushed(persistor);
    expect(Object.keys(localStorage).sort()).toEqual(['cart', 'token']);
  });

  it('loads a cart and token saved by the old site', async () => {
    localStorage.setItem(
      'cart',
      '{"products":{"12":2,"7":1},"promo":"COMET50","paymethod":"LIBERTY_CARD","comment":"call me"}',
    );
    localStorage.setItem('token', 'old-site-token');
    const { store } = await startStore();
    expect(store.getState().cart).toMatchObject({
      products: { '12': 2, '7': 1 },
      promo: 'COMET50',
      paymethod: 'LIBERTY_CARD',
      comment: 'call me',
    });
    expect(store.getState().session.token).toBe('old-site-token');
  });

  it.each([
    ['garbage', 'not json at all'],
    ['half a JSON', '{"products":{"12":'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"cart"'],
    ['null', 'null'],
  ])('a corrupted cart (%s) loads as an empty cart', async (_name, raw) => {
    localStorage.setItem('cart', raw);
    const { store } = await startStore();
    expect(store.getState().cart).toMatchObject({ products: null, promo: null, paymethod: 'BOG_CARD', comment: '' });
  });

  it('drops the invalid lines of a foreign cart and keeps the valid ones', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        products: { '5': -2, '6': 1.5, abc: 1, '8': 3, '9': '2' },
        promo: 42,
        paymethod: 'PAYPAL',
        comment: null,
      }),
    );
    const { store } = await startStore();
    expect(store.getState().cart).toMatchObject({
      products: { '8': 3 },
      promo: null,
      paymethod: 'BOG_CARD',
      comment: '',
    });
  });

  it.each([
    ['a JSON object', '{"access_token":"x"}'],
    ['text with spaces', 'not a token'],
    ['an empty string', ''],
  ])('a corrupted token (%s) loads as signed out', async (_name, raw) => {
    localStorage.setItem('token', raw);
    const { store } = await startStore();
    expect(store.getState().session.token).toBeNull();
  });
});

describe('the base API', () => {
  const probe = baseApi.injectEndpoints({
    endpoints: (build) => ({
      probe: build.query<unknown, { lang: 'ka' | 'en'; anonymous?: boolean }>({
        query: ({ lang, anonymous }) => ({ url: '/api/probe', lang, anonymous }),
      }),
    }),
  });

  function captureHeaders() {
    const seen: Headers[] = [];
    server.use(
      http.get(`${apiBase}/api/probe`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ ok: true });
      }),
    );
    return seen;
  }

  it('sends the page language as accept-language and no token when signed out', async () => {
    const seen = captureHeaders();
    const { store } = await startStore();
    await store.dispatch(probe.endpoints.probe.initiate({ lang: 'en' }));
    expect(seen[0].get('accept-language')).toBe('en');
    expect(seen[0].get('authorization')).toBeNull();
  });

  it('sends the bearer token when signed in, except on anonymous calls', async () => {
    const seen = captureHeaders();
    const { store } = await startStore();
    store.dispatch(signedIn('secret-token'));
    await store.dispatch(probe.endpoints.probe.initiate({ lang: 'ka' }));
    await store.dispatch(probe.endpoints.probe.initiate({ lang: 'ka', anonymous: true }, { forceRefetch: true }));
    expect(seen[0].get('authorization')).toBe('Bearer secret-token');
    expect(seen[0].get('accept-language')).toBe('ka');
    expect(seen[1].get('authorization')).toBeNull();
  });

  it('caches ka and en answers apart', async () => {
    const seen = captureHeaders();
    const { store } = await startStore();
    await store.dispatch(probe.endpoints.probe.initiate({ lang: 'ka' }));
    await store.dispatch(probe.endpoints.probe.initiate({ lang: 'en' }));
    await store.dispatch(probe.endpoints.probe.initiate({ lang: 'ka' }));
    expect(seen.map((headers) => headers.get('accept-language'))).toEqual(['ka', 'en']);
  });
});
