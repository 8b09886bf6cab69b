import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { usePageArgs } from '@/shared/routing';
import { PagePagination } from '@/shared/ui';
import { NewsGrid, useNewsPage } from '@/entities/news-article';
import { PageHeading } from '@/widgets/page-heading';
import { newsListRoute } from '../route';

export function NewsListPage() {
  const { t } = useTranslation('common');
  const { page } = usePageArgs(newsListRoute);
  const { currentData: news } = useNewsPage(page);
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageHeading title={t('news')} />
      <NewsGrid items={news?.items} placeholders={9} />
      {news && <PagePagination lastPage={news.lastPage} label={t('pages')} />}
    </Container>
  );
}
