import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';

describe('routing', () => {
  it('redirects the root path to /ka', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ka'));
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

  const specRoutes = [
    '', '/about', '/products/refractors', '/products/outlet', '/products/weekly-promotion', '/product/some-telescope',
    '/news', '/news/some-article', '/faq', '/partners', '/cart', '/checkout', '/success', '/fail', '/contact',
    '/profile', '/orders', '/transactions', '/personal', '/delivery', '/return', '/warranty', '/cookie',
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
