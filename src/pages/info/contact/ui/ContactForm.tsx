import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { replayable } from '@/shared/ui';

/** The contact form. The spec gives it no behaviour: nothing is sent. */
export function ContactForm() {
  const { t } = useTranslation('common');
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('contact_form.title')}
    >
      <TextField name="name" label={t('contact_form.name')} autoComplete="name" />
      <TextField name="phone" type="tel" label={t('contact_form.phone')} autoComplete="tel" />
      <TextField name="email" type="email" label={t('contact_form.email')} autoComplete="email" />
      <TextField name="subject" label={t('contact_form.subject')} />
      <TextField name="message" label={t('contact_form.message')} multiline minRows={4} />
      {/* kept until the shop can take it: the browser's own submission would put what was typed in the page's URL */}
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} {...replayable('contact-send')}>
        {t('contact_form.send')}
      </Button>
    </Stack>
  );
}
