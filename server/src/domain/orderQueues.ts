import type { OrderDelivery } from './delivery';
import type { OrderState } from './orderLife';

// The back office's working lists (issue 35): the orders waiting for one step of the people who pack
// and hand them over, each a status and a delivery method; the pickup orders waiting on the shelf, one
// list per pickup point ("ready for pickup in Batumi").

export interface OrderQueue {
  id: (typeof ORDER_QUEUE_IDS)[number];
  status: OrderState;
  /** absent: every method */
  deliveryMethod?: OrderDelivery;
  /** one list per pickup point */
  perPickupPoint?: true;
}

export const ORDER_QUEUES = [
  { id: 'to_pack', status: 'paid' },
  { id: 'to_ship_courier', status: 'packed', deliveryMethod: 'courier' },
  { id: 'to_ship_regions', status: 'packed', deliveryMethod: 'regions' },
  { id: 'to_deliver_arranged', status: 'packed', deliveryMethod: 'arranged' },
  { id: 'to_put_ready', status: 'packed', deliveryMethod: 'pickup' },
  { id: 'ready_for_pickup', status: 'ready_for_pickup', deliveryMethod: 'pickup', perPickupPoint: true },
] as const satisfies readonly (Omit<OrderQueue, 'id'> & { id: string })[];

export const ORDER_QUEUE_IDS = ORDER_QUEUES.map((queue) => queue.id);
