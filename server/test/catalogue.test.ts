import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app.close());

const get = (url: string, lang = 'en') => app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('categories', () => {
  it('lists top-level categories with every descendant flattened, in the requested language', async () => {
    const response = await get('/api/categories', 'ka');
    expect(response.statusCode).toBe(200);
    const categories = response.json();
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(['telescopes', 'mounts', 'books']);
    expect(categories[0]).toMatchObject({
      slug: 'telescopes',
      image: 'telescopes.webp',
      translations: [
        { locale: 'ka', name: 'ტელესკოპები' },
        { locale: 'en', name: 'Telescopes' },
      ],
    });
    expect(categories[0].descendants).toEqual([
      { id: expect.any(Number), slug: 'refractors', name: 'რეფრაქტორები' },
      { id: expect.any(Number), slug: 'apochromats', name: 'აპოქრომატები' },
      { id: expect.any(Number), slug: 'reflectors', name: 'რეფლექტორები' },
    ]);
  });

  it('answers the flagged home categories under data', async () => {
    const response = await get('/api/categories/home');
    expect(response.json().data.map((c: { slug: string }) => c.slug)).toEqual(['telescopes', 'mounts']);
  });

  it('falls back to English for an unknown language', async () => {
    const [first] = (await get('/api/categories', 'fr')).json();
    expect(first.translations[0]).toEqual({ locale: 'en', name: 'Telescopes' });
  });
});

describe('product lists', () => {
  it("includes the descendants' products, newest first by default, as a page of 12", async () => {
    const response = await get('/api/products/telescopes');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 4 });
    expect(body.data.data.map((p: { slug: string }) => p.slug)).toEqual([
      'alpha-refractor',
      'beta-apo',
      'gamma-dobson',
      'zeta-reflector',
    ]);
    expect(body.category).toMatchObject({
      slug: 'telescopes',
      translations: [{ locale: 'en', name: 'Telescopes' }, { locale: 'ka' }],
    });
  });

  it.each([
    ['date-asc', ['zeta-reflector', 'gamma-dobson', 'beta-apo', 'alpha-refractor']],
    ['name-asc', ['alpha-refractor', 'beta-apo', 'gamma-dobson', 'zeta-reflector']],
    ['name-desc', ['zeta-reflector', 'gamma-dobson', 'beta-apo', 'alpha-refractor']],
  ])('sorts by %s', async (sort, slugs) => {
    const body = (await get(`/api/products/telescopes?sort=${sort}`)).json();
    expect(body.data.data.map((p: { slug: string }) => p.slug)).toEqual(slugs);
  });

  it('shows a product in the contract shape', async () => {
    const body = (await get('/api/products/apochromats', 'ka')).json();
    expect(body.data.data).toEqual([
      {
        id: expect.any(Number),
        slug: 'beta-apo',
        img: 'beta-apo.webp',
        img2: null,
        img3: null,
        img4: null,
        img5: null,
        pdf: null,
        price: 2500.5,
        discounted: 1999.99,
        live_stock: 5,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        translations: [
          { locale: 'ka', name: 'ბეტა აპო', details: '<p>beta-apo</p> (ka)' },
          { locale: 'en', name: 'Beta Apo 100% Glass', details: '<p>beta-apo</p>' },
        ],
        stocks: [
          {
            warehouse: {
              img: 'tbilisi.png',
              translations: [
                { locale: 'ka', name: 'თბილისის საწყობი' },
                { locale: 'en', name: 'Tbilisi warehouse' },
              ],
            },
          },
          {
            warehouse: {
              img: 'batumi.png',
              translations: [
                { locale: 'ka', name: 'ბათუმის საწყობი' },
                { locale: 'en', name: 'Batumi warehouse' },
              ],
            },
          },
        ],
        // an addition to the contract's shape: the BOG installment's monthly price
        installment: { months: 12, monthly: 166.67 },
      },
    ]);
  });

  it('lists discounted products under outlet and the flagged ones under weekly-promotion', async () => {
    const outlet = (await get('/api/products/outlet')).json();
    expect(outlet.data.data.map((p: { slug: string }) => p.slug).sort()).toEqual(['beta-apo', 'delta-mount']);
    expect(outlet.category).toMatchObject({
      slug: 'outlet',
      translations: [{ locale: 'en', name: 'Outlet' }, { locale: 'ka' }],
    });
    const weekly = (await get('/api/products/weekly-promotion', 'ka')).json();
    expect(weekly.data.data.map((p: { slug: string }) => p.slug).sort()).toEqual(['delta-mount', 'gamma-dobson']);
    expect(weekly.category.translations[0]).toEqual({ locale: 'ka', name: 'კვირის აქცია' });
  });

  it('answers 404 for an unknown category and 400 for a bad sort or page', async () => {
    expect((await get('/api/products/no-such-category')).statusCode).toBe(404);
    expect((await get('/api/products/no-such-category')).json()).toEqual({ message: 'Category not found.' });
    expect((await get('/api/products/telescopes?sort=price')).statusCode).toBe(400);
    expect((await get('/api/products/telescopes?page=0')).statusCode).toBe(400);
    expect((await get('/api/products/telescopes?page=abc')).json()).toHaveProperty('message');
  });

  it('answers an empty page beyond the last one', async () => {
    const body = (await get('/api/products/telescopes?page=3')).json();
    expect(body.data).toMatchObject({ data: [], current_page: 3, last_page: 1, total: 4 });
  });
});

