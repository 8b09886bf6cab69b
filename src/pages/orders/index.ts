export { OrdersPage } from './ui/OrdersPage';
