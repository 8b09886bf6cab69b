import { isRejectedWithValue, type ListenerMiddlewareInstance, type UnknownAction } from '@reduxjs/toolkit';
import { selectToken, signedOut } from './session';

type StartListening = ListenerMiddlewareInstance['startListening'];
type StateWithSession = Parameters<typeof selectToken>[0];

/** The bearer token a failed call carried, read from the request RTK Query keeps in the action. */
function tokenOfRequest(action: UnknownAction): string | undefined {
  const meta = action.meta as { baseQueryMeta?: { request?: Request } } | undefined;
  const authorization = meta?.baseQueryMeta?.request?.headers.get('authorization');
  return authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

function isUnauthorized(action: UnknownAction): boolean {
  return isRejectedWithValue(action) && (action.payload as { status?: unknown } | undefined)?.status === 401;
}

/**
 * The server no longer accepts the token (expired, revoked): any call made with it that answers
 * 401 signs the shopper out. Only the token that call carried: a late answer for an old token
 * must not sign out a shopper who has signed in again since.
 */
export function startSessionListeners(startListening: StartListening) {
  return startListening({
    predicate: (action) => isUnauthorized(action) && tokenOfRequest(action) !== undefined,
    effect: (action, api) => {
      const current = selectToken(api.getState() as StateWithSession);
      if (current !== null && current === tokenOfRequest(action)) api.dispatch(signedOut());
    },
  });
}
