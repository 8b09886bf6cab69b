import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders } from './AppProviders';
import type { AppStore } from '../model';
import { prefetchPageData, routes } from '../router';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => {
    prefetchPageData(store.dispatch, router.state.location);
    return router.subscribe((state) => prefetchPageData(store.dispatch, state.location));
  }, [router, store]);
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
