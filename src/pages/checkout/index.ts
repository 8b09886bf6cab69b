export { CheckoutPage } from './ui/CheckoutPage';
