import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Footer } from './Footer';

describe('the footer', () => {
  beforeEach(() =>
    server.use(
      http.get(`${apiBase}/api/contact`, () =>
        HttpResponse.json({
          phone: '599 11 22 33|032 2 00 00 00',
          email: 'info@astro.ge',
          translations: [{ address: 'Vazha-Pshavela 45' }],
        }),
      ),
    ),
  );

  it.each([
    ['About us', '/en/about'],
    ['News', '/en/news'],
    ['Contact', '/en/contact'],
    ['Partners', '/en/partners'],
    ['Change and return policy', '/en/personal'],
    ['Terms and conditions', '/en/delivery'],
    ['Warranty', '/en/warranty'],
    ['Cookie policy', '/en/cookie'],
    ['FAQ', '/en/faq'],
  ])('links %s under the language', async (name, href) => {
    await renderWithProviders(<Footer />, { path: '/en' });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('lists each policy once: the return policy is the change and return policy', async () => {
    await renderWithProviders(<Footer />, { path: '/en' });
    expect(screen.queryByRole('link', { name: 'Return policy' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /polic/i }).map((link) => link.getAttribute('href'))).toEqual([
      '/en/personal',
      '/en/cookie',
    ]);
  });

  it('opens the sites outside the shop in a new tab', async () => {
    await renderWithProviders(<Footer />, { path: '/en' });
    for (const name of ['Accessories', 'Video reviews', 'Instructions']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  it('shows the address, phones and e-mail, and the current year in the copyright', async () => {
    await renderWithProviders(<Footer />, { path: '/en' });
    expect(await screen.findByText('Vazha-Pshavela 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '032 2 00 00 00' })).toHaveAttribute('href', 'tel:0322000000');
    expect(screen.getByRole('link', { name: 'info@astro.ge' })).toHaveAttribute('href', 'mailto:info@astro.ge');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });
});
