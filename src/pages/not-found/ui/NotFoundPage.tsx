import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { useCategories } from '@/entities/category';
import { SearchBox } from '@/features/search-products';

/** 404, and where to go on: a search box and the shop's categories, for a shopper who followed a dead link. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: categories = [] } = useCategories();
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h4">
        {t('not_found')}
      </Typography>
      <Box sx={{ maxWidth: 480, mx: 'auto', mt: 4 }}>
        <SearchBox label={t('search_the_shop')} />
      </Box>
      {categories.length > 0 && (
        <Box component="nav" aria-labelledby="not-found-categories" sx={{ mt: 4 }}>
          <Typography id="not-found-categories" component="h2" variant="h6">
            {t('not_found_categories')}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, mt: 2, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}
          >
            {categories.map((category) => (
              <li key={category.id}>
                {/* a phone's finger needs room: each link a 48 px target */}
                <Link
                  component={RouterLink}
                  to={`/${lang}/products/${category.slug}`}
                  sx={{ display: 'inline-block', px: 1.5, py: 1.5 }}
                >
                  {category.name ?? category.slug}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}
