import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PagePagination } from './PagePagination';

describe('page links', () => {
  it('are labelled in Georgian on a Georgian page', async () => {
    await renderWithProviders(<PagePagination lastPage={3} label="გვერდები" />, { path: '/ka/news?page=2' });
    expect(screen.getByRole('link', { name: 'გვერდი 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'გადასვლა 3-ე გვერდზე' })).toHaveAttribute('href', '/ka/news?page=3');
    expect(screen.getByRole('link', { name: 'შემდეგ გვერდზე გადასვლა' })).toHaveAttribute('href', '/ka/news?page=3');
    expect(screen.getByRole('link', { name: 'წინა გვერდზე გადასვლა' })).toHaveAttribute('href', '/ka/news');
  });

  it('are labelled in English on an English page', async () => {
    await renderWithProviders(<PagePagination lastPage={3} label="Pages" />, { path: '/en/news' });
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/en/news?page=2');
    // the first page has no page before it
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
  });
});
