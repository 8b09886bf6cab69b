import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers';

// Storefront pages rendered by the server (src/app/ssr via server/src/render): what a crawler, a link
// preview or a phone's first paint gets before any script runs.

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: { publicUrl: 'http://shop.test' } }));
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

/** the page's JSON-LD, parsed */
const structuredData = (html: string) => JSON.parse(/<script data-page-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
const meta = (html: string, property: string) => new RegExp(`<meta data-page-head (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
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
    expect(html).toContain('<link data-page-head rel="alternate" hreflang="ka" href="http://shop.test/ka/product/beta-apo">');
    expect(html).toContain('<link data-page-head rel="alternate" hreflang="en" href="http://shop.test/en/product/beta-apo">');
    expect(html).toContain('<link data-page-head rel="alternate" hreflang="x-default" href="http://shop.test/ka/product/beta-apo">');
    expect(meta(html, 'og:title')).toBe(name);
    expect(meta(html, 'og:url')).toBe(`http://shop.test/${lang}/product/beta-apo`);
    expect(meta(html, 'og:image')).toBe('http://shop.test/storage/uploads/products/beta-apo.webp');
    expect(meta(html, 'product:price:amount')).toBe('1999.99');
    expect(meta(html, 'product:price:currency')).toBe('GEL');
    expect(meta(html, 'description')).toMatch(/^beta-apo/);
    expect(structuredData(html)).toMatchObject({ '@type': 'Product', name, sku: 'beta-apo', offers: { price: '1999.99', priceCurrency: 'GEL', availability: 'https://schema.org/InStock' } });
    // the built page's own title and description gave way to the page's
    expect(html.match(/<meta[^>]*name="description"/g)).toHaveLength(1);
  });

  it("carries the store's answers and the page's translations for the browser, escaped", async () => {
    const html = (await get('/en/product/beta-apo')).body;
    const state = JSON.parse(/<script id="server-page" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
    const queries = Object.keys(state.api.api.queries);
    expect(queries).toEqual(expect.arrayContaining(['product({"lang":"en","slug":"beta-apo"})', 'categories({"lang":"en"})', 'contact({"lang":"en"})']));
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
});

describe('statuses', () => {
  it.each(['/en/product/no-such-telescope', '/ka/products/no-such-category', '/en/news/no-such-article', '/en/nowhere', '/fr/about', '/en/product/a/b'])(
    'answers 404 with the not-found page for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    },
  );

  it.each(['/en/about', '/ka/faq', '/en/news', '/en/news/news-1', '/ka/cart', '/en/delivery', '/en/search?keyword=apo'])('answers 200 for %s', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('the HTML cache', () => {
  it('answers the same page again with its ETag, and 304 to a browser that has it', async () => {
    const first = await get('/en/about');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/en/about');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    expect((await get('/en/about', { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('sitemap and robots', () => {
  it('lists every category, product, news item and content page in both languages, with alternates and dates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    const xml = response.body;
    for (const path of ['', '/about', '/faq', '/products/telescopes', '/products/apochromats', '/product/beta-apo', '/product/epsilon-book', '/news/news-11', '/cookie']) {
      for (const lang of ['ka', 'en']) expect(xml).toContain(`<loc>http://shop.test/${lang}${path}</loc>`);
    }
    expect(xml).toMatch(/<url><loc>http:\/\/shop\.test\/en\/product\/beta-apo<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link rel="alternate" hreflang="ka" href="http:\/\/shop\.test\/ka\/product\/beta-apo"\/><xhtml:link rel="alternate" hreflang="en" href="http:\/\/shop\.test\/en\/product\/beta-apo"\/><xhtml:link rel="alternate" hreflang="x-default"/);
    // 6 categories, 6 products, 11 news, 2 special lists and 11 content pages, twice
    expect(xml.match(/<url>/g)).toHaveLength(2 * (6 + 6 + 11 + 2 + 11));
  });

  it('robots.txt points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
