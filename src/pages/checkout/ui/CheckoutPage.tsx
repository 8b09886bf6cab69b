import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLang } from '@/shared/i18n';
import { useSelector } from 'react-redux';
import { CartSummary, selectCartCount, useCartTotals } from '@/entities/cart';
import { PageHeading } from '@/widgets/page-heading';
import { formatPrice } from '@/shared/lib';
import { useDeliveryStep } from '../model/useDeliveryStep';
import { CheckoutForm } from './CheckoutForm';
import { DeliveryPicker } from './DeliveryPicker';
import { PaymethodPicker } from './PaymethodPicker';

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const { data: totals } = useCartTotals();
  // an empty cart is never priced, so its summary would wait forever
  const empty = useSelector(selectCartCount) === 0;
  // the server's total is lines - promo: the subtotal delivery's free threshold is read against
  const delivery = useDeliveryStep(totals?.totalPrice);
  return (
    <Container sx={{ py: 3 }}>
      <PageHeading title={t('title')} section={{ label: t('cart:title'), to: `/${lang}/cart` }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {delivery.offered && <DeliveryPicker step={delivery} />}
            <Typography component="h2" variant="h6">
              {t('paymethod')}
            </Typography>
            <PaymethodPicker />
            <CheckoutForm delivery={delivery} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="payment-details">
            <Typography id="payment-details" component="h2" variant="h6" sx={{ mb: 2 }}>
              {t('payment_details')}
            </Typography>
            {empty ? (
              <Typography>{t('cart:empty')}</Typography>
            ) : (
              <CartSummary totals={totals} delivery={delivery.offered ? { fee: delivery.fee } : undefined} />
            )}
            {!empty && delivery.shortOfFree !== null && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('delivery.add_for_free', { amount: formatPrice(delivery.shortOfFree, lang) })}
              </Typography>
            )}
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
