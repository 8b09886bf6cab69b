import { type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Toasts, theme } from '@/shared/ui';
import type { AppStore, RootState } from '../model';

/**
 * Everything a page needs around it: store, theme, toasts. While a server-rendered page hydrates, its
 * components read `serverState` (the server's store: no cart, no session), and the browser's own state
 * (the stored cart and token) right after, so the first render matches the HTML.
 */
export function AppProviders({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Suspense fallback={null}>{children}</Suspense>
        <Toasts />
      </ThemeProvider>
    </Provider>
  );
}
