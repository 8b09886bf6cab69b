export type { CheckoutStart } from './model/order';
export { useOrders, useCheckoutMutation } from './api/orderApi';
export type { CheckoutDelivery, CheckoutRequest } from './api/orderApi';
export { OrdersTable } from './ui/OrdersTable';
