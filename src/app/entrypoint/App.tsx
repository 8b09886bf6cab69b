import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders } from './AppProviders';
import type { AppStore } from '../model';
import { routes } from '../router';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
