export { setupStore, listenerMiddleware } from './store';
export type { RootState, AppStore, AppDispatch } from './store';
