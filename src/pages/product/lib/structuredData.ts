import { uploadUrl } from '@/shared/lib';
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

/** JSON for a <script> element: "<" escaped so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
