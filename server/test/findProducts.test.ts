import type { FastifyInstance } from 'fastify';
import { catalogue } from '../src/seed/content';
import { buildTestApp, productId, registerUser } from './helpers';

// Finding products in the shop's own catalogue: filters with their counts, sorts, search and
// suggestions, on PGlite and (with DATABASE_URL) PostgreSQL alike.
let app: FastifyInstance;
beforeAll(async () => {
  // one order takes a product's whole stock here
  ({ app } = await buildTestApp({ catalogue, env: { MAX_UNPAID_UNITS: '1000' } }));
});
afterAll(() => app.close());

const get = async (url: string, lang = 'en') => {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

interface Product {
  slug: string;
  price: number;
  discounted: number | null;
  live_stock: number;
  translations: { name: string }[];
  specs: { key: string; code: string; translations: { label: string; value: string }[] }[];
}
interface FacetValue {
  code: string;
  value: string;
  count: number;
}
interface Facets {
  price: { min: number; max: number } | null;
  in_stock: number;
  specs: { key: string; label: string; values: FacetValue[] }[];
}

const telescopes = catalogue.products.filter(
  (product) => product.specs?.some((spec) => spec.key === 'aperture') && product.slug !== 'x',
);
const codeOf = (product: (typeof catalogue.products)[number], key: string) =>
  product.specs?.find((spec) => spec.key === key)?.code;
const inTelescopes = async () => {
  const [top] = await get('/api/categories');
  return new Set<string>([top.slug, ...top.descendants.map((d: { slug: string }) => d.slug)]);
};
const slugsOf = (body: { data: { data: Product[] } }) => body.data.data.map((product) => product.slug);
const allPages = async (url: string): Promise<Product[]> => {
  const first = await get(url);
  const rest = await Promise.all(
    Array.from({ length: first.data.last_page - 1 }, (_, i) => get(`${url}&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((body) => body.data.data);
};

describe('specifications as data', () => {
  it('serves a telescope with its specifications and brand in both languages', async () => {
    const { data } = await get('/api/product/orbita-70-700-az', 'ka');
    const aperture = data.specs.find((spec: Product['specs'][number]) => spec.key === 'aperture');
    expect(aperture).toEqual({
      key: 'aperture',
      code: '70',
      translations: [
        { locale: 'ka', label: 'აპერტურა', value: '70 მმ' },
        { locale: 'en', label: 'Aperture', value: '70 mm' },
      ],
    });
    expect(data.specs.map((spec: { key: string }) => spec.key)).toEqual(
      expect.arrayContaining(['design', 'focal_length', 'mount', 'brand']),
    );
  });
});

describe('filters', () => {
  it('counts each value with all the other filters applied, and lists what they keep', async () => {
    const slugs = await inTelescopes();
    const mine = catalogue.products.filter((product) => slugs.has(product.category));
    const body = await get('/api/products/telescopes?design=newtonian-reflector,achromatic-refractor&in_stock=true');
    const facets: Facets = body.facets;
    const designOf = (product: (typeof mine)[number]) => codeOf(product, 'design');
    const stocked = (product: (typeof mine)[number]) =>
      Object.values(product.stock).some((quantity) => (quantity ?? 0) > 0);
    const chosen = new Set(['newtonian-reflector', 'achromatic-refractor']);
    // the list: both filters
    expect(body.data.total).toBe(mine.filter((product) => chosen.has(designOf(product)!) && stocked(product)).length);
    expect(body.data.total).toBeGreaterThan(0);
    // the design facet ignores the design filter but applies in_stock
    const design = facets.specs.find((facet) => facet.key === 'design')!;
    expect(design.label).toBe('Optical design');
    for (const value of design.values) {
      expect(value.count).toBe(mine.filter((product) => designOf(product) === value.code && stocked(product)).length);
    }
    // in_stock counts with the design filter
    expect(facets.in_stock).toBe(body.data.total);
    // another facet applies both
    const aperture = facets.specs.find((facet) => facet.key === 'aperture')!;
    const sum = aperture.values.reduce((total, value) => total + value.count, 0);
    expect(sum).toBe(body.data.total);
    expect(aperture.values.map((value) => Number(value.code))).toEqual(
      [...aperture.values.map((value) => Number(value.code))].sort((a, b) => a - b),
    );
    expect(facets.specs.map((facet) => facet.key)).toEqual(
      expect.arrayContaining(['design', 'aperture', 'focal_length', 'mount', 'brand']),
    );
  });

  it('filters by a price range on what the shopper pays', async () => {
    const products = await allPages('/api/products/telescopes?price_min=500&price_max=1000&sort=price-asc');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const pays = product.discounted ?? product.price;
      expect(pays).toBeGreaterThanOrEqual(500);
      expect(pays).toBeLessThanOrEqual(1000);
    }
    const { facets } = await get('/api/products/telescopes?price_min=500&price_max=1000');
    expect(facets.price.min).toBeLessThan(500); // the price facet ignores the price filter
  });

  it('rejects a malformed filter with a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/telescopes?aperture=<script>' });
    expect(response.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/products/telescopes?price_min=-1' })).statusCode).toBe(400);
    // a code starts with a letter or digit: no path-like values (".env", "..")
    for (const code of ['.env', '..', 'a,,b']) {
      expect(
        (await app.inject({ method: 'GET', url: `/api/products/telescopes?design=${encodeURIComponent(code)}` }))
          .statusCode,
      ).toBe(400);
    }
  });
});

describe('ranges', () => {
  interface Range {
    key: string;
    unit: string;
    step: number;
    min: number;
    max: number;
    selected_min: number | null;
    selected_max: number | null;
  }
  const numberOf = (product: (typeof catalogue.products)[number], key: string) =>
    product.specs?.find((spec) => spec.key === key)?.number ?? null;

  it('offers price, aperture and focal length as ranges on their steps', async () => {
    const slugs = await inTelescopes();
    const apertures = catalogue.products
      .filter((product) => slugs.has(product.category))
      .map((product) => numberOf(product, 'aperture'))
      .filter((value): value is number => value !== null);
    const ranges: Range[] = (await get('/api/products/telescopes', 'ka')).facets.ranges;
    expect(ranges.map((range) => range.key)).toEqual(['price', 'aperture', 'focal_length']);
    const aperture = ranges.find((range) => range.key === 'aperture')!;
    expect(aperture).toEqual({
      key: 'aperture',
      label: 'აპერტურა',
      unit: 'mm',
      step: 10,
      min: Math.floor(Math.min(...apertures) / 10) * 10,
      max: Math.ceil(Math.max(...apertures) / 10) * 10,
      selected_min: null,
      selected_max: null,
    });
  });

  it('filters by aperture_min/aperture_max, both ends included; the range counts without its own filter', async () => {
    const slugs = await inTelescopes();
    const products = await allPages('/api/products/telescopes?aperture_min=150&aperture_max=203');
    const expected = catalogue.products.filter((product) => {
      const aperture = numberOf(product, 'aperture');
      return slugs.has(product.category) && aperture !== null && aperture >= 150 && aperture <= 203;
    });
    expect(products.map((product) => product.slug).sort()).toEqual(expected.map((product) => product.slug).sort());
    expect(products.map((product) => product.slug)).toEqual(expect.arrayContaining(['tetnuldi-8-dobsonian']));
    const { facets } = await get('/api/products/telescopes?aperture_min=150&aperture_max=203');
    const aperture = facets.ranges.find((range: Range) => range.key === 'aperture');
    expect(aperture).toMatchObject({ selected_min: 150, selected_max: 203 });
    expect(aperture.min).toBeLessThan(150);
    // the old checkboxes' parameter still works
    expect((await get('/api/products/telescopes?aperture=70,90')).data.total).toBe(
      telescopes.filter((product) => ['70', '90'].includes(codeOf(product, 'aperture')!)).length,
    );
  });

  it("filters mounts by payload (a mount's compatibility), and refuses a negative end", async () => {
    const mounts = await allPages('/api/products/mounts?payload_min=10');
    expect(mounts.map((product) => product.slug).sort()).toEqual([
      'polaris-eq5-goto',
      'polaris-eq6-r-goto',
      'polaris-harmonic-40',
    ]);
    const payload = (await get('/api/products/mounts')).facets.ranges.find((range: Range) => range.key === 'payload');
    expect(payload).toMatchObject({ unit: 'kg', step: 1, min: 5, max: 20 });
    const refused = await app.inject({ method: 'GET', url: '/api/products/telescopes?aperture_min=-1' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('sorts', () => {
  it.each(['price-asc', 'price-desc'])('sorts by %s on the price paid', async (sort) => {
    const prices = (await allPages(`/api/products/telescopes?sort=${sort}`)).map(
      (product) => product.discounted ?? product.price,
    );
    const sorted = [...prices].sort((a, b) => (sort === 'price-asc' ? a - b : b - a));
    expect(prices).toEqual(sorted);
    expect(prices).toHaveLength(telescopes.filter((product) => product).length > 0 ? prices.length : 0);
  });

  it('orders numbers in names by value: 70/700 before 102/1000', async () => {
    const names = (await allPages('/api/products/achromatic-refractors?sort=name-asc')).map(
      (product) => product.translations[0].name,
    );
    const index = (part: string) => names.findIndex((name) => name.includes(part));
    expect(index('70/700')).toBeGreaterThanOrEqual(0);
    expect(index('70/700')).toBeLessThan(index('90/900'));
    expect(index('90/900')).toBeLessThan(index('102/1000'));
    const descending = (await allPages('/api/products/achromatic-refractors?sort=name-desc')).map(
      (product) => product.translations[0].name,
    );
    expect(descending).toEqual([...names].reverse());
  });
});

describe('search', () => {
  const search = async (keyword: string, lang = 'en') =>
    get(`/api/products?keyword=${encodeURIComponent(keyword)}`, lang);

  it('forgives a typo: "telscope" finds telescopes', async () => {
    const slugs = await inTelescopes();
    const found = (await allPages(`/api/products?keyword=telscope`)).map((product) => product.slug);
    const telescopeSlugs = catalogue.products
      .filter((product) => slugs.has(product.category))
      .map((product) => product.slug);
    expect(found).toEqual(expect.arrayContaining(telescopeSlugs));
  });

  it('"ტელესკოპი" finds every product of the telescope category', async () => {
    const slugs = await inTelescopes();
    const found = (await allPages(`/api/products?keyword=${encodeURIComponent('ტელესკოპი')}`)).map(
      (product) => product.slug,
    );
    const telescopeSlugs = catalogue.products
      .filter((product) => slugs.has(product.category))
      .map((product) => product.slug);
    expect(telescopeSlugs.length).toBeGreaterThan(20);
    expect(found).toEqual(expect.arrayContaining(telescopeSlugs));
  });

  it('ranks the best match first: "dobson 8" answers the 8" Dobsonian', async () => {
    expect(slugsOf(await search('dobson 8'))[0]).toBe('tetnuldi-8-dobsonian');
    expect(slugsOf(await search('დობსონი 8', 'ka'))[0]).toBe('tetnuldi-8-dobsonian');
  });

  it('shows stock as it is now: a product an order sells out leaves the in-stock results at once', async () => {
    const inStock = async () =>
      (await get(`/api/products?keyword=${encodeURIComponent('dobson 8')}&in_stock=true`)) as {
        data: { data: Product[] };
        facets: Facets;
      };
    const before = await inStock();
    const dobsonian = before.data.data.find((product) => product.slug === 'tetnuldi-8-dobsonian')!;
    expect(dobsonian.live_stock).toBeGreaterThan(0);
    const shopper = await registerUser(app);
    const id = await productId(app, 'tetnuldi-8-dobsonian');
    const order = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.auth,
      payload: {
        products: { [id]: dobsonian.live_stock },
        promo: null,
        paymethod: 'BOG_CARD',
        comment: 'the whole stock',
      },
    });
    expect(order.statusCode).toBe(200);
    const after = await inStock();
    expect(slugsOf(after)).not.toContain('tetnuldi-8-dobsonian');
    expect(after.facets.in_stock).toBe(before.facets.in_stock - 1);
  });

  it('searches descriptions and specifications in both languages', async () => {
    expect(slugsOf(await search('Maksutov'))).toEqual(
      expect.arrayContaining(
        catalogue.products.filter((p) => codeOf(p, 'design') === 'maksutov-cassegrain').map((p) => p.slug),
      ),
    );
    expect(slugsOf(await search('მაქსუტოვ', 'ka')).length).toBeGreaterThan(0);
  });

  it('reads a bare inch mark as an eyepiece size: 2" finds 2" accessories, not the 50 mm telescope', async () => {
    const found = await allPages(`/api/products?keyword=${encodeURIComponent('2"')}`);
    expect(found.length).toBeGreaterThan(3);
    for (const { slug } of found) {
      const fit = catalogue.products.find((product) => product.slug === slug)?.compatibility;
      expect({ slug, barrel: fit?.role === 'accessory' && fit.barrel.includes(2) }).toEqual({ slug, barrel: true });
    }
    expect(found.map((product) => product.slug)).not.toContain('orbita-junior-50');
  });

  it('puts the category a word names before stray matches: "binoculars" is not a trinocular microscope', async () => {
    const found = slugsOf(await search('binoculars'));
    const binocularCategories = catalogue.categories
      .filter((category) => category.name.en.endsWith('Binoculars'))
      .map((category) => category.slug);
    const binoculars = catalogue.products
      .filter((product) => binocularCategories.includes(product.category))
      .map((product) => product.slug);
    expect(binoculars.length).toBeGreaterThan(2);
    expect(found.slice(0, binoculars.length).sort()).toEqual([...binoculars].sort());
    expect(found).not.toContain('kolkhi-bio-trino-1600');
  });

  it("finds a brand's products first", async () => {
    const brands = [
      'Lumen',
      'Orbita',
      'Nebula Works',
      'Kavkasia',
      'Polaris',
      'Ushba',
      'Tetnuldi',
      'Kolkhi',
      'Kosmo',
      'Helios',
    ];
    for (const brand of brands) {
      const found = await allPages(`/api/products?keyword=${encodeURIComponent(brand.toLowerCase())}`);
      const isBrand = found.map((product) => product.translations[0].name.startsWith(`${brand} `));
      expect(isBrand.filter(Boolean).length).toBeGreaterThan(0);
      // every product of the brand before any other
      expect({ brand, isBrand }).toEqual({ brand, isBrand: [...isBrand].sort((a, b) => Number(b) - Number(a)) });
    }
  });

  it('finds with a Georgian word typed in Latin letters what the Georgian word finds: okulari, binokli', async () => {
    for (const [latin, georgian] of [
      ['okulari', 'ოკულარი'],
      ['binokli', 'ბინოკლი'],
    ]) {
      const asTyped = (await allPages(`/api/products?keyword=${latin}`)).map((product) => product.slug);
      const inGeorgian = (await allPages(`/api/products?keyword=${encodeURIComponent(georgian)}`)).map(
        (product) => product.slug,
      );
      expect(inGeorgian.length).toBeGreaterThan(2);
      expect(asTyped.sort()).toEqual(inGeorgian.sort());
    }
  });

  it('answers facets with a search', async () => {
    const body = await search('telescope');
    expect(body.facets.specs.map((facet: { key: string }) => facet.key)).toContain('aperture');
  });
});

describe('suggestions', () => {
  it('suggests products and categories as the shopper types', async () => {
    const body = await get('/api/search/suggest?q=dobs');
    expect(body.products[0]).toMatchObject({
      slug: expect.stringContaining('dobsonian'),
      img: expect.any(String),
      name: expect.any(String),
      price: expect.any(Number),
    });
    expect(body.categories.map((category: { slug: string }) => category.slug)).toContain('dobsonian-telescopes');
  });

  it("suggests no category for a word only a few letters of whose name it shares: celestron is not astronomy's", async () => {
    const body = await get('/api/search/suggest?q=celestron');
    expect(body.categories).toEqual([]);
    expect((await get('/api/search/suggest?q=binoculers')).categories).toContainEqual(
      expect.objectContaining({ slug: 'astronomy-binoculars' }),
    );
  });

  it('offers spellings when nothing matches', async () => {
    const body = await get('/api/search/suggest?q=zzqxw');
    expect(body).toEqual({ products: [], categories: [], spellings: [] });
    const misspelt = await get('/api/search/suggest?q=orbitq');
    expect(misspelt.products.length + misspelt.spellings.length).toBeGreaterThan(0);
  });
});

describe('monthly price and related products', () => {
  it("shows a BOG installment's monthly price on the shop's terms (12 months, 0 %)", async () => {
    const { data } = await get('/api/product/orbita-102-1000-eq3');
    expect(data.installment).toEqual({ months: 12, monthly: Math.ceil((1390 * 100) / 12) / 100 });
    const cheap = catalogue.products.find((product) => (product.discounted ?? product.price) < 100)!;
    expect((await get(`/api/product/${cheap.slug}`)).data.installment).toBeNull();
  });

  it('relates accessories that fit a telescope and similar telescopes', async () => {
    const { data } = await get('/api/product/orbita-102-1000-eq3/related');
    expect(data.accessories.length).toBeGreaterThan(0);
    for (const accessory of data.accessories)
      expect(
        codeOf(
          catalogue.products.find((product) => product.slug === accessory.slug)!,
          'barrel',
        ),
      ).toBeDefined();
    expect(data.similar.map((product: Product) => product.slug)).toContain('orbita-90-900-eq2');
    expect(data.similar.map((product: Product) => product.slug)).not.toContain('orbita-102-1000-eq3');
  });
});
