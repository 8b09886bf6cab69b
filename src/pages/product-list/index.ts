export { productListRoute } from './route';
