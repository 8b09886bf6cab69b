import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@/shared/api';
import { apiBase, server } from '@/test/msw';
import { startSessionListeners } from './listeners';
import { sessionSlice, signedIn } from './session';

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    guarded: build.query<unknown, { lang: 'en'; anonymous?: boolean; attempt: number }>({
      query: ({ lang, anonymous }) => ({ url: '/api/guarded', lang, anonymous }),
    }),
  }),
});

function answer(status: number) {
  server.use(http.get(`${apiBase}/api/guarded`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status })));
}

/** The session and the API with the session listeners, as the app's store starts them. */
function signedInStore() {
  const listeners = createListenerMiddleware();
  startSessionListeners(listeners.startListening);
  const store = configureStore({
    reducer: { [sessionSlice.reducerPath]: sessionSlice.reducer, [baseApi.reducerPath]: baseApi.reducer },
    preloadedState: { session: { token: 'old-token' } },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  });
  return { store };
}

describe('a 401 from a call made with the token', () => {
  it('signs the shopper out', async () => {
    answer(401);
    const { store } = signedInStore();
    await store.dispatch(probe.endpoints.guarded.initiate({ lang: 'en', attempt: 1 }));
    expect(store.getState().session.token).toBeNull();
  });

  it('leaves the session alone for other failures', async () => {
    answer(403);
    const { store } = signedInStore();
    await store.dispatch(probe.endpoints.guarded.initiate({ lang: 'en', attempt: 1 }));
    expect(store.getState().session.token).toBe('old-token');
  });

  it('leaves the session alone when the 401 came from an anonymous call (wrong login, cart)', async () => {
    answer(401);
    const { store } = signedInStore();
    await store.dispatch(probe.endpoints.guarded.initiate({ lang: 'en', anonymous: true, attempt: 1 }));
    expect(store.getState().session.token).toBe('old-token');
  });

  it('does not sign out a shopper who signed in again while the old call was under way', async () => {
    let release: () => void = () => {};
    let reached!: () => void;
    const underWay = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get(`${apiBase}/api/guarded`, async () => {
        reached();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const { store } = signedInStore();
    const call = store.dispatch(probe.endpoints.guarded.initiate({ lang: 'en', attempt: 1 }));
    await underWay;
    store.dispatch(signedIn('new-token'));
    release();
    await call;
    expect(store.getState().session.token).toBe('new-token');
  });
});
