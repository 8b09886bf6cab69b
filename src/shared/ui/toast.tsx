import { lazy, type ReactNode, Suspense, useEffect } from 'react';

// notistack (with a styling engine of its own) is fetched after the first render, not with the shell.
const notistack = () => import(/* webpackChunkName: "toasts" */ 'notistack');

// notistack's enqueueSnackbar only works once a SnackbarProvider exists; a toast raised before the lazy
// provider has mounted (a click right after the first render) waits for it instead of being dropped.
let providerMounted: () => void;
const mounted = new Promise<void>((resolve) => {
  providerMounted = resolve;
});

function ProviderMounted() {
  useEffect(() => providerMounted(), []);
  return null;
}

const SnackbarProvider = lazy(() => notistack().then((m) => ({ default: m.SnackbarProvider })));

/** Where toasts appear: top-right, gone after 5 seconds. Rendered once, by the app. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000}>
        <ProviderMounted />
      </SnackbarProvider>
    </Suspense>
  );
}

// A toast comes a frame after the tap that raised it: what the tap changed (an icon, the cart's count) is
// painted first, and mounting the toast (notistack measures it as it enters, a layout of the whole page)
// stays out of the tap's response, its INP (bench/inp.ts: a third of a card's "add to cart" at 4x CPU).
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** a button beside the message: the toast is outside the router, so its element brings its own navigation */
type ToastOptions = { action?: ReactNode };

const show = (message: string, variant: 'success' | 'error', { action }: ToastOptions = {}) =>
  void Promise.all([notistack(), mounted, afterNextPaint()]).then(([m]) =>
    m.enqueueSnackbar(message, { variant, action }),
  );

const toast = {
  success: (message: string, options?: ToastOptions) => show(message, 'success', options),
  error: (message: string, options?: ToastOptions) => show(message, 'error', options),
};

/** The one toast helper: success and error toasts, shown by the mounted `Toasts`. */
export function useToast() {
  return toast;
}
