import { delay, http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderApp } from '@/test/renderWithProviders';
import { pageRoutes } from './routes';

describe('routing', () => {
  // where a page goes is the question here, not what it shows: every page's data is still on its way
  beforeEach(() =>
    server.use(
      http.all(`${apiBase}/*`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ),
  );

  it('redirects the root path to /ka', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ka'));
  });

  it.each([
    ['/product/orbita-70-700-az', '/ka/product/orbita-70-700-az'],
    ['/products/telescopes?sort=name-asc&page=2', '/ka/products/telescopes?sort=name-asc&page=2'],
    ['/news/first-light', '/ka/news/first-light'],
    ['/cart', '/ka/cart'],
    ['/delivery', '/ka/delivery'],
    ['/reset-password?token=abc', '/ka/reset-password?token=abc'],
  ])('sends %s, a page path without its language, to the same path under the root’s language', async (path, target) => {
    const { router } = await renderApp(path);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target));
    expect(screen.queryByRole('heading', { name: /404/ })).not.toBeInTheDocument();
  });

  it('leaves any other path without a language a 404', async () => {
    const { router } = await renderApp('/nowhere/at-all');
    expect(await screen.findByRole('heading', { name: /404/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nowhere/at-all');
  });

  it('shows 404 not found for an unknown path under a language', async () => {
    await renderApp('/en/nowhere');
    expect(await screen.findByRole('heading', { name: '404 not found' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown language segment', async () => {
    await renderApp('/fr/about');
    expect(await screen.findByRole('heading', { name: /404/ })).toBeInTheDocument();
  });

  it('shows the 404 page for a path outside any language', async () => {
    await renderApp('/en/product/a/b/c');
    expect(await screen.findByRole('heading', { name: /404/ })).toBeInTheDocument();
  });

  it.each(['en', 'ka'])('sets <html lang> from the path (%s)', async (lang) => {
    await renderApp(`/${lang}/about`);
    await waitFor(() => expect(document.documentElement.lang).toBe(lang));
  });

  // every page of the route table, its parameters filled in, and the lists that are not categories
  const specRoutes = [
    ...pageRoutes.map(({ path }) => (path ? `/${path.replace(/:(\w+)/g, 'some-$1')}` : '')),
    '/products/outlet',
    '/products/weekly-promotion',
    '/search?keyword=dobson',
  ];

  it.each(specRoutes)('has a page at /en%s', async (route) => {
    const { router } = await renderApp(`/en${route}`);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    // the lazy page chunk has rendered something other than the 404 page
    await waitFor(() => expect(document.querySelector('#root, body')!.textContent).not.toBe(''));
    expect(screen.queryByRole('heading', { name: '404 not found' })).not.toBeInTheDocument();
  });
});
