import Grid from '@mui/material/Grid';
import type { News } from '../model/news';
import { NewsCard, NewsCardSkeleton } from './NewsCard';

/** Articles in a 3/2/1-column grid; skeletons while they are not there (loading or failed). */
export function NewsGrid({
  items,
  placeholders = 6,
  headingLevel,
}: {
  items: News[] | undefined;
  placeholders?: number;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Grid container spacing={3}>
      {items
        ? items.map((news) => (
            <Grid key={news.slug} size={{ xs: 12, sm: 6, md: 4 }}>
              <NewsCard news={news} headingLevel={headingLevel} />
            </Grid>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
              <NewsCardSkeleton />
            </Grid>
          ))}
    </Grid>
  );
}
