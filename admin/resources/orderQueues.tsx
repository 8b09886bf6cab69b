import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Menu, useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import type { OrderQueue } from '../api/answers';
import { useCount } from '../ui/language';
import { useAdminApi } from '../ui/useAdminApi';

// The working lists under Orders in the menu ("to pack", "to ship by courier", "ready for pickup:
// Batumi warehouse"), each with how many orders wait in it, each opening the order list filtered as the
// server named it (GET /orders/queues). The counts are read again whenever react-admin refreshes (an
// order's step) and when the operator comes back to the window.

/** the list's filter of a queue, as the order list reads it from its address */
export function queueFilter(queue: OrderQueue) {
  return {
    status: queue.status,
    ...(queue.deliveryMethod && { deliveryMethod: queue.deliveryMethod }),
    ...(queue.pickupPoint && { pickupPointId: queue.pickupPoint.id }),
  };
}

const queueKey = (queue: OrderQueue) => `${queue.queue}-${queue.pickupPoint?.id ?? ''}`;

export function OrderQueueItems() {
  const api = useAdminApi();
  const translate = useTranslate();
  const count = useCount();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'list' });
  const { data: queues = [] } = useQuery({
    queryKey: ['orders', 'queues'],
    queryFn: () => api.orderQueues(),
    enabled: canAccess === true,
  });
  if (!canAccess) return null;
  return queues.map((queue) => (
    <Menu.Item
      key={queueKey(queue)}
      to={`${createPath({ resource: 'orders', type: 'list' })}?${new URLSearchParams({
        filter: JSON.stringify(queueFilter(queue)),
      })}`}
      // indented under Orders; long Georgian names wrap instead of being cut
      sx={{ pl: 4, '& .MuiTypography-root': { whiteSpace: 'normal' } }}
      primaryText={
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
            {translate(`admin.queue.${queue.queue}`, { point: queue.pickupPoint?.name ?? '' })}
          </Box>
          <Box
            component="span"
            sx={{
              px: 1,
              borderRadius: 3,
              typography: 'body2',
              fontWeight: 700,
              bgcolor: queue.count > 0 ? 'primary.main' : 'action.selected',
              color: queue.count > 0 ? 'primary.contrastText' : 'text.secondary',
            }}
          >
            {count(queue.count)}
          </Box>
        </Box>
      }
    />
  ));
}
