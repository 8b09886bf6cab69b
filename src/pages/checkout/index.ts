export { checkoutRoute } from './route';
