import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppStore } from '../model';
import { prefetchPageData, routes } from '../router';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  // the first page's data is asked for before the first render (entrypoint); these are the next pages'
  useEffect(() => router.subscribe((state) => prefetchPageData(store.dispatch, state.location)), [router, store]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
