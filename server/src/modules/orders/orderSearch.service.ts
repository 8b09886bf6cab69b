import { phoneSearchDigits } from '../../domain/address';
import type { OrderDelivery } from '../../domain/delivery';
import type { PayMethod } from '../../domain/payments';
import type { PaymentState } from '../../domain/orderLife';
import type { OrderFilter, OrderStatus } from './orders.admin.repository';

// The order list's query (the list's, the CSV's) as the repository filters it: a search that reads as a
// phone compared by its digits. (`to` comes with its last day whole already: http/adminSchemas rangeEnd.)

export interface OrderListQuery {
  status?: OrderStatus;
  paymentState?: PaymentState;
  paymentMethod?: PayMethod;
  from?: string;
  to?: string;
  customer?: string;
  number?: string;
  deliveryMethod?: OrderDelivery;
  pickupPointId?: number;
  q?: string;
}

export function orderListFilter(query: OrderListQuery): OrderFilter {
  const q = query.q?.trim() || undefined;
  return {
    status: query.status,
    paymentState: query.paymentState,
    paymentMethod: query.paymentMethod,
    from: query.from,
    to: query.to,
    customer: query.customer,
    number: query.number,
    deliveryMethod: query.deliveryMethod,
    pickupPointId: query.pickupPointId,
    q,
    phoneDigits: q === undefined ? null : phoneSearchDigits(q),
  };
}
