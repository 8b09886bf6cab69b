import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The newsletter block. The spec shows no subscribe behaviour, so the form sends nothing. */
export function Newsletter() {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="newsletter-title" sx={{ p: { xs: 2, md: 4 }, my: 6 }}>
      <Typography id="newsletter-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('newsletter.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('newsletter.text')}
      </Typography>
      <Box component="form" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField type="email" name="email" size="small" label={t('newsletter.email')} sx={{ flex: '1 1 240px' }} />
        <Button type="submit" variant="contained">
          {t('newsletter.subscribe')}
        </Button>
      </Box>
    </Paper>
  );
}
