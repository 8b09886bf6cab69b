export { setupStore, listenerMiddleware } from './store';
export type { RootState, PreloadedState, AppStore, AppDispatch } from './store';
