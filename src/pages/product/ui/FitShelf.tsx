import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ProductCard, type Product } from '@/entities/product';
import { CartToggle } from '@/features/add-to-cart';

/**
 * A titled grid of what fits the product (or what it fits): all the server offers (up to 8, one of each
 * kind in turn), each card with its `note` beneath (how it fits), and `more` after them (a link to the
 * whole list). Nothing while there is nothing to show: a server without fits leaves no gap.
 */
export function FitShelf<P extends Product>({
  id,
  title,
  products,
  note,
  more,
}: {
  id: string;
  title: string;
  products: P[] | undefined;
  note?: (product: P) => ReactNode;
  more?: ReactNode;
}) {
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mt: 4, mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {products.map((product) => (
          // the note below its card, the card taking the row's height that the note leaves
          <Grid
            key={product.id}
            size={{ xs: 6, md: 3 }}
            component="li"
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            <Box sx={{ flexGrow: 1 }}>
              <ProductCard product={product} headingLevel="h3" cartAction={<CartToggle product={product} />} />
            </Box>
            {note?.(product)}
          </Grid>
        ))}
      </Grid>
      {more}
    </section>
  );
}
