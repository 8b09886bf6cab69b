export {
  sessionSlice,
  signedIn,
  signedOut,
  selectIsSignedIn,
  selectSessionKnown,
  readStoredToken,
  writeStoredToken,
} from './model/session';
export { startSessionListeners } from './model/listeners';
