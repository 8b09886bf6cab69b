import { createRoot } from 'react-dom/client';
// the shop's webfonts and its lari sign, as the storefront has them
import '@/shared/fonts';
import { App } from './App';

// The back office's entry (webpack's admin build): rendered in the browser only, never by the server.
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
