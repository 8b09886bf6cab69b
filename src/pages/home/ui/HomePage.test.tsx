import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { HomePage } from './HomePage';

describe('the home page', () => {
  it('shows the category grid, the newsletter block and the news', async () => {
    server.use(
      http.get(`${apiBase}/api/categories/home`, () =>
        HttpResponse.json({
          data: [{ id: 1, slug: 'telescopes', image: 't.webp', translations: [{ name: 'Telescopes' }] }],
        }),
      ),
      http.get(`${apiBase}/api/news`, () =>
        HttpResponse.json({ data: { data: [{ id: 1, slug: 'perseids', translations: [{ title: 'Perseids' }] }] } }),
      ),
    );
    await renderWithProviders(<HomePage />, { path: '/en' });
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Telescopes/ })).toHaveAttribute('href', '/en/products/telescopes');
    expect(await screen.findByRole('link', { name: /Perseids/ })).toHaveAttribute('href', '/en/news/perseids');
    const newsletter = screen.getByRole('region', { name: 'Newsletter' });
    expect(within(newsletter).getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute('type', 'email');
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
