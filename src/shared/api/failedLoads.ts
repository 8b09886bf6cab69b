import { isRejected, type ListenerMiddlewareInstance, type UnknownAction } from '@reduxjs/toolkit';

type StartListening = ListenerMiddlewareInstance['startListening'];

interface QueryMeta {
  arg?: { type?: string };
  /** rejected before it started: the answer was cached already */
  condition?: boolean;
  aborted?: boolean;
}

/** a query (a load, not a mutation) that ran and failed */
function isFailedLoad(action: UnknownAction): action is UnknownAction & { payload?: unknown; error: unknown } {
  if (!isRejected(action)) return false;
  const meta = action.meta as QueryMeta;
  return meta.arg?.type === 'query' && !meta.condition && !meta.aborted;
}

/**
 * The spec's one reaction to a failed load, for every endpoint at once: no message on the page (it
 * keeps its skeletons), "Get data failed: " and the cause in the console.
 */
export function startFailedLoadLog(startListening: StartListening) {
  startListening({
    predicate: isFailedLoad,
    effect: (action) => {
      if (isFailedLoad(action)) console.error('Get data failed: ', action.payload ?? action.error);
    },
  });
}
