import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import type { ProductDetail } from '@/entities/product';
import {
  eyepieceFromSpecs,
  figureList,
  OpticsFigures,
  telescopeFigures,
  telescopeFromSpecs,
  useMyTelescope,
} from '@/entities/observation';

/**
 * "What you will see" on a telescope's page (its limits) and an eyepiece's, linking to the page that
 * draws the sky through it; nothing on any other product. Loaded apart from the product page.
 */
export function ObserveSection({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('observe');
  const lang = useLang();
  // an eyepiece is seen through the shopper's own telescope, when the browser remembers one
  const mine = useMyTelescope();
  const telescope = telescopeFromSpecs(product.specs);
  const eyepiece = telescope ? null : eyepieceFromSpecs(product.specs);
  if (!telescope && !eyepiece) return null;
  const search = new URLSearchParams(
    telescope ? { telescope: product.slug } : { ...(mine.param && { telescope: mine.param }), eyepiece: product.slug },
  );
  return (
    <Box component="section" aria-labelledby="what-you-will-see" sx={{ mt: 4 }}>
      <Typography id="what-you-will-see" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(telescope ? 'section_text_telescope' : 'section_text_eyepiece')}</Typography>
      {telescope && <OpticsFigures figures={figureList(telescopeFigures(telescope), null)} />}
      <Button component={RouterLink} to={`/${lang}/observe?${search}`} variant="outlined" sx={{ mt: 2 }}>
        {t('section_link')}
      </Button>
    </Box>
  );
}
