import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageArgs } from '@/shared/routing';
import { PagePagination } from '@/shared/ui';
import { CategoryAccordion, useCategories } from '@/entities/category';
import { listSorting, normalizeFacets, useProductList } from '@/entities/product';
import { GridToggle, SortSelect, layoutSizes, type GridLayout } from '@/features/arrange-products';
import { ChosenFilters, FiltersDrawer, ProductFilters } from '@/features/filter-products';
import { PageHeading } from '@/widgets/page-heading';
import { ProductGrid } from '@/widgets/product-grid';
import { productListRoute } from '../route';

/**
 * A category's products, or the outlet and weekly-promotion lists: filtered (when the server offers
 * filters), sorted, paged, in two layouts.
 */
export function ProductListPage() {
  const { t } = useTranslation('catalog');
  const { slug, sort, page, filters } = usePageArgs(productListRoute);
  const [layout, setLayout] = useState<GridLayout>('grid');
  const { data: categories } = useCategories();
  // currentData: a list of another slug, order or page is never shown as this one
  // (data: the facets of the last answer stay while the next loads, so the filters do not flicker away)
  const { currentData: list, data: shown } = useProductList({ slug, sort, page, filters });
  const facets = useMemo(() => normalizeFacets(shown?.facets), [shown?.facets]);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageHeading title={list?.title ?? undefined} />
      <Grid container spacing={3}>
        {/* On small screens the header drawer holds this menu, so the products come first; on wide ones the
            filters come before the category tree, which can be long. */}
        <Grid size={{ xs: 12, md: 3 }} component="aside" sx={{ display: { xs: 'none', md: 'block' } }}>
          {facets && (
            <Box sx={{ mb: 3 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('filters')}
              </Typography>
              <ProductFilters facets={facets} />
            </Box>
          )}
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('categories', { ns: 'common' })}
          </Typography>
          <CategoryAccordion
            categories={categories ?? []}
            currentSlug={slug}
            label={t('categories', { ns: 'common' })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            {/* its own line on phones, and a line tall while empty: the count arriving moves nothing */}
            <Typography role="status" sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 0 }, minHeight: '1.5em' }}>
              {list ? t('found', { total: list.total }) : ''}
            </Typography>
            {facets && (
              <Box sx={{ display: { xs: 'block', md: 'none' } }}>
                <FiltersDrawer facets={facets} total={shown?.total} />
              </Box>
            )}
            <SortSelect sorting={listSorting} />
            <GridToggle layout={layout} onChange={setLayout} />
          </Box>
          {facets && <ChosenFilters facets={facets} />}
          {list && list.products.length === 0 ? (
            <Typography sx={{ py: 6, textAlign: 'center' }}>{t('nothing_found')}</Typography>
          ) : (
            <ProductGrid products={list?.products} sizes={layoutSizes[layout]} rows={layout === 'list'} />
          )}
          {list && <PagePagination lastPage={list.lastPage} label={t('pages', { ns: 'common' })} />}
        </Grid>
      </Grid>
    </Container>
  );
}
