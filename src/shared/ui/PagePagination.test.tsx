import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PagePagination } from './PagePagination';

describe('page links', () => {
  it('are labelled in Georgian on a Georgian page', async () => {
    await renderWithProviders(<PagePagination lastPage={3} label="გვერდები" />, { path: '/ka/news?page=2' });
    expect(screen.getByRole('button', { name: 'გვერდი 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'გადასვლა 3-ე გვერდზე' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'შემდეგ გვერდზე გადასვლა' })).toBeInTheDocument();
  });

  it('are labelled in English on an English page', async () => {
    await renderWithProviders(<PagePagination lastPage={3} label="Pages" />, { path: '/en/news' });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  });
});
