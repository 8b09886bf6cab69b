import type { FastifyInstance } from 'fastify';
import { buildTestApp, rawGet, storefrontRenderer } from './helpers';

// Storefront pages rendered by the server (src/app/ssr via server/src/render): what a crawler, a link
// preview or a phone's first paint gets before any script runs.

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: { publicUrl: 'http://shop.test' } }));
});
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

/** the page's JSON-LD, parsed */
const structuredData = (html: string) =>
  JSON.parse(/<script data-page-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
const meta = (html: string, property: string) =>
  new RegExp(`<meta data-page-head (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
/** an amount of lari as either language writes it (grouping and decimal marks differ) */
const PRICE = (lari: number, tetri: number) => {
  const whole = String(lari);
  return new RegExp(`${whole.slice(0, -3)}[ ,.\u00a0\u202f]?${whole.slice(-3)}[.,]${String(tetri).padStart(2, '0')}`);
};
/** the markup the app rendered, without the head and the state carried for the browser */
const body = (html: string) => /<div id="root">(.*)<\/div><script id="server-page"/s.exec(html)![1];

describe('a product page', () => {
  it.each([
    ['en', 'Beta Apo 100% Glass', 'Apochromats'],
    ['ka', 'ბეტა აპო', 'აპოქრომატები'],
  ])('holds the name, prices, head tags and JSON-LD in %s', async (lang, name) => {
    const response = await get(`/${lang}/product/beta-apo`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain(`<html lang="${lang}">`);
    expect(body(html)).toContain(name);
    // the price and the crossed-out one, by the shop's own formatter
    expect(body(html)).toMatch(PRICE(1999, 99));
    expect(body(html)).toMatch(PRICE(2500, 50));
    expect(html).toContain(`<title>${name} | `);
    expect(html).not.toContain('<title>AstroShop</title>');
    expect(html).toContain(`<link data-page-head rel="canonical" href="http://shop.test/${lang}/product/beta-apo">`);
    expect(html).toContain(
      '<link data-page-head rel="alternate" hreflang="ka" href="http://shop.test/ka/product/beta-apo">',
    );
    expect(html).toContain(
      '<link data-page-head rel="alternate" hreflang="en" href="http://shop.test/en/product/beta-apo">',
    );
    expect(html).toContain(
      '<link data-page-head rel="alternate" hreflang="x-default" href="http://shop.test/ka/product/beta-apo">',
    );
    expect(meta(html, 'og:title')).toBe(name);
    expect(meta(html, 'og:url')).toBe(`http://shop.test/${lang}/product/beta-apo`);
    expect(meta(html, 'og:image')).toBe('http://shop.test/storage/uploads/products/beta-apo.webp');
    expect(meta(html, 'product:price:amount')).toBe('1999.99');
    expect(meta(html, 'product:price:currency')).toBe('GEL');
    expect(meta(html, 'description')).toMatch(/^beta-apo/);
    expect(structuredData(html)).toMatchObject({
      '@type': 'Product',
      name,
      sku: 'beta-apo',
      offers: { price: '1999.99', priceCurrency: 'GEL', availability: 'https://schema.org/InStock' },
    });
    // the built page's own title and description gave way to the page's
    expect(html.match(/<meta[^>]*name="description"/g)).toHaveLength(1);
  });

  it("carries the store's answers and the page's translations for the browser, escaped", async () => {
    const html = (await get('/en/product/beta-apo')).body;
    const state = JSON.parse(/<script id="server-page" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
    const queries = Object.keys(state.api.api.queries);
    expect(queries).toEqual(
      expect.arrayContaining([
        'product({"lang":"en","slug":"beta-apo"})',
        'categories({"lang":"en"})',
        'contact({"lang":"en"})',
      ]),
    );
    expect(state.translations.en.common.shop_name).toBe('AstroShop');
    expect(state.translations.ka).toBeUndefined();
    // the details' HTML travels as JSON text: no "<" that could end the script element
    expect(/<script id="server-page" type="application\/json">(.*?)<\/script>/s.exec(html)![1]).not.toContain('<');
    // no script runs inline (the CSP forbids it): React sent no boundary apart, the router no state of its own
    expect(body(html)).not.toContain('<script');
  });

  it('carries the critical CSS of what it shows, and the app markup in #root', async () => {
    const html = (await get('/en/product/beta-apo')).body;
    expect(html).toMatch(/<style data-emotion="css[ -]/);
    expect(body(html)).toMatch(/class="[^"]*css-/);
  });
});