describe('product detail', () => {
  it('answers one product, and 404 for an unknown slug', async () => {
    expect((await get('/api/product/alpha-refractor')).json().data).toMatchObject({
      slug: 'alpha-refractor',
      price: 1000,
      discounted: null,
    });
    const missing = await get('/api/product/nope', 'ka');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('პროდუქტი ვერ მოიძებნა.');
  });

  it('names the category the product is filed under, in the asked language, for the breadcrumb', async () => {
    expect((await get('/api/product/alpha-refractor', 'ka')).json().category).toEqual({
      id: expect.any(Number),
      slug: 'refractors',
      translations: [
        { locale: 'ka', name: 'რეფრაქტორები' },
        { locale: 'en', name: 'Refractors' },
      ],
    });
  });

  it('lists no warehouse for a sold-out product', async () => {
    expect((await get('/api/product/epsilon-book')).json().data).toMatchObject({ live_stock: 0, stocks: [] });
  });
});

describe('search', () => {
  const slugs = async (keyword: string) =>
    (await get(`/api/products?keyword=${encodeURIComponent(keyword)}`))
      .json()
      .data.data.map((p: { slug: string }) => p.slug);

  it('matches names in either language, ignoring case', async () => {
    // the name first, and the refractor category's apochromat; a reflector is another design, not a typo
    // of a word the catalogue has (the guesses are for words it does not: findProducts.test.ts)
    const found = await slugs('REFRACTOR');
    expect(found[0]).toBe('alpha-refractor');
    expect(found).toContain('beta-apo');
    expect(found).not.toContain('zeta-reflector');
    expect(await slugs('სადგამი')).toEqual(['delta-mount']);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await slugs('100%')).toEqual(['beta-apo']);
    expect(await slugs('%')).toEqual(['beta-apo']);
    expect(await slugs('star_')).toEqual(['epsilon-book']);
    expect(await slugs('r_f')).toEqual([]);
  });

  it('answers a page with total', async () => {
    const body = (await get('/api/products?keyword=a&page=1')).json();
    expect(body.data).toMatchObject({ current_page: 1, per_page: 12 });
    expect(body.data.total).toBe(body.data.data.length);
  });
});

describe('news and pages', () => {
  it('pages news by 9, most recently updated first', async () => {
    const first = (await get('/api/news')).json().data;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 9, total: 11 });
    expect(first.data[0]).toMatchObject({
      slug: 'news-1',
      img: 'news-1.webp',
      translations: [{ locale: 'en', title: 'News 1', text: '<p>Text 1</p>' }, { locale: 'ka' }],
    });
    expect((await get('/api/news?page=2')).json().data.data).toHaveLength(2);
  });

  it('answers one news item, and 404 for an unknown slug', async () => {
    const body = (await get('/api/news/news-3', 'ka')).json();
    expect(body.data).toMatchObject({
      slug: 'news-3',
      updated_at: expect.any(String),
      translations: [{ locale: 'ka', title: 'სიახლე 3' }, { locale: 'en' }],
    });
    expect((await get('/api/news/none')).statusCode).toBe(404);
  });

  it('answers the FAQ in order, partners and contact', async () => {
    const faq = (await get('/api/faq', 'ka')).json().data;
    expect(faq.map((item: { translations: { question: string }[] }) => item.translations[0].question)).toEqual([
      'პირველი?',
      'Second? (ka)',
    ]);
    expect((await get('/api/partners')).json()).toEqual({
      data: [{ id: expect.any(Number), link: 'https://example.com', img: 'partner.png' }],
    });
    expect((await get('/api/contact', 'ka')).json()).toEqual({
      fb: 'https://facebook.com/astroshop',
      instagram: 'https://instagram.com/astroshop',
      phone: '599 11 22 33|032 2 00 00 00',
      email: 'info@astroshop.ge',
      translations: [
        { locale: 'ka', address: 'რუსთაველის გამზ. 1, თბილისი' },
        { locale: 'en', address: '1 Rustaveli Ave, Tbilisi' },
      ],
    });
  });

  it.each([
    'about',
    'personal-policy',
    'delivery-policy',
    'return-policy',
    'warranty-policy',
    'cookie-policy',
    'privacy-policy',
  ])('answers /api/%s', async (page) => {
    const body = (await get(`/api/${page}`, 'ka')).json();
    expect(body.data.translations[0]).toEqual({ locale: 'ka', html: expect.stringContaining('<p>') });
    expect(body.data.translations[1].locale).toBe('en');
  });

  it('says in the privacy notice, in both languages, what is kept, for how long and how to have it deleted', async () => {
    const html = async (lang: 'ka' | 'en') => (await get('/api/privacy-policy', lang)).json().data.translations[0].html;
    const en = await html('en');
    expect(en).toContain('personal ID or passport number');
    expect(en).toContain('<h2>For how long</h2>');
    expect(en).toMatch(/have your account deleted: write to info@astroshop\.ge/);
    const ka = await html('ka');
    expect(ka).toContain('<h2>რა ვადით</h2>');
    expect(ka).toContain('პირად ან პასპორტის ნომერს');
    expect(ka).toContain('ანგარიშის წაშლა');
  });
});
