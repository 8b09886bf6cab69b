import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { copyrightYears } from '../config/links';
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
    ['Return policy', '/en/return'],
    ['Warranty', '/en/warranty'],
    ['Cookie policy', '/en/cookie'],
    ['FAQ', '/en/faq'],
    ['Privacy notice', '/en/privacy'],
  ])('links %s under the language', async (name, href) => {
    await renderWithProviders(<Footer />, { path: '/en' });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('opens the sites outside the shop in a new tab', async () => {
    await renderWithProviders(<Footer />, { path: '/en' });
    for (const name of ['Accessories', 'Video reviews', 'Instructions']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  it("shows the address, phones and e-mail, and the copyright from the spec's 2025 to this year", async () => {
    await renderWithProviders(<Footer />, { path: '/en' });
    expect(await screen.findByText('Vazha-Pshavela 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '032 2 00 00 00' })).toHaveAttribute('href', 'tel:0322000000');
    expect(screen.getByRole('link', { name: 'info@astro.ge' })).toHaveAttribute('href', 'mailto:info@astro.ge');
    expect(screen.getByText(new RegExp(`© 2025–${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it("writes the spec's 2025 alone while that year lasts", () => {
    expect(copyrightYears(new Date(2025, 11, 31))).toBe('2025');
    expect(copyrightYears(new Date(2026, 0, 1))).toBe('2025–2026');
  });
});
