import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { useDeliveryOptions } from '@/entities/delivery';
import { useForgetTelescopeMutation, useMyTelescopes, type KeptTelescope } from '@/entities/observation';

/**
 * The telescopes the shopper kept ("my telescopes"), each with what fits it and what it shows, and a way to
 * remove it. Asked of a server that offers delivery, which is ours and keeps them; a server of the spec's
 * contract has neither (not asked, so nothing is logged as a failed load), and the profile is the spec's.
 */
export function MyTelescopes() {
  const { t } = useTranslation('account');
  const { options } = useDeliveryOptions();
  const kept = useMyTelescopes(options !== null);
  if (!kept) return null;
  return (
    <Stack component="section" aria-labelledby="my-telescopes" spacing={1} sx={{ mt: 4 }}>
      <Typography id="my-telescopes" component="h2" variant="h6">
        {t('my_telescopes.title')}
      </Typography>
      {kept.length === 0 && <Typography color="text.secondary">{t('my_telescopes.none')}</Typography>}
      <List disablePadding>
        {kept.map((telescope) => (
          <KeptTelescopeItem key={telescope.id} telescope={telescope} />
        ))}
      </List>
    </Stack>
  );
}

function KeptTelescopeItem({ telescope }: { telescope: KeptTelescope }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [forget, { isLoading }] = useForgetTelescopeMutation();
  const { name, param } = telescope;
  const figures = [
    t('my_telescopes.figures', { aperture: telescope.apertureMm, focal: telescope.focalLengthMm }),
    telescope.focuser && t('my_telescopes.focuser', { size: telescope.focuser }),
  ];
  const search = encodeURIComponent(param);
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText sx={{ flex: '1 1 240px' }} primary={name} secondary={figures.filter(Boolean).join(' · ')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          component={RouterLink}
          to={`/${lang}/products/eyepieces?fits=${search}`}
          aria-label={t('my_telescopes.what_fits_one', { name })}
        >
          {t('my_telescopes.what_fits')}
        </Button>
        <Button
          size="small"
          component={RouterLink}
          to={`/${lang}/observe?telescope=${search}`}
          aria-label={t('my_telescopes.see_one', { name })}
        >
          {t('my_telescopes.see')}
        </Button>
        <Button
          size="small"
          color="error"
          loading={isLoading}
          onClick={() => void forget({ lang, id: telescope.id })}
          aria-label={t('my_telescopes.forget_one', { name })}
        >
          {t('my_telescopes.forget')}
        </Button>
      </Stack>
    </ListItem>
  );
}
