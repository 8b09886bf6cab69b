export { cartRoute } from './route';
