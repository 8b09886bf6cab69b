import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppStore, RootState } from '../model';

/** The shop in the browser; `serverState` is the store as the server rendered the page being hydrated. */
export function App({
  store,
  router,
  serverState,
}: {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  serverState?: RootState;
}) {
  return (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
