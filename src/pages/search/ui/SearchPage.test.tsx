import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase, server } from '@/test/msw';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SearchPage } from './SearchPage';

const rawProduct = (id: number) => ({
  id,
  slug: `scope-${id}`,
  price: 100 * id,
  live_stock: 1,
  translations: [{ name: `Scope ${id}` }],
});
const facets = { price: { min: 100, max: 200 }, in_stock: 2, specs: [] };

/** a search answer: our server's carries facets; `withFacets` false plays a contract-only server */
function serveSearch(requests: URL[], withFacets = true) {
  server.use(
    http.get(`${apiBase}/api/products`, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({
        data: { data: [rawProduct(1), rawProduct(2)], total: 2, current_page: 1, last_page: 1 },
        ...(withFacets && { facets }),
      });
    }),
  );
}

const render = (path: string) =>
  renderWithProviders(
    <>
      <SearchPage />
      <Address />
    </>,
    { path, route: '/:locale/search' },
  );

jest.setTimeout(20_000);

describe('the search page', () => {
  it('orders results by best match, and by what the shopper picks, kept in the address', async () => {
    const requests: URL[] = [];
    serveSearch(requests);
    await render('/en/search?keyword=dobson');
    const sort = await screen.findByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveDisplayValue('Best match');
    expect(requests[0].searchParams.get('sort')).toBeNull();
    await userEvent.selectOptions(sort, 'Price: low to high');
    expect(screen.getByTestId('address')).toHaveTextContent('/en/search?keyword=dobson&sort=price-asc');
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('sort')).toBe('price-asc'));
    expect(requests.at(-1)!.searchParams.get('keyword')).toBe('dobson');
  });

  it('offers no order against a server that only follows the contract', async () => {
    const requests: URL[] = [];
    serveSearch(requests, false);
    await render('/en/search?keyword=dobson');
    await screen.findByText('Scope 1');
    expect(screen.queryByRole('combobox', { name: 'Sort' })).not.toBeInTheDocument();
  });

  it('offers spellings, categories and best sellers when a search finds nothing', async () => {
    server.use(
      http.get(`${apiBase}/api/products`, () =>
        HttpResponse.json({
          data: { data: [], total: 0, current_page: 1, last_page: 1 },
          facets,
          suggestions: {
            spellings: ['telescope'],
            categories: [{ slug: 'telescopes', name: 'Telescopes' }],
            best_sellers: [rawProduct(3)],
          },
        }),
      ),
    );
    await render('/en/search?keyword=telscpe');
    expect(await screen.findByText('nothing found')).toBeInTheDocument();
    const spellings = screen.getByRole('navigation', { name: 'Did you mean' });
    expect(within(spellings).getByRole('link', { name: 'telescope' })).toHaveAttribute(
      'href',
      '/en/search?keyword=telescope',
    );
    const categories = screen.getByRole('navigation', { name: 'Categories that match' });
    expect(within(categories).getByRole('link', { name: 'Telescopes' })).toHaveAttribute(
      'href',
      '/en/products/telescopes',
    );
    expect(
      within(screen.getByRole('region', { name: 'Best sellers' })).getByRole('link', { name: 'Scope 3' }),
    ).toBeVisible();
  });

  it('says only "nothing found" when a contract-only server finds nothing', async () => {
    server.use(http.get(`${apiBase}/api/products`, () => HttpResponse.json({ data: { data: [], total: 0 } })));
    await render('/en/search?keyword=telscpe');
    expect(await screen.findByText('nothing found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Did you mean' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Best sellers' })).not.toBeInTheDocument();
  });
});
