import { http, HttpResponse } from 'msw';
import { apiBase, server } from '@/test/msw';
import { setupStore } from '../model';
import { prefetchPageData } from './prefetch';

function recordApiCalls() {
  const calls: string[] = [];
  server.use(
    http.get(`${apiBase}/api/*`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search} ${request.headers.get('accept-language')}`);
      return HttpResponse.json({ data: { data: [], total: 0 } });
    }),
  );
  return calls;
}

// what every page's header and footer ask for
const isShellCall = (call: string) => /^\/api\/(categories|contact) /.test(call);
const pageCalls = (calls: string[]) => calls.filter((call) => !isShellCall(call));

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("starting a page's data before its code is there", () => {
  it("asks for a product page's product, in the page's language", async () => {
    const calls = recordApiCalls();
    prefetchPageData(setupStore().store.dispatch, { pathname: '/en/product/orbita-130-900', search: '' });
    await settle();
    expect(pageCalls(calls)).toEqual(['/api/product/orbita-130-900 en']);
  });

  it("asks for a list page's products in the order and page of the address", async () => {
    const calls = recordApiCalls();
    const { dispatch } = setupStore().store;
    prefetchPageData(dispatch, { pathname: '/ka/products/telescopes', search: '?sort=name-asc&page=2' });
    prefetchPageData(dispatch, { pathname: '/ka/products/mounts', search: '?sort=nonsense&page=-3' });
    await settle();
    // two requests at once: they may reach the server in either order
    expect(pageCalls(calls).sort()).toEqual(['/api/products/mounts ka', '/api/products/telescopes?sort=name-asc&page=2 ka']);
  });

  it('asks once for a page visited twice while its answer is fresh', async () => {
    const calls = recordApiCalls();
    const { dispatch } = setupStore().store;
    prefetchPageData(dispatch, { pathname: '/ka/product/a', search: '' });
    await settle();
    prefetchPageData(dispatch, { pathname: '/ka/product/a', search: '' });
    await settle();
    expect(calls.sort()).toEqual(['/api/categories ka', '/api/contact ka', '/api/product/a ka']);
  });

  it("preloads the product's main image and a list's first thumbnails, once each", async () => {
    const product = (id: number) => ({ id, slug: `p${id}`, img: `p${id}.jpg`, img2: `p${id}-side.jpg`, translations: [{ name: `P${id}` }] });
    server.use(
      http.get(`${apiBase}/api/product/p1`, () => HttpResponse.json({ data: product(1) })),
      http.get(`${apiBase}/api/products/telescopes`, () => HttpResponse.json({ data: { data: [1, 2, 3].map(product), total: 3, last_page: 1 } })),
    );
    const { dispatch } = setupStore().store;
    prefetchPageData(dispatch, { pathname: '/en/product/p1', search: '' });
    prefetchPageData(dispatch, { pathname: '/en/products/telescopes', search: '' });
    prefetchPageData(dispatch, { pathname: '/ka/product/p1', search: '' });
    await settle();
    const preloads = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'));
    expect(preloads.map((link) => link.getAttribute('href')).sort()).toEqual([
      `${apiBase}/storage/uploads/products/p1.jpg`,
      `${apiBase}/storage/uploads/products/thumbs/large_p1.jpg`,
      `${apiBase}/storage/uploads/products/thumbs/large_p2.jpg`,
    ]);
    expect(preloads.every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
  });

  it("asks for the header's and footer's data on every page, once per language", async () => {
    const calls = recordApiCalls();
    const { dispatch } = setupStore().store;
    for (const pathname of ['/en/about', '/en/cart', '/ka/faq']) prefetchPageData(dispatch, { pathname, search: '' });
    await settle();
    expect(calls.sort()).toEqual(['/api/categories en', '/api/categories ka', '/api/contact en', '/api/contact ka']);
  });

  it("asks for the home page's categories and first news page", async () => {
    const calls = recordApiCalls();
    prefetchPageData(setupStore().store.dispatch, { pathname: '/en', search: '' });
    await settle();
    expect(pageCalls(calls).sort()).toEqual(['/api/categories/home en', '/api/news en']);
  });

  it('leaves other pages alone, and asks nothing outside a language', async () => {
    const calls = recordApiCalls();
    const { dispatch } = setupStore().store;
    for (const pathname of ['/en/about', '/en/product/a/b', '/en/cart']) prefetchPageData(dispatch, { pathname, search: '' });
    for (const pathname of ['/', '/fr/product/a', '/fr']) prefetchPageData(dispatch, { pathname, search: '' });
    await settle();
    expect(pageCalls(calls)).toEqual([]);
    expect(calls.every((call) => call.endsWith(' en'))).toBe(true);
  });
});
