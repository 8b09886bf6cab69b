import { http, HttpResponse } from 'msw';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { apiBase, server } from '@/test/msw';
import { renderApp } from '@/test/renderWithProviders';
import { setupStore } from '../model';
import type { RouteHandle } from './head';
import { createRoutes, pageRoutes } from './routes';

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
const isShellCall = (call: string) => /^\/api\/(categories|contact|settings) /.test(call);
const pageCalls = (calls: string[]) => calls.filter((call) => !isShellCall(call));
type Started = { router: ReturnType<typeof createMemoryRouter>; store: ReturnType<typeof setupStore>['store'] };
/** the routers' loaders have run and every request they started has its answer: all they will ask for */
const settled = (...started: Started[]) =>
  waitFor(() => {
    for (const { router, store } of started) {
      expect(router.state.initialized).toBe(true);
      expect(Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending')).toEqual([]);
    }
  });

/** The route table's loaders at `path`, with no page rendered: what a route starts before its code is there. */
function startRoute(path: string, loadNamespaces = jest.fn()) {
  const { store } = setupStore();
  const router = createMemoryRouter(createRoutes({ dispatch: store.dispatch, loadNamespaces }), {
    initialEntries: [path],
  });
  return { router, store, loadNamespaces };
}

describe("a route's data, started by its loader together with its code", () => {
  it("asks for a product page's product and its related products, in the page's language", async () => {
    const calls = recordApiCalls();
    await settled(startRoute('/en/product/orbita-130-900'));
    expect(pageCalls(calls)).toEqual(['/api/product/orbita-130-900 en', '/api/product/orbita-130-900/related en']);
  });

  it("asks for a list page's products in the order and page of the address", async () => {
    const calls = recordApiCalls();
    await settled(
      startRoute('/ka/products/telescopes?sort=name-asc&page=2'),
      startRoute('/ka/products/mounts?sort=nonsense&page=-3'),
    );
    expect(pageCalls(calls).sort()).toEqual([
      '/api/products/mounts ka',
      '/api/products/telescopes?sort=name-asc&page=2 ka',
    ]);
  });

  it("asks for the home page's categories, first news page and shelves, and the header's and footer's data", async () => {
    const calls = recordApiCalls();
    await settled(startRoute('/en'));
    expect(calls.sort()).toEqual([
      '/api/categories en',
      '/api/categories/home en',
      '/api/contact en',
      '/api/news en',
      '/api/products/outlet en',
      '/api/products?keyword= en',
      '/api/settings ka',
    ]);
  });

  it('asks for the content of content pages, and for nothing outside a language', async () => {
    const calls = recordApiCalls();
    await settled(
      ...[
        '/en/about',
        '/en/faq',
        '/en/partners',
        '/en/delivery',
        '/en/news/first-light',
        '/en/search?keyword=dob',
        '/fr/product/a',
        '/fr',
      ].map((path) => startRoute(path)),
    );
    expect(pageCalls(calls).sort()).toEqual([
      '/api/about en',
      // the delivery terms draw their fees and days from the delivery settings
      '/api/delivery-methods en',
      '/api/delivery-policy en',
      '/api/faq en',
      '/api/news/first-light en',
      '/api/partners en',
      '/api/products?keyword=dob en',
    ]);
  });

  it('starts the translation files a page needs beyond the header', async () => {
    recordApiCalls();
    const started = startRoute('/en/product/a');
    await settled(started);
    expect(started.loadNamespaces).toHaveBeenCalledWith(['catalog', 'cart', 'observe']);
  });

  it('asks once for what the loader and then the page ask, the same arguments being one request', async () => {
    const calls = recordApiCalls();
    const { router, store } = await renderApp('/ka/products/telescopes?sort=name-desc&page=3');
    await waitFor(() => expect(pageCalls(calls)).toContain('/api/products/telescopes?sort=name-desc&page=3 ka'));
    await settled({ router, store });
    expect(calls.sort()).toEqual([
      '/api/categories ka',
      '/api/contact ka',
      '/api/products/telescopes?sort=name-desc&page=3 ka',
      '/api/settings ka',
    ]);
  });

  it("preloads the product's main image once its answer is there", async () => {
    recordApiCalls();
    server.use(
      http.get(`${apiBase}/api/product/p1`, () =>
        HttpResponse.json({ data: { id: 1, slug: 'p1', img: 'p1.jpg', translations: [{ name: 'P1' }] } }),
      ),
    );
    startRoute('/en/product/p1');
    const preloads = () =>
      Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((link) =>
        link.getAttribute('href'),
      );
    await waitFor(() => expect(preloads()).toContain(`${apiBase}/storage/uploads/products/p1.jpg`));
  });
});

const orbita = {
  id: 7,
  slug: 'orbita-130',
  img: 'a.webp',
  price: '1299.50',
  discounted: '999.00',
  live_stock: 4,
  translations: [{ name: 'Orbita 130', details: '<p>Sharp views</p><script>window.__xss=1</script>' }],
  stocks: [],
};

describe("a route's head", () => {
  it('describes a product to search engines and link previews: title, description, hreflang, Open Graph, price and JSON-LD', async () => {
    recordApiCalls();
    server.use(http.get(`${apiBase}/api/product/orbita-130`, () => HttpResponse.json({ data: orbita })));
    await renderApp('/en/product/orbita-130');
    await waitFor(() => expect(document.title).toBe('Orbita 130 | AstroShop'));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    expect(meta('meta[name="description"]')).toBe('Sharp views');
    expect(href('link[rel="canonical"]')).toBe('http://localhost/en/product/orbita-130');
    expect(href('link[hreflang="ka"]')).toBe('http://localhost/ka/product/orbita-130');
    expect(href('link[hreflang="en"]')).toBe('http://localhost/en/product/orbita-130');
    expect(href('link[hreflang="x-default"]')).toBe('http://localhost/ka/product/orbita-130');
    expect(meta('meta[property="og:title"]')).toBe('Orbita 130');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost/en/product/orbita-130');
    expect(meta('meta[property="og:image"]')).toBe(`${apiBase}/storage/uploads/products/a.webp`);
    expect(meta('meta[property="product:price:amount"]')).toBe('999.00');
    expect(meta('meta[property="product:price:currency"]')).toBe('GEL');
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Orbita 130',
      offers: { priceCurrency: 'GEL', price: '999.00', availability: 'https://schema.org/InStock' },
    });
    // one set of tags: the previous page's (and the HTML's own description) are replaced
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('names the page by its own address: the parameters it reads, not a campaign’s', async () => {
    recordApiCalls();
    await renderApp('/en/products/telescopes?utm_source=mail&page=2&fbclid=x');
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    await waitFor(() => expect(href('link[rel="canonical"]')).toBe('http://localhost/en/products/telescopes?page=2'));
    expect(href('link[hreflang="ka"]')).toBe('http://localhost/ka/products/telescopes?page=2');
  });

  it("names a reset link's page without its token", async () => {
    recordApiCalls();
    await renderApp('/en/reset-password?token=live-reset-token');
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    await waitFor(() => expect(href('link[rel="canonical"]')).toBe('http://localhost/en/reset-password'));
    expect(document.head.innerHTML).not.toContain('live-reset-token');
  });

  it('titles a content page in its language, and a page that does not exist as 404', async () => {
    recordApiCalls();
    const { router } = await renderApp('/ka/faq');
    await waitFor(() => expect(document.title).toMatch(/^ხშირად დასმული კითხვები \| /));
    await act(() => router.navigate('/en/nowhere'));
    expect(await screen.findByRole('heading', { name: '404 not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 not found | AstroShop'));
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // a missing page has no address to name
    expect(
      document.head.querySelector('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]'),
    ).toBeNull();
  });
});

/**
 * A page's address with every parameter filled in and a query any list reads (one its defaults are not),
 * the compare page's products and the observe page's telescope.
 */
const sampleAddress = (path = '') =>
  `/en/${path.replace(/:(\w+)/g, 'sample-$1')}?page=2&keyword=dob&sort=name-asc&products=sample-slug&telescope=sample-slug`.replace(
    '/en/?',
    '/en?',
  );

/** The RTK Query cache keys a store holds, those `endpoints` started. */
const cacheKeys = (keys: string[], endpoints?: Set<string>) =>
  keys.filter((key) => !endpoints || endpoints.has(key.split('(')[0])).sort();

/** The route object the table made of a page, at any depth. */
const routeObject = (routes: RouteObject[], id: string): RouteObject | undefined =>
  routes.map((route) => (route.id === id ? route : routeObject(route.children ?? [], id))).find(Boolean);

describe("a page's arguments, one argsOf for its loader, its head and its hook", () => {
  // pages that load data (an order's page has none: its data is the browser's signed-in shopper's)
  it.each(pageRoutes.filter((page) => page.argsOf && page.data).map((page) => [page.id, sampleAddress(page.path)]))(
    '%s: the page asks for what its loader started, and its head reads those answers (%s)',
    async (id, path) => {
      recordApiCalls();
      // a product and an article that exist, so their pages render rather than the 404 page
      server.use(
        http.get(`${apiBase}/api/product/:slug`, () => HttpResponse.json({ data: orbita })),
        http.get(`${apiBase}/api/news/:slug`, () =>
          HttpResponse.json({ data: { id: 1, slug: 'sample-slug', translations: [{ title: 'First light' }] } }),
        ),
      );
      const { store: loaderStore } = setupStore();
      const loaderRouter = createMemoryRouter(
        createRoutes({ dispatch: loaderStore.dispatch, loadNamespaces: jest.fn() }),
        { initialEntries: [path] },
      );
      await settled({ router: loaderRouter, store: loaderStore });
      const started = cacheKeys(Object.keys(loaderStore.getState().api.queries)).filter(
        (key) => !/^(categories|contact)\(/.test(key),
      );
      expect(started).not.toEqual([]);
      const endpoints = new Set(started.map((key) => key.split('(')[0]));

      // the page, rendered: its hooks subscribe to their queries, and for the loader's endpoints to no others
      const { store, router, i18n } = await renderApp(path);
      await waitFor(() =>
        expect(cacheKeys(Object.keys(store.getState().api.subscriptions), endpoints)).toEqual(started),
      );
      await settled({ router, store });
      expect(cacheKeys(Object.keys(store.getState().api.queries), endpoints)).toEqual(started);

      // the head (and its 404 check) reads the loader's answers, and no others
      const read = new Set<string>();
      const state = store.getState();
      const queries = new Proxy(state.api.queries, {
        get: (target, key: string) => {
          read.add(key);
          return target[key];
        },
      });
      const match = router.state.matches.at(-1)!;
      const handle = routeObject(router.routes, id)!.handle as RouteHandle;
      const url = new URL(path, 'http://localhost');
      handle.head?.({
        lang: 'en',
        params: match.params,
        searchParams: url.searchParams,
        url: url.href,
        state: { ...state, api: { ...state.api, queries } },
        t: i18n.t,
      });
      expect(cacheKeys([...read]).filter((key) => !started.includes(key))).toEqual([]);
    },
  );
});
