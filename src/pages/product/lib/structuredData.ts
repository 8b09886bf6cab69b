import { uploadUrl } from '@/shared/lib';
import { sanitizeHtml } from '@/shared/ui';
import { unitPrice, type Product } from '@/entities/product';

/** schema.org Product for search engines: the price in lari and availability from live_stock. */
export function productStructuredData(product: Product, pageUrl: string) {
  const price = unitPrice(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name ?? product.slug,
    sku: product.slug,
    image: product.images.map((image) => uploadUrl('products', image)),
    ...(price !== null && {
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        priceCurrency: 'GEL',
        price: price.toFixed(2),
        availability: product.liveStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    }),
  };
}

/** Plain text of the details HTML (sanitized first, so no script text leaks in), for the meta description. */
export function productSummary(product: Product): string | undefined {
  const plain = product.details && sanitizeHtml(product.details).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain ? plain.slice(0, 160) : undefined;
}
