// What the cart entity may know about the session: when it ends (the checkout comment goes with it).
export { signedOut } from '../model/session';
