import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLang } from '@/shared/i18n';
import { formatDate } from '@/shared/lib';
import { usePageArgs } from '@/shared/routing';
import { useOrderDetails } from '@/entities/order';
import { AccountLayout } from '@/widgets/account-layout';
import { PageHeading } from '@/widgets/page-heading';
import { orderRoute } from '../route';
import { OrderActions } from './OrderActions';
import { OrderDeliveryCard } from './OrderDeliveryCard';
import { OrderLines } from './OrderLines';
import { OrderTimeline } from './OrderTimeline';

/** One of the shopper's orders: what was bought at what price, where it goes, how it was paid, and its history. */
export function OrderPage() {
  const { t } = useTranslation(['account', 'checkout']);
  const lang = useLang();
  const args = usePageArgs(orderRoute);
  const { data: order } = useOrderDetails(args);
  return (
    <AccountLayout>
      <PageHeading title={t('order.title', { number: args.number })} />
      {order ? (
        <Stack spacing={3}>
          {order.createdAt && (
            <Typography color="text.secondary">
              {t('order.placed_on', { date: formatDate(new Date(order.createdAt), lang) })}
            </Typography>
          )}
          <OrderActions order={order} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Paper variant="outlined" sx={{ p: 2, flex: 2, width: '100%' }}>
              <OrderLines order={order} />
            </Paper>
            <Stack spacing={3} sx={{ flex: 1, width: '100%' }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography component="h2" variant="h6" gutterBottom>
                  {t('order.payment')}
                </Typography>
                <Typography>
                  {order.payment && t(`checkout:paymethods.${order.payment}`, { defaultValue: order.payment })}
                </Typography>
                {/* the payment's state (partly refunded, expired ...); a server that names none: its status */}
                {order.paymentState ? (
                  <Typography color="text.secondary">
                    {t(`payment_state.${order.paymentState}`, { defaultValue: order.paymentState })}
                  </Typography>
                ) : (
                  order.paymentStatus && (
                    <Typography color="text.secondary">
                      {t(`payment_status.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
                    </Typography>
                  )
                )}
              </Paper>
              <OrderDeliveryCard delivery={order.delivery} />
              <OrderTimeline timeline={order.timeline} />
            </Stack>
          </Stack>
        </Stack>
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
    </AccountLayout>
  );
}
