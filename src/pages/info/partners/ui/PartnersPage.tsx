import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '@/shared/lib';
import { Picture } from '@/shared/ui';
import { usePartners } from '@/entities/page-content';
import { PageHeading } from '@/widgets/page-heading';

/** The address's site name, the best text a logo link has when the API gives no partner name. */
function siteName(link: string | null): string {
  try {
    return link ? new URL(link).hostname.replace(/^www\./, '') : '';
  } catch {
    return link ?? '';
  }
}

export function PartnersPage() {
  const { t } = useTranslation('common');
  const { currentData: partners } = usePartners();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={t('partners')} />
      <Grid container spacing={3}>
        {(partners ?? Array.from({ length: 8 }, () => undefined)).map((partner, index) => (
          <Grid key={partner?.id ?? index} size={{ xs: 6, sm: 4, md: 3 }}>
            {partner ? (
              <Card variant="outlined">
                {partner.link ? (
                  <CardActionArea
                    href={partner.link}
                    target="_blank"
                    rel="noopener"
                    aria-label={`${siteName(partner.link)} (${t('opens_new_tab')})`}
                    sx={{ p: 2 }}
                  >
                    <Picture src={uploadUrl('partners', partner.img, 'thumb')} alt="" width={300} height={150} />
                  </CardActionArea>
                ) : (
                  <Box sx={{ p: 2 }}>
                    <Picture src={uploadUrl('partners', partner.img, 'thumb')} alt="" width={300} height={150} />
                  </Box>
                )}
              </Card>
            ) : (
              <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '2 / 1' }} />
            )}
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
