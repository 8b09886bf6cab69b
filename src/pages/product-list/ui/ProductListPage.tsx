import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '@/shared/ui';
import { CategoryAccordion, useCategories } from '@/entities/category';
import { useProductList } from '@/entities/product';
import { GridToggle, SortSelect, layoutSizes, productListArgs, type GridLayout } from '@/features/arrange-products';
import { PageHeading } from '@/widgets/page-heading';
import { ProductGrid } from '@/widgets/product-grid';

/** A category's products, or the outlet and weekly-promotion lists: sorted, paged, in two layouts. */
export function ProductListPage() {
  const { t } = useTranslation('catalog');
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const [layout, setLayout] = useState<GridLayout>('grid');
  const { data: categories } = useCategories();
  // currentData: a list of another slug, order or page is never shown as this one
  const { currentData: list } = useProductList(productListArgs(slug, params));

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageHeading title={list?.title ?? undefined} />
      <Grid container spacing={3}>
        {/* On small screens the header drawer holds this menu, so the products come first. */}
        <Grid size={{ xs: 12, md: 3 }} component="aside" sx={{ display: { xs: 'none', md: 'block' } }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('categories', { ns: 'common' })}
          </Typography>
          <CategoryAccordion categories={categories ?? []} currentSlug={slug} label={t('categories', { ns: 'common' })} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            {/* its own line on phones, and a line tall while empty: the count arriving moves nothing */}
            <Typography role="status" sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 0 }, minHeight: '1.5em' }}>
              {list ? t('found', { total: list.total }) : ''}
            </Typography>
            <SortSelect />
            <GridToggle layout={layout} onChange={setLayout} />
          </Box>
          {list && list.products.length === 0 ? (
            <Typography sx={{ py: 6, textAlign: 'center' }}>{t('nothing_found')}</Typography>
          ) : (
            <ProductGrid products={list?.products} sizes={layoutSizes[layout]} />
          )}
          {list && <PagePagination lastPage={list.lastPage} label={t('pages', { ns: 'common' })} />}
        </Grid>
      </Grid>
    </Container>
  );
}
