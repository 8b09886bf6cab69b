import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { renderHook } from '@testing-library/react';
import { baseApi } from '@/shared/api';

/**
 * A store of the API cache and a session: an entity's endpoints need nothing else (and a slice may not
 * import the app). `token`: the shopper is signed in (the session's own shape, `{ token }`).
 */
export function setupEntityStore({ token = null }: { token?: string | null } = {}) {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: (state: { token: string | null } = { token }) => state,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

/** Renders an entity's hook on a page at `path` (`/:locale/*`, so it reads the page's language). */
export function renderEntityHook<Result>(
  hook: () => Result,
  { path = '/en', token }: { path?: string; token?: string | null } = {},
) {
  const store = setupEntityStore({ token });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:locale/*" element={children} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  return { store, ...renderHook(hook, { wrapper }) };
}
