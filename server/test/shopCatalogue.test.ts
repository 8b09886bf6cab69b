import type { FastifyInstance } from 'fastify';
import { catalogue } from '../src/seed/content';
import { buildTestApp } from './helpers';

// The shop's own catalogue, loaded the way `npm start` loads it (without drawing images).
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ catalogue }));
});
afterAll(() => app.close());

const get = async (url: string, lang = 'ka') => {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the seeded shop', () => {
  it('has every top-level category with all its descendants, and 8 on the home grid', async () => {
    const top = catalogue.categories.filter((category) => !category.parent);
    const categories = await get('/api/categories');
    expect(categories).toHaveLength(top.length);
    const listed = categories.flatMap((category: { slug: string; descendants: { slug: string }[] }) => [
      category.slug,
      ...category.descendants.map((d) => d.slug),
    ]);
    expect(listed.sort()).toEqual(catalogue.categories.map((category) => category.slug).sort());
    expect((await get('/api/categories/home')).data).toHaveLength(8);
  });

  it("lists a top category's products including its descendants'", async () => {
    const [first] = await get('/api/categories');
    const slugs = new Set([first.slug, ...first.descendants.map((d: { slug: string }) => d.slug)]);
    const expected = catalogue.products.filter((product) => slugs.has(product.category)).length;
    const page = (await get(`/api/products/${first.slug}`)).data;
    expect(page.total).toBe(expected);
    expect(page.per_page).toBe(12);
    expect(page.data.length).toBe(Math.min(12, expected));
  });

  it('answers every product by slug with Georgian first', async () => {
    for (const product of catalogue.products.slice(0, 10)) {
      const { data } = await get(`/api/product/${product.slug}`);
      expect(data.translations[0]).toEqual({ locale: 'ka', name: product.name.ka, details: product.details.ka });
      expect(data.price).toBe(product.price);
      expect(data.discounted).toBe(product.discounted);
    }
  });

  it('lists the outlet and the weekly promotion', async () => {
    expect((await get('/api/products/outlet')).data.total).toBe(
      catalogue.products.filter((product) => product.discounted !== null).length,
    );
    expect((await get('/api/products/weekly-promotion')).data.total).toBe(
      catalogue.products.filter((product) => product.weeklyPromotion).length,
    );
  });

  it('finds products by a Georgian or an English word', async () => {
    const product = catalogue.products[0];
    const word = (name: string) => name.split(' ').sort((a, b) => b.length - a.length)[0];
    for (const keyword of [word(product.name.ka), word(product.name.en).toLowerCase()]) {
      const found = (await get(`/api/products?keyword=${encodeURIComponent(keyword)}`)).data.data.map(
        (p: { slug: string }) => p.slug,
      );
      expect(found).toContain(product.slug);
    }
  });

  it('pages the news, and has the contact card, pages and valid promo codes', async () => {
    expect((await get('/api/news')).data.total).toBe(catalogue.news.length);
    expect((await get('/api/contact')).phone).toBe(catalogue.contact.phone);
    expect((await get('/api/faq')).data).toHaveLength(catalogue.faq.length);
    expect((await get('/api/cookie-policy')).data.translations[0].html).toBe(catalogue.policies.cookie.ka);
    const product = catalogue.products.find((p) => Object.values(p.stock).some((quantity) => (quantity ?? 0) > 0))!;
    const { data: item } = await get(`/api/product/${product.slug}`);
    for (const promo of catalogue.promos) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cart',
        payload: { products: { [item.id]: 1 }, promo: promo.code },
      });
      const expired = new Date(promo.expiresAt) < new Date();
      expect(response.json().data.promo_discount > 0).toBe(!expired);
    }
  });
});
