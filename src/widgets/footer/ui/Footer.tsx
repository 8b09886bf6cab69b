import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { telHref, useContact } from '@/entities/contact';
import { LanguageSwitch } from '@/features/switch-language';
import { copyrightYears, outsideLinks, shopLinks } from '../config/links';

const linkList = { m: 0, p: 0, listStyle: 'none', '& li': { py: 0.5 } } as const;

export function Footer() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { data: contact } = useContact();
  return (
    <Box component="footer" sx={{ mt: 6, py: 4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="xl">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="h6">
              {t('footer_shop')}
            </Typography>
            <Box component="ul" sx={linkList}>
              {shopLinks.map((page) => (
                <li key={page}>
                  <Link component={RouterLink} to={`/${lang}/${page}`} color="inherit">
                    {t(`footer_links.${page}`)}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="h6">
              {t('footer_more')}
            </Typography>
            <Box component="ul" sx={linkList}>
              {outsideLinks.map((link) => (
                <li key={link.key}>
                  <Link href={link.href} target="_blank" rel="noopener" color="inherit">
                    {t(`footer_links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" variant="h6">
              {t('footer_contact')}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', '& p': { my: 0.5 } }}>
              {contact?.address && <p>{contact.address}</p>}
              {contact?.phones.map((phone) => (
                <p key={phone}>
                  <Link href={telHref(phone)} color="inherit">
                    {phone}
                  </Link>
                </p>
              ))}
              {contact?.email && (
                <p>
                  <Link href={`mailto:${contact.email}`} color="inherit">
                    {contact.email}
                  </Link>
                </p>
              )}
            </Box>
          </Grid>
        </Grid>
        <Box
          sx={{
            mt: 4,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 2,
          }}
        >
          <Typography variant="body2">
            © {copyrightYears()} {t('shop_name')}. {t('rights')}
          </Typography>
          <LanguageSwitch />
        </Box>
      </Container>
    </Box>
  );
}
