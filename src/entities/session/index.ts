export {
  sessionSlice,
  signedIn,
  signedOut,
  selectToken,
  selectIsSignedIn,
  selectSessionKnown,
  readStoredToken,
  writeStoredToken,
} from './model/session';
export type { SessionState } from './model/session';
export { startSessionListeners } from './model/listeners';
