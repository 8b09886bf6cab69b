import { combineSlices, configureStore, createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { PersistConfig, PersistorOptions } from 'redux-persist';
import { baseApi, startFailedLoadLog, type ApiExtra } from '@/shared/api';
import { localStorageKey } from '@/shared/lib';
import { provideLazySlices } from '@/shared/model';
import { cartSlice, readStoredCart, startCartListeners, writeStoredCart } from '@/entities/cart';
import { readStoredToken, sessionSlice, startSessionListeners, writeStoredToken } from '@/entities/session';

// Exactly two things survive a reload, each in the spec's own localStorage key and format:
// the cart as plain JSON under "cart", the raw token string under "token". Never the API cache.
function persistedInOwnKey<S>(
  key: string,
  codec: { read: (raw: string) => S | undefined; write: (state: S) => string | null },
  reducer: Reducer<S>,
) {
  // getStoredState reads `deserialize`, which redux-persist's types leave out.
  const persistConfig: PersistConfig<S> & { deserialize: false } = {
    key,
    keyPrefix: '',
    storage: localStorageKey(codec),
    serialize: false,
    deserialize: false,
  };
  return persistReducer(persistConfig, reducer);
}

// The slices every page needs; a page's code injects the rest when it first renders (injectSlice).
const rootReducer = combineSlices({
  [baseApi.reducerPath]: baseApi.reducer,
  [cartSlice.reducerPath]: persistedInOwnKey(
    'cart',
    { read: readStoredCart, write: writeStoredCart },
    cartSlice.reducer,
  ),
  [sessionSlice.reducerPath]: persistedInOwnKey(
    'token',
    { read: readStoredToken, write: writeStoredToken },
    sessionSlice.reducer,
  ),
});

provideLazySlices(rootReducer);

export type RootState = ReturnType<typeof rootReducer>;

/** Cross-cutting reactions (sign-out on 401, the cart's reconciling, the log of failed loads) start listening here, at store creation. */
export const listenerMiddleware = createListenerMiddleware();
startSessionListeners(listenerMiddleware.startListening);
startCartListeners(listenerMiddleware.startListening);
startFailedLoadLog(listenerMiddleware.startListening);

/** A starting state (tests, a server render): any slice, without redux-persist's bookkeeping. */
export type PreloadedState = { [K in keyof RootState]?: Omit<RootState[K], '_persist'> };

/**
 * `apiExtra`: a server render's own way to the API; `persist: false` (a server render) never reads the
 * stored cart and session, so they stay unknown, as they are to the browser while it hydrates the page.
 */
const CHECK_WARN_AFTER_MS = 1000;

export function setupStore(
  preloadedState?: PreloadedState,
  { apiExtra, persist = true }: { apiExtra?: ApiExtra; persist?: boolean } = {},
) {
  const store = configureStore({
    reducer: rootReducer,
    // redux-persist adds `_persist` itself when it rehydrates
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      // the development checks (left out of production builds) warn when they take longer than 32 ms:
      // on a busy machine that says nothing about the state, and a test run would speak of it
      getDefault({
        thunk: { extraArgument: apiExtra },
        immutableCheck: { warnAfter: CHECK_WARN_AFTER_MS },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: CHECK_WARN_AFTER_MS,
        },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Astro shop' },
  });
  let persistor!: ReturnType<typeof persistStore>;
  // The stored cart and session are back in the store once this resolves; a first render in the browser
  // waits for it instead of a PersistGate, whose switch from nothing to the whole shop is one synchronous
  // render (a hydration does not: it renders what the server did, and the stored state after).
  const rehydrated = new Promise<void>((resolve) => {
    // manualPersist: never read until persist() is called; redux-persist's types leave the option out
    persistor = persistStore(store, persist ? null : ({ manualPersist: true } as PersistorOptions), resolve);
  });
  return { store, persistor, rehydrated };
}

export type AppStore = ReturnType<typeof setupStore>['store'];
export type AppDispatch = AppStore['dispatch'];
