import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLang } from '@/shared/i18n';
import { CartSummary, selectCart, useCartTotals } from '@/entities/cart';
import { PageHeading } from '@/widgets/page-heading';
import { CartTable } from './CartTable';
import { PromoForm } from './PromoForm';

export function CartPage() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const { products } = useSelector(selectCart);
  // the last answer stays on screen while a change is re-priced, so rows do not flicker
  const { data: totals } = useCartTotals();

  return (
    <Container sx={{ py: 3 }}>
      <PageHeading title={t('title')} />
      {products === null ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('empty')}</Typography>
          {/* the home page is the catalogue's door: its categories, discounts and new arrivals */}
          <Button component={RouterLink} to={`/${lang}`} variant="contained">
            {t('browse_catalogue')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3}>
          <CartTable lines={totals?.lines} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <PromoForm />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <CartSummary totals={totals} />
                <Button component={RouterLink} to={`/${lang}/checkout`} variant="contained" fullWidth sx={{ mt: 2 }}>
                  {t('continue')}
                </Button>
              </Paper>
            </Grid>
          </Grid>
        </Stack>
      )}
    </Container>
  );
}
