import sharp from 'sharp';
import { baseUrl } from './browser';
import { adminApi, firstOwnerToken } from './operators';

// Products of a test's own, added by the first owner over the admin API: the seeded ones are other
// suites' (they run against the same server, and their stock is small).

let made = 0;

/** a visible product of its own in the telescopes, with `stock` units in the first warehouse, added over the API */
export async function newProduct(stock: number, price = 500) {
  const token = await firstOwnerToken();
  const [categories, warehouses] = await Promise.all([
    adminApi<{ items: { id: number; slug: string }[] }>(token, 'GET', '/categories?perPage=500'),
    adminApi<{ items: { id: number }[] }>(token, 'GET', '/warehouses'),
  ]);
  const slug = `e2e-scope-${Date.now()}-${++made}`;
  const { status, body } = await adminApi<{ id: number; version: number }>(token, 'POST', '/products', {
    slug,
    categoryId: categories.body.items.find((category) => category.slug === 'telescopes')!.id,
    name: { en: `Test scope ${made} ${slug.slice(-6)}`, ka: `სატესტო ტელესკოპი ${made}` },
    description: { en: '<p>A test telescope.</p>', ka: '<p>სატესტო ტელესკოპი.</p>' },
    price,
    discountedPrice: null,
    specifications: [],
    visible: true,
    stock: [{ warehouseId: warehouses.body.items[0].id, quantity: stock }],
  });
  expect(status).toBe(200);
  // its picture, as an operator adds one before showing a product: the storefront's cards (and the other
  // browser suites, which read the telescopes' list) show one
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1a2f5a' } })
    .png()
    .toBuffer();
  const upload = await fetch(`${baseUrl()}/api/admin/products/${body.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: new Uint8Array(picture),
  });
  expect(upload.status).toBe(200);
  const { version } = (await upload.json()) as { version: number };
  return { ...body, version, slug, name: `Test scope ${made} ${slug.slice(-6)}` };
}
