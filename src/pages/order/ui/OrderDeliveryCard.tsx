import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { addressLine } from '@/entities/address';
import { useDeliveryOptions } from '@/entities/delivery';
import type { OrderDelivery } from '@/entities/order';

/** How the order reaches the shopper: the method, and its address or pickup point (or arranged from the comment). */
export function OrderDeliveryCard({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useTranslation(['account', 'checkout']);
  // the order keeps a region's code; the shop's offer names it in the page's language
  const { options } = useDeliveryOptions();
  const { address, pickupPoint } = delivery;
  const regionName = address && options?.regions.find((region) => region.code === address.region)?.name;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('order.delivery')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t(`checkout:delivery.methods.${delivery.method}`, { defaultValue: delivery.method })}
      </Typography>
      {delivery.method === 'arranged' && <Typography color="text.secondary">{t('order.arranged')}</Typography>}
      {address && (
        <>
          <Typography color="text.secondary">{t('order.delivery_to')}</Typography>
          <Typography>{addressLine(address, regionName ?? address.region)}</Typography>
          {address.notes && <Typography variant="body2">{t('order.notes', { notes: address.notes })}</Typography>}
        </>
      )}
      {pickupPoint && (
        <>
          <Typography color="text.secondary">{t('order.pickup_at')}</Typography>
          <Typography>{pickupPoint.name}</Typography>
          <Typography>{pickupPoint.address}</Typography>
          {pickupPoint.hours && (
            <Typography variant="body2">{t('order.hours', { hours: pickupPoint.hours })}</Typography>
          )}
        </>
      )}
      {delivery.phone && <Typography variant="body2">{t('order.phone', { phone: delivery.phone })}</Typography>}
    </Paper>
  );
}
