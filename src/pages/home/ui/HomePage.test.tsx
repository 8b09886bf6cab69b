import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { HomePage } from './HomePage';

describe('the home page', () => {
  it('shows the category grid, the newsletter block and the news', async () => {
    // the categories come once the skeletons have been seen
    let showCategories!: () => void;
    const categoriesShown = new Promise<void>((resolve) => (showCategories = resolve));
    server.use(
      http.get(`${apiBase}/api/categories/home`, async () => {
        await categoriesShown;
        return HttpResponse.json({
          data: [{ id: 1, slug: 'telescopes', image: 't.webp', translations: [{ name: 'Telescopes' }] }],
        });
      }),
      // the outlet's strip: nothing on sale today
      http.get(`${apiBase}/api/products/outlet`, () => HttpResponse.json({ data: { data: [], total: 0 } })),
      // the new arrivals' shelf: none yet
      http.get(`${apiBase}/api/products`, () => HttpResponse.json({ data: { data: [], total: 0 } })),
      http.get(`${apiBase}/api/news`, () =>
        HttpResponse.json({ data: { data: [{ id: 1, slug: 'perseids', translations: [{ title: 'Perseids' }] }] } }),
      ),
    );
    await renderWithProviders(<HomePage />, { path: '/en' });
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(8);
    showCategories();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Telescopes/ })).toHaveAttribute('href', '/en/products/telescopes');
    expect(await screen.findByRole('link', { name: /Perseids/ })).toHaveAttribute('href', '/en/news/perseids');
    const newsletter = screen.getByRole('region', { name: 'Newsletter' });
    expect(within(newsletter).getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute('type', 'email');
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
