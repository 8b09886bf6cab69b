export { ordersRoute } from './route';
