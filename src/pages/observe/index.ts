export { observeRoute } from './route';
