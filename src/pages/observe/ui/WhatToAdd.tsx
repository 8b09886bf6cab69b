import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { FitBadge, ProductCard, productEndpoints, useProductList, type Product } from '@/entities/product';
import {
  barlowFromSpecs,
  eyepieceFromSpecs,
  isUseful,
  magnification,
  telescopeFigures,
  type EyepieceOptics,
  type TelescopeOptics,
} from '@/entities/observation';
import { CartToggle } from '@/features/add-to-cart';
import { EYEPIECES } from '../model/lists';

const BARLOWS = 'barlow-lenses';

/**
 * "What to add": the eyepieces and Barlows of our catalogue that fit the telescope (the list filtered by
 * it, as the server decides fit) and reach a magnification it is good for: an eyepiece on its own, a
 * Barlow with the eyepiece in view. Each with its price and the cart.
 */
export function WhatToAdd({
  telescope,
  fits,
  eyepiece,
}: {
  telescope: TelescopeOptics;
  /** the telescope as the lists' `fits` names it */
  fits: string;
  eyepiece: EyepieceOptics;
}) {
  const { t } = useTranslation('observe');
  const list = { sort: 'price-asc', page: 1, filters: { fits } } as const;
  const eyepieces = useProductList({ slug: EYEPIECES, ...list }).data?.products ?? [];
  const barlows = useProductList({ slug: BARLOWS, ...list }).data?.products ?? [];
  const { lowestUseful, highestUseful } = telescopeFigures(telescope);
  return (
    <Box component="section" aria-labelledby="what-to-add">
      <Typography id="what-to-add" component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
        {t('what_to_add')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('what_to_add_intro', { low: Math.ceil(lowestUseful), high: Math.floor(highestUseful) })}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {barlows.map((product) => (
          <Suggestion
            key={product.id}
            product={product}
            power={(specs) => {
              const factor = barlowFromSpecs(specs);
              return factor && factor > 1
                ? magnification(telescope.focalLengthMm, eyepiece.focalLengthMm, factor)
                : null;
            }}
            telescope={telescope}
            note="with_barlow"
          />
        ))}
        {eyepieces.map((product) => (
          <Suggestion
            key={product.id}
            product={product}
            power={(specs) => {
              const optics = eyepieceFromSpecs(specs);
              return optics && magnification(telescope.focalLengthMm, optics.focalLengthMm);
            }}
            telescope={telescope}
            note="gives"
          />
        ))}
      </Grid>
    </Box>
  );
}

/**
 * One product offered, once its specifications say the magnification it gives (its page's answer: a
 * list's products carry none), and only when that is one the telescope is good for.
 */
function Suggestion({
  product,
  power,
  telescope,
  note,
}: {
  product: Product;
  power: (specs: Product['specs']) => number | null;
  telescope: TelescopeOptics;
  note: 'gives' | 'with_barlow';
}) {
  const { t } = useTranslation('observe');
  const { data: detail } = productEndpoints.product.useQuery({ lang: useLang(), slug: product.slug });
  const reached = detail ? power(detail.specs) : null;
  if (reached === null || !isUseful(telescope, reached)) return null;
  return (
    <Grid size={{ xs: 6, md: 3 }} component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flexGrow: 1 }}>
        <ProductCard
          product={product}
          headingLevel="h3"
          cartAction={<CartToggle product={product} />}
          fit={<FitBadge fit={product.fit} />}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
        {t(note, { power: Math.round(reached) })}
      </Typography>
    </Grid>
  );
}
