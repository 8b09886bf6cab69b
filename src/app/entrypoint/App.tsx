import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppStore, RootState } from '../model';

/**
 * The shop in the browser; `serverState` is the store as the server rendered the page being hydrated,
 * `onHydrated` runs once that page has become the shop (its first commit).
 */
export function App({
  store,
  router,
  serverState,
  onHydrated,
}: {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  serverState?: RootState;
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
