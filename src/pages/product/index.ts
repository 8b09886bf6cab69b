export { ProductPage } from './ui/ProductPage';
