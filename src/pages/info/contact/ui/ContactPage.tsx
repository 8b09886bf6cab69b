import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HtmlSkeleton } from '@/shared/ui';
import { telHref, useContact } from '@/entities/contact';
import { PageHeading } from '@/widgets/page-heading';
import { mapEmbedUrl } from '../config/map';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  const { t } = useTranslation('common');
  const { data: contact } = useContact();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={t('contact')} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ContactForm />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography component="h2" variant="h6">
            {t('footer_contact')}
          </Typography>
          {contact ? (
            <Box component="address" sx={{ fontStyle: 'normal', '& p': { my: 1 } }}>
              {contact.address && <p>{contact.address}</p>}
              {contact.phones.map((phone) => (
                <p key={phone}>
                  <Link href={telHref(phone)}>{phone}</Link>
                </p>
              ))}
              {contact.email && (
                <p>
                  <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
                </p>
              )}
            </Box>
          ) : (
            <HtmlSkeleton lines={3} />
          )}
        </Grid>
      </Grid>
      <Box
        component="iframe"
        src={mapEmbedUrl}
        title={t('map_title')}
        loading="lazy"
        width={1200}
        height={400}
        sx={{ display: 'block', width: '100%', height: 400, border: 0, mt: 4, borderRadius: 1 }}
      />
    </Container>
  );
}
