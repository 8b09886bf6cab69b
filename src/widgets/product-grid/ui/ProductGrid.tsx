import Grid from '@mui/material/Grid';
import { EAGER_PRODUCT_CARDS, FitBadge, ProductCard, ProductCardSkeleton, type Product } from '@/entities/product';
import type { CardSizes } from '@/features/arrange-products';
import { CartToggle } from '@/features/add-to-cart';

/**
 * Product cards with their cart toggles. Without products (loading, or a failed load, which the
 * spec leaves on its skeletons) it shows skeleton cards in the same grid.
 */
export function ProductGrid({
  products,
  sizes,
  rows = false,
  placeholders = 8,
}: {
  products: Product[] | undefined;
  sizes: CardSizes;
  /** the list layout: each card a row */
  rows?: boolean;
  placeholders?: number;
}) {
  return (
    <Grid container spacing={2}>
      {products
        ? products.map((product, index) => (
            <Grid key={product.id} size={sizes}>
              <ProductCard
                product={product}
                eager={index < EAGER_PRODUCT_CARDS}
                row={rows}
                cartAction={<CartToggle product={product} />}
                fit={<FitBadge fit={product.fit} />}
              />
            </Grid>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <Grid key={index} size={sizes}>
              <ProductCardSkeleton row={rows} />
            </Grid>
          ))}
    </Grid>
  );
}
