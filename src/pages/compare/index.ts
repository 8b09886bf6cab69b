export { compareRoute } from './route';
