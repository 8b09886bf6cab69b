import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n';
import '../styles/fonts';
import { App } from './App';
import { setupStore } from '../model';

void initI18n(window.location.pathname, navigator.languages ?? [navigator.language]);
const { store, persistor } = setupStore();
createRoot(document.getElementById('root')!).render(<App store={store} persistor={persistor} />);
