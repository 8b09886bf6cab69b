import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase, server } from '@/test/msw';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ProductListPage } from './ProductListPage';

const rawProduct = (id: number) => ({
  id,
  slug: `scope-${id}`,
  price: 100 * id,
  live_stock: 1,
  translations: [{ name: `Scope ${id}` }],
});

/** Answers the list with as many products as the sort asks for, so each order is recognisable. */
function serveCatalogue(requests: URL[] = [], answered: Promise<void> = Promise.resolve()) {
  server.use(
    http.get(`${apiBase}/api/categories`, () =>
      HttpResponse.json([
        {
          id: 1,
          slug: 'telescopes',
          translations: [{ name: 'Telescopes' }],
          descendants: [{ id: 2, slug: 'refractors', name: 'Refractors' }],
        },
        { id: 3, slug: 'mounts', translations: [{ name: 'Mounts' }], descendants: [] },
      ]),
    ),
    http.get(`${apiBase}/api/products/:slug`, async ({ request, params }) => {
      const url = new URL(request.url);
      requests.push(url);
      await answered;
      if (params.slug === 'empty')
        return HttpResponse.json({ data: { data: [], total: 0 }, category: { translations: [{ name: 'Empty' }] } });
      const count = url.searchParams.get('sort') === 'name-asc' ? 1 : 2;
      return HttpResponse.json({
        data: {
          data: Array.from({ length: count }, (_, i) => rawProduct(i + 1)),
          total: 30,
          current_page: 1,
          last_page: 3,
        },
        category: { id: 2, slug: params.slug, translations: [{ name: 'Refractors' }] },
      });
    }),
  );
}

const render = (path: string) =>
  renderWithProviders(
    <>
      <ProductListPage />
      <Address />
    </>,
    { path, route: '/:locale/products/:slug' },
  );

// MUI's menus and transitions are slow in jsdom, more so on a busy CI machine.
jest.setTimeout(20_000);

describe('the product list', () => {
  it('shows skeletons, then the products and the found N products line', async () => {
    // the list comes once its skeletons have been seen
    let showList!: () => void;
    serveCatalogue([], new Promise<void>((resolve) => (showList = resolve)));
    await render('/en/products/refractors');
    expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThan(0);
    showList();
    expect(await screen.findByText('found 30 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Refractors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scope 2' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
  });

  it('says nothing found for an empty list', async () => {
    serveCatalogue();
    await render('/en/products/empty');
    expect(await screen.findByText('nothing found')).toBeInTheDocument();
    expect(screen.getByText('found 0 products')).toBeInTheDocument();
  });

  it('keeps the chosen order in the address and loads the list in that order', async () => {
    const requests: URL[] = [];
    serveCatalogue(requests);
    await render('/en/products/refractors?page=2');
    await screen.findByText('found 30 products');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name A–Z');
    // the order is in the address and the page goes back to the first
    expect(screen.getByTestId('address')).toHaveTextContent('/en/products/refractors?sort=name-asc');
    // the name-asc answer holds one product, the date-desc one two
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Scope 1' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Scope 2' })).not.toBeInTheDocument();
    });
    expect(requests.at(-1)?.search).toBe('?sort=name-asc');
  });

  it('opens a shared link with its order and page', async () => {
    const requests: URL[] = [];
    serveCatalogue(requests);
    await render('/en/products/refractors?sort=name-desc&page=3');
    await screen.findByText('found 30 products');
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ sort: 'name-desc', page: '3' });
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Name Z–A');
  });

  it('keeps the page in the address, its links real ones (they work before the script has run, and for crawlers)', async () => {
    serveCatalogue();
    await render('/en/products/refractors?sort=date-asc');
    await screen.findByText('found 30 products');
    const next = screen.getByRole('link', { name: 'Go to next page' });
    expect(next).toHaveAttribute('href', '/en/products/refractors?sort=date-asc&page=2');
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/en/products/refractors?sort=date-asc&page=3',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 2' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/en/products/refractors?sort=date-asc&page=2');
  });

  it('opens and highlights the current category in the sidebar', async () => {
    serveCatalogue();
    await render('/en/products/refractors');
    const sidebar = await screen.findByRole('navigation', { name: 'Categories' });
    const current = await within(sidebar).findByRole('link', { name: 'Refractors' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('button', { name: 'Telescopes' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getByRole('button', { name: 'Mounts' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches between the grid and the one-per-row layout', async () => {
    serveCatalogue();
    await render('/en/products/refractors');
    await screen.findByText('found 30 products');
    const card = () => screen.getByRole('link', { name: 'Scope 1' }).closest('.MuiGrid-root') as HTMLElement;
    expect(card().className).toMatch(/grid-xs-6/);
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(card().className).toMatch(/grid-xs-12/);
  });
});
