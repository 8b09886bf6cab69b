import type { Queryable } from '../../db/client';
import type { Lang } from '../../domain/language';
import type { OrderDelivery } from '../../domain/delivery';
import type { OrderState } from '../../domain/orderLife';
import { ORDER_QUEUES, type OrderQueue } from '../../domain/orderQueues';
import { pickupPoints } from '../delivery/delivery.repository';
import { queueCounts } from './orders.admin.repository';

// The working lists with how many orders wait in each (the back office's menu shows them), each with
// the list's filter, so the menu links the list without a copy of the rules.

export interface QueueCount {
  queue: OrderQueue['id'];
  status: OrderState;
  deliveryMethod: OrderDelivery | null;
  pickupPoint: { id: number; name: string } | null;
  count: number;
}

export async function orderQueues(db: Queryable, lang: Lang): Promise<QueueCount[]> {
  const [counts, points] = await Promise.all([
    queueCounts(
      db,
      ORDER_QUEUES.map((queue) => queue.status),
    ),
    pickupPoints(db),
  ]);
  return (ORDER_QUEUES as readonly OrderQueue[]).flatMap((queue): QueueCount[] => {
    const deliveryMethod = queue.deliveryMethod ?? null;
    const waiting = (pickupPointId: number | null) =>
      counts
        .filter(
          (row) =>
            row.status === queue.status &&
            (deliveryMethod === null || row.delivery_method === deliveryMethod) &&
            (pickupPointId === null || row.pickup_warehouse_id === pickupPointId),
        )
        .reduce((sum, row) => sum + row.count, 0);
    if (!queue.perPickupPoint)
      return [{ queue: queue.id, status: queue.status, deliveryMethod, pickupPoint: null, count: waiting(null) }];
    return points.map((point) => ({
      queue: queue.id,
      status: queue.status,
      deliveryMethod,
      pickupPoint: { id: point.id, name: lang === 'ka' && point.name_ka ? point.name_ka : point.name_en },
      count: waiting(point.id),
    }));
  });
}
