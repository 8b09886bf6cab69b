import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import type { Product } from '../model/product';

/** The Sale badge, shown when the product has a discounted price. */
export function SaleBadge({ product }: { product: Pick<Product, 'discounted'> }) {
  const { t } = useTranslation('catalog');
  if (product.discounted === null) return null;
  return <Chip label={t('sale')} color="secondary" size="small" sx={{ fontWeight: 700 }} />;
}

/**
 * The price as the shopper pays it: a discounted price highlighted with the regular one struck
 * through, the regular price alone, or "No Price" when the server sent none. An amount never parts
 * from its ₾ sign at a line's end.
 */
export function ProductPrice({
  product,
  size = 'medium',
}: {
  product: Pick<Product, 'price' | 'discounted'>;
  size?: 'medium' | 'large';
}) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  // the look of a heading, never the element: a price is not a section of the page
  const variant = size === 'large' ? 'h5' : 'subtitle1';
  if (product.price === null && product.discounted === null) {
    return (
      <Typography variant={variant} component="p" color="text.secondary">
        {t('no_price')}
      </Typography>
    );
  }
  if (product.discounted === null) {
    return (
      <Typography variant={variant} component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatPrice(product.price!, lang)}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        variant={variant}
        component="ins"
        sx={{ fontWeight: 700, color: 'secondary.dark', textDecoration: 'none', whiteSpace: 'nowrap' }}
      >
        {formatPrice(product.discounted, lang)}
      </Typography>
      {product.price !== null && (
        <Typography variant="body2" component="del" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatPrice(product.price, lang)}
        </Typography>
      )}
    </Box>
  );
}

/**
 * "from X ₾/month · 12 months, BOG": the Bank of Georgia installment on the shop's terms, when the server
 * offers one, naming its bank and term (a monthly price alone does not say whose loan or for how long).
 */
export function MonthlyPrice({ product }: { product: Pick<Product, 'installment'> }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  if (!product.installment) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      title={t('monthly_terms', { months: product.installment.months })}
    >
      {t('monthly_price', {
        price: formatPrice(product.installment.monthly, lang),
        months: product.installment.months,
      })}
    </Typography>
  );
}
