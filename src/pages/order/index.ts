export { orderRoute } from './route';