describe('a category page', () => {
  it.each([
    ['en', 'Telescopes', 'Alpha Refractor', /4 products? found|found: 4|4/],
    ['ka', 'ტელესკოპები', 'ალფა რეფრაქტორი', /4/],
  ])('holds the title, the products with prices and their count in %s', async (lang, title, product, count) => {
    const response = await get(`/${lang}/products/telescopes`);
    expect(response.statusCode).toBe(200);
    const html = body(response.body);
    expect(html).toContain(title);
    expect(html).toContain(product);
    expect(html).toMatch(PRICE(1000, 0));
    expect(/role="status"[^>]*>([^<]*)</.exec(html)?.[1]).toMatch(count);
    expect(response.body).toContain(`<title>${title} | `);
    expect(meta(response.body, 'og:title')).toBe(title);
  });
});

describe('the home page', () => {
  it.each([
    ['en', 'Telescopes and astronomy equipment', 'Telescopes', 'News 1'],
    ['ka', 'ტელესკოპები და ასტრონომიული აღჭურვილობა', 'ტელესკოპები', 'სიახლე 1'],
  ])('holds its heading, the home categories and the news in %s', async (lang, heading, category, news) => {
    const response = await get(`/${lang}`);
    expect(response.statusCode).toBe(200);
    const html = body(response.body);
    expect(html).toContain(heading);
    expect(html).toContain(category);
    expect(html).toContain(news);
    expect(response.body).toContain(`<title>${heading} | `);
    expect(meta(response.body, 'og:url')).toBe(`http://shop.test/${lang}`);
  });

  it('sends / to the default language', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ka');
  });

  it.each([
    ['/product/beta-apo', '/ka/product/beta-apo'],
    ['/products/telescopes?sort=name-asc', '/ka/products/telescopes?sort=name-asc'],
    ['/search?keyword=apo', '/ka/search?keyword=apo'],
    ['/reset-password?token=abc', '/ka/reset-password?token=abc'],
  ])('sends %s, a page path typed without its language, to it under the default language', async (url, location) => {
    const response = await get(url, { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('answers 404 for another path without a language', async () => {
    expect((await get('/nowhere/at-all')).statusCode).toBe(404);
  });
});

describe('statuses', () => {
  // a missing page's 404 answer is a failed load, logged as every one is, and nothing else is logged
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const call of logged.mock.calls) {
      expect(call).toEqual(['Get data failed: ', expect.objectContaining({ status: 404 })]);
    }
  });

  it.each([
    '/en/product/no-such-telescope',
    '/ka/products/no-such-category',
    '/en/news/no-such-article',
    '/en/nowhere',
    '/fr/about',
    '/en/product/a/b',
  ])('answers 404 with the not-found page for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it.each(['/en/product/no-such-thing', '/en/products/no-such-category', '/en/news/no-such-article'])(
    'renders the 404 page for %s, with the search and the categories, never a skeleton',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      const html = body(response.body);
      expect(html).toContain('404 not found');
      expect(html).toContain('action="/en/search"');
      expect(html).toContain('href="/en/products/telescopes"');
      expect(html).not.toContain('MuiSkeleton');
      expect(response.body).toContain('<title>404 not found | AstroShop</title>');
      // the 404 answer travels with the page, so the browser hydrates the same 404 page
      const state = JSON.parse(
        /<script id="server-page" type="application\/json">(.*?)<\/script>/s.exec(response.body)![1],
      );
      expect(Object.values(state.api.api.queries)).toContainEqual(
        expect.objectContaining({ status: 'rejected', error: expect.objectContaining({ status: 404 }) }),
      );
    },
  );

  it.each([
    '/en/about',
    '/ka/faq',
    '/en/news',
    '/en/news/news-1',
    '/ka/cart',
    '/en/delivery',
    '/en/search?keyword=apo',
  ])('answers 200 for %s', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe("a reset link's page", () => {
  const TOKEN = 'live-reset-token-4f9c2a';

  it('is private to its visitor, kept by nobody, and names no token in its head', async () => {
    const renders = jest.spyOn(storefrontRenderer(), 'renderPage');
    for (const url of [`/en/reset-password?token=${TOKEN}&utm_source=mail`, `/en/reset-password?token=${TOKEN}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      // the page for this token (checked as it opens), not the message for a link without one
      expect(body(response.body)).toContain('Checking the link');
      expect(body(response.body)).not.toContain('This reset link is incomplete');
      const head = /<head>(.*)<\/head>/s.exec(response.body)![1];
      expect(head).not.toContain(TOKEN);
      expect(head).toContain('<link data-page-head rel="canonical" href="http://shop.test/en/reset-password">');
      expect(head).toContain(
        '<link data-page-head rel="alternate" hreflang="ka" href="http://shop.test/ka/reset-password">',
      );
      expect(meta(response.body, 'og:url')).toBe('http://shop.test/en/reset-password');
    }
    // never kept: each visit is rendered for itself
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('is a public page like any other without a token', async () => {
    const response = await get('/en/reset-password');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(body(response.body)).toContain('This reset link is incomplete');
  });
});

describe('an address naming another host', () => {
  beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

  it.each([
    '//attacker.example/en/product/beta-apo',
    '/\\attacker.example/en/product/beta-apo',
    '/\\/attacker.example/en/product/beta-apo',
  ])('answers %s with the 404 page, naming no other host', async (path) => {
    const response = await rawGet(app, path);
    expect(response.status).toBe(404);
    expect(response.body).toContain('<div id="root">');
    // the addresses naming it, if any
    expect(response.body.match(/[^"]*attacker\.example[^"]*/g)).toBeNull();
  });
});

describe('the HTML cache', () => {
  it('answers the same page again with its ETag, and 304 to a browser that has it', async () => {
    const first = await get('/en/about');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/en/about');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    expect((await get('/en/about', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('renders a page once for all its addresses: tracking and unknown parameters, their order, a trailing slash', async () => {
    const renders = jest.spyOn(storefrontRenderer(), 'renderPage');
    const answers = [];
    for (const url of [
      '/en/products/apochromats?sort=name-asc&in_stock=true',
      '/en/products/apochromats?in_stock=true&utm_source=mail&utm_campaign=spring&sort=name-asc',
      '/en/products/apochromats?fbclid=x&sort=name-asc&gclid=y&in_stock=true&msclkid=z&ref=blog&page=1',
      '/en/products/apochromats/?in_stock=true&sort=name-asc',
    ]) {
      answers.push(await get(url));
    }
    expect(renders).toHaveBeenCalledTimes(1);
    // rendered at the page's own address, which its head names
    expect(renders.mock.calls[0][0].url.href).toBe(
      'http://shop.test/en/products/apochromats?in_stock=true&sort=name-asc',
    );
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers[2].body).toContain(
      '<link data-page-head rel="canonical" href="http://shop.test/en/products/apochromats?in_stock=true&amp;sort=name-asc">',
    );
  });

  it('renders every address without a page as one 404 page per language', async () => {
    const renders = jest.spyOn(storefrontRenderer(), 'renderPage');
    for (const [urls, address] of [
      [['/en/junk-1', '/en/junk-2/deeper', '/en/product/a/b/c?x=1'], '/en/404'],
      [['/fr/about', '/xx/junk-3', '//junk.example/en/product/beta-apo'], '/404'],
    ] as const) {
      const answers = await Promise.all(urls.map((url) => get(url)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      // rendered once, or kept from an earlier test
      expect(renders.mock.calls.filter(([{ url }]) => url.pathname === address).length).toBeLessThanOrEqual(1);
    }
    expect(renders.mock.calls.filter(([{ url }]) => !['/en/404', '/404'].includes(url.pathname))).toEqual([]);
  });
});

describe('sitemap and robots', () => {
  it('lists every category, product, news item and content page in both languages, with alternates and dates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    const xml = response.body;
    const { contentPages } = storefrontRenderer();
    // the storefront's content pages, from its route table (the sitemap has them from there too)
    expect(contentPages).toEqual(expect.arrayContaining(['', 'about', 'faq', 'cookie']));
    for (const path of [
      ...contentPages.map((page) => (page ? `/${page}` : '')),
      '/products/telescopes',
      '/products/apochromats',
      '/product/beta-apo',
      '/product/epsilon-book',
      '/news/news-11',
    ]) {
      for (const lang of ['ka', 'en']) expect(xml).toContain(`<loc>http://shop.test/${lang}${path}</loc>`);
    }
    expect(xml).toMatch(
      /<url><loc>http:\/\/shop\.test\/en\/product\/beta-apo<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link rel="alternate" hreflang="ka" href="http:\/\/shop\.test\/ka\/product\/beta-apo"\/><xhtml:link rel="alternate" hreflang="en" href="http:\/\/shop\.test\/en\/product\/beta-apo"\/><xhtml:link rel="alternate" hreflang="x-default"/,
    );
    // 6 categories, 6 products, 11 news, 2 special lists and the content pages, twice
    expect(xml.match(/<url>/g)).toHaveLength(2 * (6 + 6 + 11 + 2 + contentPages.length));
  });

  it('robots.txt points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
