import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CategoryTile, useHomeCategories } from '@/entities/category';
import { NewsGrid, useNewsPage } from '@/entities/news-article';
import { homeShelves, useProductList, useProductSearch } from '@/entities/product';
import { ProductShelf } from '@/widgets/product-shelf';
import { Newsletter } from './Newsletter';

const HOME_NEWS = 6;

export function HomePage() {
  const { t } = useTranslation('common');
  const { data: categories } = useHomeCategories();
  const { data: news } = useNewsPage(1);
  const { data: discounted } = useProductList(homeShelves.discounted);
  const { data: newest } = useProductSearch(homeShelves.newArrivals);
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {t('home_title')}
      </Typography>
      <section aria-labelledby="home-categories">
        <Typography id="home-categories" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('categories')}
        </Typography>
        <Grid container spacing={2}>
          {(categories ?? Array.from({ length: 8 }, () => undefined)).map((category, index) => (
            <Grid key={category?.slug ?? index} size={{ xs: 6, sm: 4, md: 3 }}>
              {category ? (
                <CategoryTile category={category} eager={index < 4} />
              ) : (
                <Skeleton
                  variant="rounded"
                  sx={{ height: 'auto', aspectRatio: '4 / 3.6' }}
                  data-testid="category-skeleton"
                />
              )}
            </Grid>
          ))}
        </Grid>
      </section>
      <ProductShelf id="home-discounted" title={t('discounted_products')} products={discounted?.products} />
      <ProductShelf id="home-new" title={t('new_arrivals')} products={newest?.products} />
      <Newsletter />
      <section aria-labelledby="home-news">
        <Typography id="home-news" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('news')}
        </Typography>
        <NewsGrid items={news?.items.slice(0, HOME_NEWS)} placeholders={HOME_NEWS} headingLevel="h3" />
      </section>
    </Container>
  );
}
