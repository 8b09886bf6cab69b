import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIcon from '@mui/icons-material/Phone';
import { useTranslation } from 'react-i18next';
import { telHref, useContact } from '@/entities/contact';

/** Facebook, Instagram, the first phone number and the e-mail address, from the contact data. */
export function ContactIcons() {
  const { t } = useTranslation('common');
  const { data: contact } = useContact();
  if (!contact) return null;
  const phone = contact.phones[0];
  const external = { target: '_blank', rel: 'noopener' };
  return (
    <Box sx={{ display: 'flex' }}>
      {contact.fb && (
        <IconButton color="inherit" size="small" href={contact.fb} {...external} aria-label={t('facebook')}>
          <FacebookIcon fontSize="small" />
        </IconButton>
      )}
      {contact.instagram && (
        <IconButton color="inherit" size="small" href={contact.instagram} {...external} aria-label={t('instagram')}>
          <InstagramIcon fontSize="small" />
        </IconButton>
      )}
      {phone && (
        <IconButton color="inherit" size="small" href={telHref(phone)} aria-label={`${t('phone')}: ${phone}`}>
          <PhoneIcon fontSize="small" />
        </IconButton>
      )}
      {contact.email && (
        <IconButton
          color="inherit"
          size="small"
          href={`mailto:${contact.email}`}
          aria-label={`${t('email')}: ${contact.email}`}
        >
          <EmailIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
