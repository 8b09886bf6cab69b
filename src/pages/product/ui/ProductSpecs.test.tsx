import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ProductPage } from './ProductPage';

// The product page's specification table is drawn from the product's specifications (issue 36), not
// from HTML in its description.

const dobsonian = {
  id: 12,
  slug: 'lumen-dob-12',
  img: 'a.webp',
  price: 2600,
  live_stock: 2,
  translations: [{ name: 'Lumen Dob 12', details: '<p>A big light bucket.</p>' }],
  stocks: [],
  specs: [
    { key: 'aperture', code: '305', translations: [{ label: 'Aperture', value: '305 mm' }] },
    { key: 'focal_ratio', code: 'f-4-9', translations: [{ label: 'Focal ratio', value: 'f/4.9' }] },
  ],
};

const render = () =>
  renderWithProviders(<ProductPage />, { path: '/en/product/lumen-dob-12', route: '/:locale/product/:slug' });

describe("the product page's specifications", () => {
  it('shows each specification as a row of the table, its name then its value', async () => {
    server.use(
      http.get(`${apiBase}/api/product/:slug`, () => HttpResponse.json({ data: dobsonian })),
      http.get(`${apiBase}/api/product/:slug/related`, () =>
        HttpResponse.json({ data: { accessories: [], similar: [] } }),
      ),
    );
    await render();
    const table = await screen.findByRole('table', { name: 'Specifications' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Aperture305 mm', 'Focal ratiof/4.9']);
    expect(within(table).getByRole('rowheader', { name: 'Aperture' })).toBeInTheDocument();
  });

  it('shows no table for a product without specifications', async () => {
    server.use(
      http.get(`${apiBase}/api/product/:slug`, () => HttpResponse.json({ data: { ...dobsonian, specs: [] } })),
      http.get(`${apiBase}/api/product/:slug/related`, () =>
        HttpResponse.json({ data: { accessories: [], similar: [] } }),
      ),
    );
    await render();
    expect(await screen.findByText('A big light bucket.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Specifications' })).not.toBeInTheDocument();
  });
});
