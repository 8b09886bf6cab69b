import { i18n } from '@/shared/i18n';
import { preloadPage } from './routes';

// stands in for the product page's chunk, to see when its code is asked for
let mockProductPageLoads = 0;
jest.mock('@/pages/product', () => {
  mockProductPageLoads += 1;
  return { ProductPage: () => null };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("starting a page's code before its render", () => {
  let loadNamespaces: jest.SpyInstance;
  beforeEach(() => {
    loadNamespaces = jest.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
  });
  afterEach(() => loadNamespaces.mockRestore());

  it("fetches a product page's code once, with the translation files it needs beyond the header's", async () => {
    preloadPage('/en/product/some-telescope');
    preloadPage('/ka/product/another');
    await settle();
    expect(mockProductPageLoads).toBe(1);
    expect(loadNamespaces).toHaveBeenCalledWith(['catalog', 'cart']);
  });

  it("asks for no more translations where the header's cover the page, and nothing off the route table", async () => {
    for (const pathname of ['/en', '/ka/about', '/en/news/some-article', '/fr', '/en/product/a/b/c']) preloadPage(pathname);
    await settle();
    expect(loadNamespaces).not.toHaveBeenCalled();
  });
});
