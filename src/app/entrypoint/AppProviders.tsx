import { type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Toasts } from '@/shared/ui';
import type { Persistor } from 'redux-persist';
import type { AppStore } from '../model';
import { theme } from '../styles';

/** Everything a page needs around it: store, persisted state, theme, toasts, translations. */
export function AppProviders({ store, persistor, children }: { store: AppStore; persistor: Persistor; children: ReactNode }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Suspense fallback={null}>{children}</Suspense>
          <Toasts />
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}
