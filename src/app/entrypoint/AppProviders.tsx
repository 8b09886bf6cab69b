import { type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Toasts } from '@/shared/ui';
import type { AppStore } from '../model';
import { theme } from '../styles';

/** Everything a page needs around it: store, theme, toasts. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Suspense fallback={null}>{children}</Suspense>
        <Toasts />
      </ThemeProvider>
    </Provider>
  );
}
