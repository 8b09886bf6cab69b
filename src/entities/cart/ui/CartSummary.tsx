import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import type { CartTotals } from '../api/cartApi';

/**
 * Total quantity, total price and the promo discount (a negative amount, or "--" without one):
 * the summary under the cart and the checkout's payment details.
 */
export function CartSummary({ totals }: { totals: CartTotals | undefined }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const rows = [
    ['total_quantity', totals && t('pieces', { count: totals.totalQuantity })],
    ['promo_discount', totals && (totals.promoDiscount > 0 ? formatPrice(-totals.promoDiscount, lang) : '--')],
    ['total_price', totals && formatPrice(totals.totalPrice, lang)],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {t(key)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: key === 'total_price' ? 700 : 500, textAlign: 'end' }}>
            {value ?? <Skeleton width={80} />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
