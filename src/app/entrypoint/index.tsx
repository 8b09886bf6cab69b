import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n';
import '../styles/fonts';
import { App } from './App';
import { setupStore } from '../model';

void initI18n(window.location.pathname, navigator.languages ?? [navigator.language]);
const { store, persistor } = setupStore();
// As a transition the first render is done in short slices, so the main thread is never blocked for long.
startTransition(() => createRoot(document.getElementById('root')!).render(<App store={store} persistor={persistor} />));
