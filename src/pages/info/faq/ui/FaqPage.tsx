import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { HtmlSkeleton, SafeHtml, replayable } from '@/shared/ui';
import { useFaq } from '@/entities/page-content';
import { PageHeading } from '@/widgets/page-heading';

export function FaqPage() {
  const { t } = useTranslation('common');
  const { currentData: faq } = useFaq();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={t('faq')} />
      {faq ? (
        faq.map((item) => (
          <Accordion key={item.id} variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} {...replayable(`faq-${item.id}`)}>
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {item.question ?? t('no_title')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <SafeHtml html={item.answer ?? ''} />
            </AccordionDetails>
          </Accordion>
        ))
      ) : (
        <HtmlSkeleton lines={8} />
      )}
    </Container>
  );
}
