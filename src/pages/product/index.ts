export { productRoute } from './route';
