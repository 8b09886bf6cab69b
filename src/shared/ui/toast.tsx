import { lazy, Suspense } from 'react';

// notistack (with a styling engine of its own) is fetched after the first render, not with the shell:
// toasts only ever follow something the shopper did, by which time it is there.
const notistack = () => import(/* webpackChunkName: "toasts" */ 'notistack');

const SnackbarProvider = lazy(() => notistack().then((m) => ({ default: m.SnackbarProvider })));

/** Where toasts appear: top-right, gone after 5 seconds. Rendered once, by the app. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} />
    </Suspense>
  );
}

const toast = {
  success: (message: string) => void notistack().then((m) => m.enqueueSnackbar(message, { variant: 'success' })),
  error: (message: string) => void notistack().then((m) => m.enqueueSnackbar(message, { variant: 'error' })),
};

/** The one toast helper: success and error toasts, shown by the mounted `Toasts`. */
export function useToast() {
  return toast;
}
