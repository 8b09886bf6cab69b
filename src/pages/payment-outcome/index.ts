export { PaymentOutcomePage } from './ui/PaymentOutcomePage';
