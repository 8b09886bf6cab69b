import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { replayable } from '@/shared/ui';

/** The newsletter block. The spec shows no subscribe behaviour, so the form sends nothing. */
export function Newsletter() {
  const { t } = useTranslation('common');
  const emailId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="newsletter-title"
      sx={{ p: { xs: 2, md: 4 }, my: 6 }}
    >
      <Typography id="newsletter-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('newsletter.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('newsletter.text')}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        {/* TextField's parts, without the select machinery TextField brings into the home page's script */}
        <FormControl size="small" sx={{ flex: '1 1 240px' }}>
          <InputLabel htmlFor={emailId}>{t('newsletter.email')}</InputLabel>
          <OutlinedInput id={emailId} type="email" name="email" label={t('newsletter.email')} />
        </FormControl>
        {/* kept until the shop can take it: the browser's own submission would put the address in the page's URL */}
        <Button type="submit" variant="contained" {...replayable('newsletter-subscribe')}>
          {t('newsletter.subscribe')}
        </Button>
      </Box>
    </Paper>
  );
}
