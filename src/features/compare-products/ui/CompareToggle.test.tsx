import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/renderWithProviders';
import { CompareToggle } from '../index';

jest.setTimeout(20_000);

describe('add to compare', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the products picked across pages, up to four, and links to their comparison', async () => {
    localStorage.setItem('astroshop.compare', JSON.stringify(['a', 'b', 'c', 'd']));
    await renderWithProviders(<CompareToggle slug="e" />, { path: '/en/product/e' });
    const toggle = screen.getByRole('button', { name: 'Add to compare' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // a fifth drops the first one picked
    expect(screen.getByRole('link', { name: 'Compare 4 products' })).toHaveAttribute(
      'href',
      '/en/compare?products=b,c,d,e',
    );
    expect(JSON.parse(localStorage.getItem('astroshop.compare')!)).toEqual(['b', 'c', 'd', 'e']);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Compare 3 products' })).toHaveAttribute(
      'href',
      '/en/compare?products=b,c,d',
    );
  });

  it('is in the store (and Redux DevTools) once the toggle renders, and follows another tab’s change', async () => {
    localStorage.setItem('astroshop.compare', JSON.stringify(['a']));
    const { store } = await renderWithProviders(<CompareToggle slug="e" />, { path: '/en/product/e' });
    expect(store.getState()).toMatchObject({ compare: { slugs: ['a'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(store.getState()).toMatchObject({ compare: { slugs: ['a', 'e'] } });
    // another tab picks one more: the browser tells this one through a storage event
    localStorage.setItem('astroshop.compare', JSON.stringify(['a', 'e', 'f']));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'astroshop.compare' })));
    expect(screen.getByRole('link', { name: 'Compare 3 products' })).toHaveAttribute(
      'href',
      '/en/compare?products=a,e,f',
    );
  });

  it('starts empty from a corrupted value, without a link', async () => {
    localStorage.setItem('astroshop.compare', '{oops');
    await renderWithProviders(<CompareToggle slug="e" />, { path: '/ka/product/e' });
    expect(screen.getByRole('button', { name: 'შედარებაში დამატება' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
