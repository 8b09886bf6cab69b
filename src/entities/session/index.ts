export {
  sessionSlice,
  signedIn,
  signedOut,
  selectIsSignedIn,
  readStoredToken,
  writeStoredToken,
} from './model/session';
export { startSessionListeners } from './model/listeners';
