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

// Long Georgian words ("ობსერვატორიული") are wider than a two-column card on a 320 px phone: they
// break where they must rather than overflow the card
const breakLongWords = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

/** the thumbnail's width in a row card (the list layout), and in its skeleton */
const ROW_THUMBNAIL = { xs: 104, sm: 168 };

/**
 * A product in a list: thumbnail, name, price and Sale badge; `fit` under the name, how it fits the list's
 * telescope (FitBadge: given by the lists that can be filtered by one, so the home page's cards go without its code). `cartAction` (the cart toggle) shows
 * only while the product is in stock; otherwise the card says "out of stock".
 * `row`: the list layout's form, the thumbnail beside the name, price, stock and cart button.
 */
export function ProductCard({
  product,
  cartAction,
  fit,
  headingLevel = 'h2',
  eager = false,
  row = false,
}: {
  product: Product;
  cartAction?: ReactNode;
  fit?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  row?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const name = product.name ?? t('no_title', { ns: 'common' });
  const to = `/${lang}/product/${product.slug}`;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: row ? 'row' : 'column', position: 'relative' }}
    >
      <Box sx={{ position: 'absolute', top: 8, left: 8, zIndex: 1 }}>
        <SaleBadge product={product} />
      </Box>
      <Box
        component={RouterLink}
        to={to}
        tabIndex={-1}
        aria-hidden
        sx={row ? { display: 'block', width: ROW_THUMBNAIL, flexShrink: 0, alignSelf: 'center' } : { display: 'block' }}
      >
        <Picture
          src={uploadUrl('products', product.images[0], 'thumb')}
          alt=""
          width={400}
          height={400}
          eager={eager}
        />
      </Box>
      <CardContent
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: { xs: 1.5, sm: 2 },
          '&:last-child': { pb: { xs: 1.5, sm: 2 } },
        }}
      >
        <Typography
          component={headingLevel}
          variant="subtitle1"
          sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: { xs: '0.875rem', sm: '1rem' }, ...breakLongWords }}
        >
          <Link component={RouterLink} to={to} color="inherit" underline="hover">
            {name}
          </Link>
        </Typography>
        {fit}
        <Box sx={{ mt: row ? 0 : 'auto' }}>
          <MonthlyPrice product={product} />
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 1,
            mt: row ? 'auto' : 0,
          }}
        >
          <ProductPrice product={product} />
          {isInStock(product) ? (
            cartAction
          ) : (
            <Typography variant="body2" color="text.secondary" sx={breakLongWords}>
              {t('out_of_stock')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export function ProductCardSkeleton({ row = false }: { row?: boolean }) {
  return (
    <Card
      variant="outlined"
      aria-hidden
      data-testid="product-skeleton"
      sx={{ display: 'flex', flexDirection: row ? 'row' : 'column' }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ width: row ? ROW_THUMBNAIL : '100%', flexShrink: 0, height: 'auto', aspectRatio: '1 / 1' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Skeleton />
        <Skeleton width="50%" />
      </CardContent>
    </Card>
  );
}
