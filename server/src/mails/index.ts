import { toTetri } from '../domain/money';
import type { OrderMailEvent } from '../domain/orderMails';
import type { OrderMailData, RenderedMail } from './orderMail';
import { orderCancelled } from './orderCancelled';
import { orderDelivered } from './orderDelivered';
import { orderPaid } from './orderPaid';
import { orderReceived } from './orderReceived';
import { orderRefunded } from './orderRefunded';
import { orderShipped } from './orderShipped';
import { orderCollected, orderReadyForPickup } from './orderPickup';

// The order mails, one module each, kept with the code and tested by rendering (mails.test.ts).

export type { OrderMailData, RenderedMail } from './orderMail';

/** the mail an order's change sends, in the order's language; `trackingUrl` makes a tracking number's link */
export function renderOrderMail(
  order: OrderMailData,
  event: OrderMailEvent,
  trackingUrl: (trackingNumber: string) => string,
): RenderedMail {
  switch (event.kind) {
    case 'received':
      return orderReceived(order);
    case 'paid':
      return orderPaid(order);
    case 'shipped':
      return orderShipped(order, {
        trackingNumber: event.trackingNumber,
        trackingUrl: trackingUrl(event.trackingNumber),
      });
    case 'delivered':
      return orderDelivered(order);
    case 'ready_for_pickup':
      return orderReadyForPickup(order);
    case 'collected':
      return orderCollected(order);
    case 'cancelled':
      return orderCancelled(order, event.by);
    case 'refunded':
      return orderRefunded(order, { amountTetri: toTetri(event.amount), refundedTetri: toTetri(event.refunded) });
  }
}
