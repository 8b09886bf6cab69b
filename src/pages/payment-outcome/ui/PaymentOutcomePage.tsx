import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useLang } from '@/shared/i18n';
import { cartEmptied } from '@/entities/cart';

// Our server adds ?order=TS-1001 to the bank's return address; another server may not, and the
// address is anyone's to write: only an order number's shape is shown
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/**
 * Where the provider sends the shopper back. A paid order empties the cart (and its comment) and says
 * what happens next; a failed one keeps the cart and offers to pay the same order again, by any method.
 */
export function PaymentOutcomePage({ outcome }: { outcome: 'success' | 'fail' }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const paid = outcome === 'success';
  const order = params.get('order') ?? '';
  const number = ORDER_NUMBER.test(order) ? order : null;

  useEffect(() => {
    if (paid) dispatch(cartEmptied());
  }, [paid, dispatch]);

  const Icon = paid ? CheckCircleIcon : CancelIcon;
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Icon color={paid ? 'success' : 'error'} sx={{ fontSize: 96 }} aria-hidden />
      <Typography component="h1" variant="h4">
        {paid ? t('payment_success') : t('payment_fail')}
      </Typography>
      <Stack spacing={1}>
        {number && (
          <Typography sx={{ fontWeight: 700 }}>{t(paid ? 'order_paid' : 'order_unpaid', { number })}</Typography>
        )}
        <Typography>{paid ? t('paid_next') : t('fail_next')}</Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {paid ? (
          <>
            {/* the order's own page when its number came back, else the list of orders */}
            <Button
              variant="contained"
              component={RouterLink}
              to={number ? `/${lang}/orders/${encodeURIComponent(number)}` : `/${lang}/orders`}
            >
              {t(number ? 'to_order' : 'to_orders')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={`/${lang}`}>
              {t('continue_shopping')}
            </Button>
          </>
        ) : (
          <>
            {/* the same order paid again from its own page (its "Pay" choice, any method): a second checkout
                would place a second order beside this one, which still holds its stock; without a number,
                the checkout */}
            <Button
              variant="contained"
              component={RouterLink}
              to={number ? `/${lang}/orders/${encodeURIComponent(number)}` : `/${lang}/checkout`}
            >
              {t('try_again')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={`/${lang}/cart`}>
              {t('back_to_cart')}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
