import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiBase, server } from '@/test/msw';
import { renderApp } from '@/test/renderWithProviders';

const categories = [
  { id: 1, slug: 'telescopes', image: null, translations: [{ name: 'Telescopes' }], descendants: [] },
  { id: 2, slug: 'mounts', image: null, translations: [{ name: 'Mounts' }], descendants: [] },
];

/** the header's data, and 404 for every call the page itself makes */
function shopWithout() {
  server.use(
    http.get(`${apiBase}/api/categories`, () => HttpResponse.json(categories)),
    http.get(`${apiBase}/api/contact`, () =>
      HttpResponse.json({ phone: '599 11 22 33', email: 'info@astroshop.ge', translations: [{ address: 'Tbilisi' }] }),
    ),
    http.get(`${apiBase}/api/*`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
  );
}

/** the 404 page, and nothing still loading */
async function expectNotFoundPage() {
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: '404 not found' })).toBeInTheDocument();
  expect(within(main).getByRole('search', { name: 'Search the shop' })).toBeInTheDocument();
  const goOn = within(main).getByRole('navigation', { name: 'Or browse the categories' });
  expect(within(goOn).getByRole('link', { name: 'Telescopes' })).toHaveAttribute('href', '/en/products/telescopes');
  expect(within(goOn).getByRole('link', { name: 'Mounts' })).toHaveAttribute('href', '/en/products/mounts');
  expect(main.querySelector('.MuiSkeleton-root')).toBeNull();
}

let logged: jest.SpyInstance;
beforeEach(() => {
  // the failed loads are logged (the spec); here they are the point
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('a page whose subject does not exist', () => {
  it.each([
    ['an unknown product', '/en/product/no-such-thing'],
    ['an unknown category', '/en/products/no-such-category'],
    ['an unknown news item', '/en/news/no-such-article'],
    ['a policy page the server does not have', '/en/warranty'],
  ])('shows the 404 page with the search and the categories for %s, never a skeleton', async (_, path) => {
    shopWithout();
    await renderApp(path);
    await expectNotFoundPage();
    await waitFor(() => expect(document.title).toBe('404 not found | AstroShop'));
  });

  it('shows it after a navigation inside the shop too', async () => {
    shopWithout();
    server.use(
      http.get(`${apiBase}/api/about`, () =>
        HttpResponse.json({ data: { translations: [{ html: '<p>We sell telescopes.</p>' }] } }),
      ),
    );
    const { router } = await renderApp('/en/about');
    expect(await screen.findByText('We sell telescopes.')).toBeInTheDocument();
    await act(() => router.navigate('/en/product/no-such-thing'));
    await expectNotFoundPage();
  });

  it('shows the product once it exists under another address, after a dead one', async () => {
    shopWithout();
    server.use(
      http.get(`${apiBase}/api/product/orbita-130`, () =>
        HttpResponse.json({
          data: { id: 7, slug: 'orbita-130', price: 100, live_stock: 1, translations: [{ name: 'Orbita 130' }] },
        }),
      ),
    );
    const { router } = await renderApp('/en/product/no-such-thing');
    await expectNotFoundPage();
    await act(() => router.navigate('/en/product/orbita-130'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orbita 130' })).toBeInTheDocument();
  });
});
