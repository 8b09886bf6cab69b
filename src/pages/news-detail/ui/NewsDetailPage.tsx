import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { uploadUrl } from '@/shared/lib';
import { usePageArgs } from '@/shared/routing';
import { HtmlSkeleton, Picture, SafeHtml } from '@/shared/ui';
import { newsDate, useNewsArticle } from '@/entities/news-article';
import { PageHeading } from '@/widgets/page-heading';
import { newsDetailRoute } from '../route';

export function NewsDetailPage() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { slug } = usePageArgs(newsDetailRoute);
  const { currentData: article } = useNewsArticle(slug);
  const title = article ? (article.title ?? t('no_title')) : undefined;
  const date = article && newsDate(article, lang);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={title} section={{ label: t('news'), to: `/${lang}/news` }} />
      {date && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {date}
        </Typography>
      )}
      {article?.img && (
        <Picture src={uploadUrl('news', article.img)} alt={article.imgAlt} width={1280} height={720} eager />
      )}
      {article ? <SafeHtml html={article.text ?? ''} sx={{ mt: 3 }} /> : <HtmlSkeleton lines={10} />}
    </Container>
  );
}
