import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <title>{t('not_found')}</title>
      <Typography component="h1" variant="h4">
        {t('not_found')}
      </Typography>
    </Container>
  );
}
