import { http, HttpResponse } from 'msw';
import { setupEntityStore } from '@/test/entityStore';
import { apiBase, server } from '@/test/msw';
import { productApi } from './productApi';

const rawProduct = (id: number, extra: object = {}) => ({
  id,
  slug: `scope-${id}`,
  translations: [{ name: `Scope ${id}`, details: '<p>x</p>' }],
  price: '1299.50',
  discounted: null,
  live_stock: 3,
  ...extra,
});

describe('the product endpoints', () => {
  it('reads a category page: products, total, pages and the list title', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${apiBase}/api/products/:slug`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: { data: [rawProduct(1), { broken: true }], current_page: '2', last_page: 4, per_page: 12, total: '40' },
          category: { id: 1, slug: 'telescopes', translations: [{ name: 'Telescopes' }] },
        });
      }),
    );
    const store = setupEntityStore();
    const page = await store
      .dispatch(
        productApi.endpoints.productList.initiate({ lang: 'en', slug: 'telescopes', sort: 'name-asc', page: 2 }),
      )
      .unwrap();
    expect(url?.pathname).toBe('/api/products/telescopes');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ sort: 'name-asc', page: '2' });
    expect(page).toMatchObject({ total: 40, page: 2, lastPage: 4, title: 'Telescopes' });
    expect(page.products.map((product) => product.price)).toEqual([1299.5]);
  });

  it('leaves the default order and the first page out of the address', async () => {
    let search = '';
    server.use(
      http.get(`${apiBase}/api/products/:slug`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: { data: [] } });
      }),
    );
    const store = setupEntityStore();
    const page = await store
      .dispatch(productApi.endpoints.productList.initiate({ lang: 'ka', slug: 'outlet', sort: 'date-desc', page: 1 }))
      .unwrap();
    expect(search).toBe('');
    expect(page).toEqual({
      products: [],
      total: 0,
      page: 1,
      lastPage: 1,
      title: null,
      facets: null,
      suggestions: null,
    });
  });

  it('sends the search keyword exactly as typed, in the page language', async () => {
    let request: Request | undefined;
    server.use(
      http.get(`${apiBase}/api/products`, (info) => {
        request = info.request;
        return HttpResponse.json({ data: { data: [rawProduct(2)], total: 1 } });
      }),
    );
    const store = setupEntityStore();
    const page = await store
      .dispatch(productApi.endpoints.productSearch.initiate({ lang: 'ka', keyword: ' Dob & son ', page: 1 }))
      .unwrap();
    expect(new URL(request!.url).searchParams.get('keyword')).toBe(' Dob & son ');
    expect(request!.headers.get('accept-language')).toBe('ka');
    expect(page.total).toBe(1);
  });

  it('reads one product from data', async () => {
    server.use(
      http.get(`${apiBase}/api/product/scope-5`, () =>
        HttpResponse.json({ data: rawProduct(5, { discounted: '999' }) }),
      ),
    );
    const store = setupEntityStore();
    const product = await store
      .dispatch(productApi.endpoints.product.initiate({ lang: 'en', slug: 'scope-5' }))
      .unwrap();
    expect(product).toMatchObject({ id: 5, name: 'Scope 5', price: 1299.5, discounted: 999, liveStock: 3 });
  });

  it('answers an unknown product as an error (the app store logs it: shared/api failedLoads)', async () => {
    server.use(
      http.get(`${apiBase}/api/product/nope`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const store = setupEntityStore();
    const result = await store.dispatch(productApi.endpoints.product.initiate({ lang: 'en', slug: 'nope' }));
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 404 });
  });
});
