// What the address entity may know about the session: whether there is a token to ask with.
export { selectIsSignedIn } from '../model/session';
