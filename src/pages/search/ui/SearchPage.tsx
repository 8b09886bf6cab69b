import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePagination, usePageParam } from '@/shared/ui';
import { useProductSearch } from '@/entities/product';
import { PageHeading } from '@/widgets/page-heading';
import { ProductGrid } from '@/widgets/product-grid';

// The spec's search grid: 3, 3 and 6 columns of 12 (lg, md, xs).
const searchSizes = { lg: 3, md: 3, xs: 6 };

export function SearchPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = usePageParam();
  const { currentData: results } = useProductSearch({ keyword, page });

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageHeading title={t('search_title')} />
      {keyword && (
        <Typography role="status" sx={{ mb: 2 }}>
          {t('search_for', { keyword })} {results ? `— ${t('found', { total: results.total })}` : ''}
        </Typography>
      )}
      {results && results.products.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }}>{t('nothing_found')}</Typography>
      ) : (
        <ProductGrid products={results?.products} sizes={searchSizes} />
      )}
      {results && <PagePagination lastPage={results.lastPage} label={t('pages', { ns: 'common' })} />}
    </Container>
  );
}
