import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** The one toast helper: success and error toasts, top-right, gone after 5 seconds. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}
