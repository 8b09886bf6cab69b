export { CartPage } from './ui/CartPage';
