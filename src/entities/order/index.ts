export type { CheckoutStart } from './model/order';
export { useOrders, useCheckoutMutation } from './api/orderApi';
export type { CheckoutRequest } from './api/orderApi';
export { OrdersTable } from './ui/OrdersTable';
