import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n';
import '../styles/fonts';
import { App } from './App';
import { setupStore } from '../model';
import { preloadPage, prefetchPageData } from '../router';

void initI18n(window.location.pathname, navigator.languages ?? [navigator.language]);
const { store, rehydrated } = setupStore();
// the first page's code and data are on their way while the app starts
preloadPage(window.location.pathname);
prefetchPageData(store.dispatch, window.location);
const root = createRoot(document.getElementById('root')!);
// The first render starts with the stored cart and session in place (localStorage answers within a few
// microtasks), and as a transition it is done in short slices, so the main thread is never blocked for long.
void rehydrated.then(() => startTransition(() => root.render(<App store={store} />)));
