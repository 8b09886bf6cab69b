export { AddToCart } from './ui/AddToCart';
export { CartToggle } from './ui/CartToggle';
