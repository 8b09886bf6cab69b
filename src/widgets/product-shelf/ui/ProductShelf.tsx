import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ProductCard, type Product } from '@/entities/product';
import { CartToggle } from '@/features/add-to-cart';

/** how many cards a shelf shows: one row on desktop */
const SHELF_SIZE = 4;

/**
 * A titled row of product cards (related products, the home page's discounts and new arrivals).
 * Nothing at all while there is nothing to show, so a server without these lists leaves no gap.
 */
export function ProductShelf({ id, title, products }: { id: string; title: string; products: Product[] | undefined }) {
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mt: 4, mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {products.slice(0, SHELF_SIZE).map((product) => (
          <Grid key={product.id} size={{ xs: 6, md: 3 }}>
            <ProductCard product={product} headingLevel="h3" cartAction={<CartToggle product={product} />} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
