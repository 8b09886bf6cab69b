import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/features/search-products';

/** 404, with a search box: a shopper who followed a dead link can still find the product. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h4">
        {t('not_found')}
      </Typography>
      <Box sx={{ maxWidth: 480, mx: 'auto', mt: 4 }}>
        <SearchBox label={t('search_the_shop')} />
      </Box>
    </Container>
  );
}
