import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLang } from '@/shared/i18n';
import { formatDate, formatPrice } from '@/shared/lib';
import type { OrderEvent } from '@/entities/order';

const bad = new Set(['payment_failed', 'cancelled']);

/** The order's statuses in the order they came, each with its day; a shipment with its tracking number and link. */
export function OrderTimeline({ timeline }: { timeline: OrderEvent[] }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('order.timeline')}
      </Typography>
      <Box component="ol" aria-label={t('order.timeline')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {timeline.map((event, index) => (
          <Box
            component="li"
            key={`${event.status}-${event.at}-${index}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: index === timeline.length - 1 ? 0 : 2,
              // a dot per step on a line joining them
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 4,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: bad.has(event.status) ? 'error.main' : 'primary.main',
              },
              '&:not(:last-child)::after': {
                content: '""',
                position: 'absolute',
                left: 8,
                top: 18,
                bottom: 0,
                width: 2,
                bgcolor: 'divider',
              },
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t(`order.status.${event.status}`, {
                defaultValue: event.status,
                amount: event.amount === null ? '' : formatPrice(event.amount, lang),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={event.at}>{formatDate(new Date(event.at), lang)}</time>
            </Typography>
            {event.trackingNumber && (
              <Typography variant="body2">
                {t('order.tracking', { number: event.trackingNumber })}
                {event.trackingUrl && (
                  <>
                    {' · '}
                    <Link href={event.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {t('order.track')}
                    </Link>
                  </>
                )}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
