import { htmlText, uploadUrl } from '@/shared/lib';
import { unitPrice, type Product } from '../model/product';

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

/** Plain text of the details HTML (no script text in it), for the meta description. */
export function productSummary(product: Product): string | undefined {
  const plain = product.details && htmlText(product.details).replace(/\s+/g, ' ').trim();
  return plain ? plain.slice(0, 160) : undefined;
}
