import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { uploadUrl } from '@/shared/lib';
import { Picture } from '@/shared/ui';
import { isInStock, type Product } from '../model/product';
import { MonthlyPrice, ProductPrice, SaleBadge } from './ProductPrice';

/**
 * A product in a list: thumbnail, name, price and Sale badge. `cartAction` (the cart toggle) shows
 * only while the product is in stock; otherwise the card says "out of stock".
 */
export function ProductCard({
  product,
  cartAction,
  headingLevel = 'h2',
  eager = false,
}: {
  product: Product;
  cartAction?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const name = product.name ?? t('no_title', { ns: 'common' });
  const to = `/${lang}/product/${product.slug}`;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 8, left: 8, zIndex: 1 }}>
        <SaleBadge product={product} />
      </Box>
      <RouterLink to={to} tabIndex={-1} aria-hidden>
        <Picture src={uploadUrl('products', product.images[0], 'thumb')} alt="" width={400} height={400} eager={eager} />
      </RouterLink>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Link component={RouterLink} to={to} color="inherit" underline="hover">
            {name}
          </Link>
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <MonthlyPrice product={product} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <ProductPrice product={product} />
          {isInStock(product) ? (
            cartAction
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('out_of_stock')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden data-testid="product-skeleton">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <CardContent>
        <Skeleton />
        <Skeleton width="50%" />
      </CardContent>
    </Card>
  );
}
