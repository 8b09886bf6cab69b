import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { HtmlSkeleton, SafeHtml } from '@/shared/ui';
import { usePolicy, type PolicyKind } from '@/entities/page-content';
import { PageHeading } from '@/widgets/page-heading';
import { DeliveryTerms } from './DeliveryTerms';

/** One of the five policies (personal, delivery, return, warranty, cookie): HTML from the server. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation('common');
  const { currentData: html } = usePolicy(kind);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={t(`footer_links.${kind}`)} />
      {html === undefined ? <HtmlSkeleton lines={12} /> : <SafeHtml html={html ?? ''} />}
      {/* the fees and times the checkout charges by, not a copy of them in the text */}
      {kind === 'delivery' && <DeliveryTerms />}
    </Container>
  );
}
