import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageArgs } from '@/shared/routing';
import { PagePagination } from '@/shared/ui';
import { normalizeFacets, normalizeNoResult, searchSorting, useProductSearch } from '@/entities/product';
import { SortSelect } from '@/features/arrange-products';
import { ChosenFilters, FiltersDrawer, ProductFilters } from '@/features/filter-products';
import { PageHeading } from '@/widgets/page-heading';
import { ProductGrid } from '@/widgets/product-grid';
import { searchRoute } from '../route';
import { NoResult } from './NoResult';

// The spec's search grid: 3, 3 and 6 columns of 12 (lg, md, xs); 4 of 12 beside the filters.
const searchSizes = { lg: 3, md: 3, xs: 6 };
const filteredSizes = { lg: 4, md: 4, xs: 6 };

export function SearchPage() {
  const { t } = useTranslation('catalog');
  const { keyword, sort, page, filters } = usePageArgs(searchRoute);
  const { currentData: results, data: shown } = useProductSearch({ keyword, page, filters, sort });
  // filters and orders only when the server offers them (kept while the next answer loads)
  const facets = useMemo(() => normalizeFacets(shown?.facets), [shown?.facets]);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageHeading title={t('search_title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {keyword && (
          <Typography role="status" sx={{ flexGrow: 1 }}>
            {t('search_for', { keyword })} {results ? `— ${t('found', { total: results.total })}` : ''}
          </Typography>
        )}
        {facets && (
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <FiltersDrawer facets={facets} total={shown?.total} />
          </Box>
        )}
        {/* the orders are our server's, which answers with facets: a contract server's search has none */}
        {facets && <SortSelect sorting={searchSorting} />}
      </Box>
      <Grid container spacing={3}>
        {facets && (
          <Grid size={{ md: 3 }} component="aside" sx={{ display: { xs: 'none', md: 'block' } }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('filters')}
            </Typography>
            <ProductFilters facets={facets} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: facets ? 9 : 12 }}>
          {facets && <ChosenFilters facets={facets} />}
          {results && results.products.length === 0 ? (
            <NoResult suggestions={normalizeNoResult(results.suggestions)} />
          ) : (
            <ProductGrid products={results?.products} sizes={facets ? filteredSizes : searchSizes} />
          )}
          {results && <PagePagination lastPage={results.lastPage} label={t('pages', { ns: 'common' })} />}
        </Grid>
      </Grid>
    </Container>
  );
}
