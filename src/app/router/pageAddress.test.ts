import { pageAddress } from './pageAddress';

// The address the server renders and keeps a page under: what changes the page, written one way.
const addressOf = (path: string) => pageAddress(new URL(`http://shop.test${path}`));

describe('the address a page is kept under', () => {
  it("keeps a list's order, page and filters, by name, and nothing else of its query", () => {
    expect(
      addressOf(
        '/en/products/telescopes?utm_source=mail&sort=name-asc&fbclid=x&page=2&aperture=70,102&in_stock=true&auth=login&foo=1',
      ),
    ).toBe('/en/products/telescopes?aperture=70%2C102&in_stock=true&page=2&sort=name-asc');
    expect(addressOf('/en/products/telescopes?in_stock=true&page=2&sort=name-asc&aperture=70,102')).toBe(
      addressOf('/en/products/telescopes?aperture=70,102&sort=name-asc&page=2&in_stock=true'),
    );
  });

  it('leaves out the defaults and what a page does not read', () => {
    expect(addressOf('/en/products/telescopes?sort=date-desc&page=1&price_min=')).toBe('/en/products/telescopes');
    expect(addressOf('/en/product/beta-apo?utm_campaign=spring&gclid=1&page=3')).toBe('/en/product/beta-apo');
    expect(addressOf('/ka/search?utm_medium=social&keyword=dobson 8&sort=relevance')).toBe(
      '/ka/search?keyword=dobson+8',
    );
    expect(addressOf('/en/news?page=02&msclkid=1')).toBe('/en/news?page=2');
    expect(addressOf('/?utm_source=x')).toBe('/');
  });

  it('keeps a page path without its language under its page address less the language, for the redirect', () => {
    expect(addressOf('/products/telescopes?utm_source=mail&sort=name-asc&foo=1')).toBe(
      '/products/telescopes?sort=name-asc',
    );
    expect(addressOf('/product/beta-apo?gclid=1')).toBe('/product/beta-apo');
  });

  it("writes a page's path one way", () => {
    for (const path of ['/en/product/beta-apo/', '/en/product/beta%2Dapo', '/en/PRODUCT/beta-apo'])
      expect(addressOf(path)).toBe('/en/product/beta-apo');
    expect(addressOf('/en/')).toBe('/en');
  });

  it('is one 404 page per language for every address without a page, and one outside any language', () => {
    for (const path of ['/en/nowhere', '/en/product/a/b?x=1', '/en//about', '/en/404'])
      expect(addressOf(path)).toBe('/en/404');
    expect(addressOf('/ka/no/such/page')).toBe('/ka/404');
    for (const path of ['/fr/about', '/EN/about', '//attacker.example/en/product/beta-apo', '/404'])
      expect(addressOf(path)).toBe('/404');
  });
});
