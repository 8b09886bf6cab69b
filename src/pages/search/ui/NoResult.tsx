import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import type { NoResultSuggestions } from '@/entities/product';
import { ProductShelf } from '@/widgets/product-shelf';

const inline = { display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 } as const;

/**
 * A search that found nothing: the spec's "nothing found", then what our server offers instead: the
 * spellings the keyword may have meant (each a search), the categories that match, the best sellers.
 */
export function NoResult({ suggestions }: { suggestions: NoResultSuggestions | null }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  return (
    <Box sx={{ py: 4 }}>
      <Typography sx={{ textAlign: 'center', mb: 3 }}>{t('nothing_found')}</Typography>
      {suggestions && suggestions.spellings.length > 0 && (
        <Box component="nav" aria-labelledby="did-you-mean" sx={{ mb: 2 }}>
          <Typography id="did-you-mean" component="h2" variant="h6">
            {t('did_you_mean')}
          </Typography>
          <Box component="ul" sx={inline}>
            {suggestions.spellings.map((word) => (
              <li key={word}>
                <Link component={RouterLink} to={`/${lang}/search?${new URLSearchParams({ keyword: word })}`}>
                  {word}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {suggestions && suggestions.categories.length > 0 && (
        <Box component="nav" aria-labelledby="matching-categories" sx={{ mb: 2 }}>
          <Typography id="matching-categories" component="h2" variant="h6">
            {t('matching_categories')}
          </Typography>
          <Box component="ul" sx={inline}>
            {suggestions.categories.map((category) => (
              <li key={category.slug}>
                <Link component={RouterLink} to={`/${lang}/products/${category.slug}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <ProductShelf id="best-sellers" title={t('best_sellers')} products={suggestions?.bestSellers} />
    </Box>
  );
}
