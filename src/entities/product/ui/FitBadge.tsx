import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { normalizeFit } from '../model/fit';

/**
 * How a product in a list filtered by a telescope fits it: "fits", "fits with the 1.25" adapter", or
 * "needs X" with X offered when we sell it (the server names its slug); nothing in any other list.
 */
export function FitBadge({ fit: raw }: { fit: unknown }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const fit = normalizeFit(raw);
  if (!fit) return null;
  if (fit.verdict !== 'needs')
    return (
      // plain type, not a Chip: the card is on the home page, whose script must not grow
      <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 700 }}>
        {t(fit.verdict === 'fits' ? 'fit_fits' : 'fit_adapter')}
      </Typography>
    );
  const needed = t(`fit_needs_${fit.needs.kind}`, { defaultValue: t('fit_needs_other') });
  return (
    <Typography variant="body2" color="warning.dark">
      {t('fit_needs', { what: needed })}{' '}
      {fit.needs.productSlug && (
        <Link component={RouterLink} to={`/${lang}/product/${fit.needs.productSlug}`}>
          {t('fit_offer')}
        </Link>
      )}
    </Typography>
  );
}
