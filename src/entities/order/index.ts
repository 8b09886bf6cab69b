export type { CheckoutStart } from './model/order';
export type { OrderDetails, OrderEvent, OrderLine, OrderDelivery } from './model/orderDetails';
export {
  useOrders,
  useCheckoutMutation,
  useOrderDetails,
  usePayOrderMutation,
  useCancelOrderMutation,
} from './api/orderApi';
export type { CheckoutDelivery, CheckoutRequest } from './api/orderApi';
export { continueToProvider, providerPages } from './lib/providerPages';
export { OrdersTable } from './ui/OrdersTable';
