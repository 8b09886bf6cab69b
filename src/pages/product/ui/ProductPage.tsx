import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { uploadUrl } from '@/shared/lib';
import { usePageArgs } from '@/shared/routing';
import { HtmlSkeleton, SafeHtml } from '@/shared/ui';
import { MonthlyPrice, ProductPrice, SaleBadge, useProduct, useRelatedProducts } from '@/entities/product';
import { AddToCart } from '@/features/add-to-cart';
import { CompareToggle } from '@/features/compare-products';
import { PageHeading } from '@/widgets/page-heading';
import { ProductShelf } from '@/widgets/product-shelf';
import { productRoute } from '../route';
import { BuyingBar } from './BuyingBar';
import { FitShelf } from './FitShelf';
import { Gallery } from './Gallery';
import { SpecTable } from './SpecTable';
import { Stock } from './Stock';

// a telescope's or eyepiece's figures are no part of buying it: their code loads apart, after the page's
const ObserveSection = lazy(() =>
  import(/* webpackChunkName: "observe-section" */ './ObserveSection').then((m) => ({ default: m.ObserveSection })),
);

export function ProductPage() {
  const { t } = useTranslation('catalog');
  const { slug } = usePageArgs(productRoute);
  const { currentData: product } = useProduct(slug);
  // our server's addition: nothing shows when the server has no related products
  const related = useRelatedProducts(slug);
  const name = product ? (product.name ?? t('no_title', { ns: 'common' })) : undefined;
  const lang = useLang();
  const category = product?.category;

  return (
    // on a phone the buying bar is fixed at the bottom: the page leaves room for it below the footer's edge
    <Container maxWidth="lg" sx={{ pt: 3, pb: { xs: 16, md: 3 } }}>
      <PageHeading
        title={name}
        section={category ? { label: category.name, to: `/${lang}/products/${category.slug}` } : undefined}
      />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          {product ? (
            <Gallery key={product.slug} images={product.images} alts={product.alts} name={name!} />
          ) : (
            <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {product ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <BuyingBar>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <ProductPrice product={product} size="large" />
                  <SaleBadge product={product} />
                </Box>
                <AddToCart key={product.id} product={product} />
              </BuyingBar>
              <MonthlyPrice product={product} />
              {product.pdf && (
                <Link
                  href={uploadUrl('products', product.pdf)}
                  target="_blank"
                  rel="noopener"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                >
                  <PictureAsPdfIcon /> {t('pdf')}
                </Link>
              )}
              <Stock stocks={product.stocks} />
              <CompareToggle slug={product.slug} />
            </Box>
          ) : (
            <HtmlSkeleton lines={4} />
          )}
        </Grid>
      </Grid>
      {product && product.specs.length > 0 && (
        <Box component="section" aria-labelledby="specs-title" sx={{ mt: 4 }}>
          <Typography id="specs-title" component="h2" variant="h5" sx={{ mb: 2 }}>
            {t('specifications')}
          </Typography>
          <SpecTable specs={product.specs} labelledBy="specs-title" />
        </Box>
      )}
      <Box component="section" aria-labelledby="details-title" sx={{ mt: 4 }}>
        <Typography id="details-title" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('details')}
        </Typography>
        {!product ? (
          <HtmlSkeleton />
        ) : product.details ? (
          <SafeHtml
            html={product.details}
            sx={{
              '& table': { borderCollapse: 'collapse' },
              '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
            }}
          />
        ) : (
          <Typography color="text.secondary">{t('no_details')}</Typography>
        )}
      </Box>
      {product && (
        <Suspense fallback={null}>
          <ObserveSection product={product} />
        </Suspense>
      )}
      <FitShelf
        id="related-accessories"
        title={t('accessories')}
        products={related?.accessories}
        note={(accessory) =>
          accessory.viaAdapter && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('via_adapter')}
            </Typography>
          )
        }
      />
      <FitShelf
        id="fits-telescopes"
        title={t('fits_telescopes')}
        products={related?.telescopes}
        more={
          <Link
            component={RouterLink}
            to={`/${lang}/products/telescopes?fits=${encodeURIComponent(slug)}`}
            sx={{ display: 'inline-block', mt: 2 }}
          >
            {t('all_fitting_telescopes', { count: related?.telescopesTotal })}
          </Link>
        }
      />
      <ProductShelf id="related-similar" title={t('similar')} products={related?.similar} />
    </Container>
  );
}
