import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useLang } from '@/shared/i18n';
import { cartEmptied } from '@/entities/cart';

/** Where the provider sends the shopper back: a paid order empties the cart, a failed one keeps it. */
export function PaymentOutcomePage({ outcome }: { outcome: 'success' | 'fail' }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const dispatch = useDispatch();
  const paid = outcome === 'success';

  useEffect(() => {
    if (paid) dispatch(cartEmptied());
  }, [paid, dispatch]);

  const Icon = paid ? CheckCircleIcon : CancelIcon;
  const message = paid ? t('payment_success') : t('payment_fail');
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8, textAlign: 'center' }}>
      <Icon color={paid ? 'success' : 'error'} sx={{ fontSize: 96 }} aria-hidden />
      <Typography component="h1" variant="h4">
        {message}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paid ? `/${lang}/orders` : `/${lang}/cart`}>
        {paid ? t('to_orders') : t('back_to_cart')}
      </Button>
    </Stack>
  );
}
