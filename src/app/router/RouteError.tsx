import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useRouteError } from 'react-router-dom';
import { defaultLanguage, isLang } from '@/shared/i18n';

/**
 * What a route shows instead of a page that failed to render (an answer of an unexpected shape, a
 * chunk that did not load): a message in the page's place, so the header and footer stay usable.
 */
export function RouteError() {
  const error = useRouteError();
  const { locale } = useParams();
  const { t } = useTranslation();
  const lang = isLang(locale) ? locale : defaultLanguage;

  // failures are logged, as the spec asks of failed loads
  useEffect(() => console.error(error), [error]);

  return (
    <Container role="alert" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h4">
        {t('page_error.title')}
      </Typography>
      <Typography sx={{ mt: 2 }}>{t('page_error.text')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('page_error.reload')}
        </Button>
        <Button component={RouterLink} to={`/${lang}`}>
          {t('home')}
        </Button>
      </Stack>
    </Container>
  );
}
