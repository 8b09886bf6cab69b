import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import type { CartTotals } from '../api/cartApi';

/**
 * Total quantity, total price and the promo discount (a negative amount, or "--" without one):
 * the summary under the cart and the checkout's payment details. With a `delivery` (a checkout that
 * offers one) its fee is a line too ("--" until a method is chosen) and the total is lines - promo + fee.
 */
export function CartSummary({
  totals,
  delivery,
}: {
  totals: CartTotals | undefined;
  delivery?: { fee: number | null };
}) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const fee = delivery?.fee ?? null;
  const rows = [
    ['total_quantity', totals && t('pieces', { count: totals.totalQuantity })],
    ['promo_discount', totals && (totals.promoDiscount > 0 ? formatPrice(-totals.promoDiscount, lang) : '--')],
    ...(delivery
      ? ([['delivery', fee === null ? '--' : fee === 0 ? t('free') : formatPrice(fee, lang)]] as const)
      : []),
    ['total_price', totals && formatPrice(totals.totalPrice + (fee ?? 0), lang)],
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
