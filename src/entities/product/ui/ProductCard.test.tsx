import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { Product } from '../model/product';
import { FitBadge } from './FitBadge';
import { ProductCard } from './ProductCard';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  slug: 'orbita-130',
  name: 'Orbita 130',
  details: null,
  images: ['orbita.webp'],
  alts: {},
  pdf: null,
  price: 1299.5,
  discounted: null,
  liveStock: 2,
  createdAt: null,
  stocks: [],
  specs: [],
  installment: null,
  fit: null,
  ...overrides,
});

const action = <button type="button">toggle</button>;

describe('the product card', () => {
  it('shows the thumbnail, the name linking to the product and the price', async () => {
    await renderWithProviders(<ProductCard product={product()} cartAction={action} />, { path: '/en' });
    expect(screen.getByRole('link', { name: 'Orbita 130' })).toHaveAttribute('href', '/en/product/orbita-130');
    expect(screen.getByText('1,299.50 ₾')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute(
      'src',
      'http://shop.test/storage/uploads/products/thumbs/large_orbita.webp',
    );
    expect(screen.queryByText('Sale')).not.toBeInTheDocument();
  });

  it('highlights a discounted price, strikes the regular one and shows the Sale badge', async () => {
    await renderWithProviders(<ProductCard product={product({ discounted: 999 })} cartAction={action} />, {
      path: '/en',
    });
    expect(screen.getByText('999.00 ₾').tagName).toBe('INS');
    expect(screen.getByText('1,299.50 ₾').tagName).toBe('DEL');
    expect(screen.getByText('Sale')).toBeInTheDocument();
  });

  it('falls back to No title and No Price', async () => {
    await renderWithProviders(<ProductCard product={product({ name: null, price: null })} cartAction={action} />, {
      path: '/en',
    });
    expect(screen.getByRole('link', { name: 'No title' })).toBeInTheDocument();
    expect(screen.getByText('No Price')).toBeInTheDocument();
  });

  it('offers the cart action only while in stock', async () => {
    await renderWithProviders(<ProductCard product={product()} cartAction={action} />, { path: '/en' });
    expect(screen.getByRole('button', { name: 'toggle' })).toBeInTheDocument();
    expect(screen.queryByText('out of stock')).not.toBeInTheDocument();
  });

  it('says out of stock instead of the cart action when live_stock is 0', async () => {
    await renderWithProviders(<ProductCard product={product({ liveStock: 0 })} cartAction={action} />, { path: '/en' });
    expect(screen.queryByRole('button', { name: 'toggle' })).not.toBeInTheDocument();
    expect(screen.getByText('out of stock')).toBeInTheDocument();
  });

  it('says how it fits the list\'s telescope: fits, through the 1.25" adapter, or what it needs, offered', async () => {
    // as the server sends it
    const card = (fit: object) => (
      <ProductCard product={product({ fit })} cartAction={action} fit={<FitBadge fit={fit} />} />
    );
    const { unmount } = await renderWithProviders(card({ verdict: 'adapter' }), { path: '/en' });
    expect(screen.getByText('Fits with the 1.25" adapter')).toBeInTheDocument();
    unmount();
    await renderWithProviders(
      card({ verdict: 'needs', needs: { kind: 'vixen-dovetail', product_slug: 'vixen-bar-200' } }),
      {
        path: '/ka',
      },
    );
    expect(screen.getByText(/სჭირდება Vixen-ის მერცხლისკუდა ფიცარი/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ნახვა' })).toHaveAttribute('href', '/ka/product/vixen-bar-200');
  });

  it('speaks Georgian on ka pages', async () => {
    await renderWithProviders(<ProductCard product={product({ liveStock: 0, name: null })} />, { path: '/ka' });
    expect(screen.getByText('მარაგი ამოწურულია')).toBeInTheDocument();
    expect(screen.getByText('სათაური არ არის')).toBeInTheDocument();
  });
});
