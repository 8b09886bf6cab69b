// What the observation entity may know about the session: whether there is an account to keep telescopes in.
export { selectIsSignedIn } from '../model/session';
