import { useCallback } from 'react';
import { useNotify, useRefresh, type HttpError } from 'react-admin';

/**
 * What an edit form does when saving fails: the server's message (already in the operator's language);
 * fields' messages stay on their fields (react-admin puts body.errors there); a version mismatch (409)
 * reloads the record, so the operator sees what someone else saved and makes their change on it.
 */
export function useSaveFailure() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (error: unknown) => {
    const { status, message, body } = (error ?? {}) as Partial<HttpError>;
    const onFields = status === 422 && body?.errors && Object.keys(body.errors).length > 0;
    if (!onFields) notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
    if (status === 409) refresh();
  };
}

/** a failed action's message (a button's call), as the server wrote it */
export function useActionFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = (error as Partial<HttpError>)?.message;
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}

/**
 * a call that changes the record on screen apart from its form (an upload, a picture's order, a stock
 * count): its success said with `saved`, the record read again (with its new version), a failure's
 * message shown as the server wrote it
 */
export function useRecordCall(saved: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = useActionFailure();
  return async (call: () => Promise<unknown>) => {
    try {
      await call();
      notify(saved, { type: 'success' });
      refresh();
    } catch (error) {
      failed(error);
    }
  };
}
