import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { HtmlSkeleton, SafeHtml } from '@/shared/ui';
import { useAbout } from '@/entities/page-content';
import { PageHeading } from '@/widgets/page-heading';

export function AboutPage() {
  const { t } = useTranslation('common');
  const { currentData: html } = useAbout();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={t('about')} />
      {html === undefined ? <HtmlSkeleton lines={10} /> : <SafeHtml html={html ?? ''} />}
    </Container>
  );
}
