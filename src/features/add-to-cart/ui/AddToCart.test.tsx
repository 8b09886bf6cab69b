import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import { emptyCart, selectQuantityInCart } from '@/entities/cart';
import { AddToCart } from './AddToCart';

const quantity = () => screen.getByRole('status');

describe('the product page quantity and cart button', () => {
  it('starts at 1 and never goes below it', async () => {
    await renderWithProviders(<AddToCart product={{ id: 1, liveStock: 5 }} />, { path: '/en' });
    expect(quantity()).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'One less' })).toBeDisabled();
  });

  it('stops the plus button at live_stock', async () => {
    await renderWithProviders(<AddToCart product={{ id: 1, liveStock: 2 }} />, { path: '/en' });
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(quantity()).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'One less' }));
    expect(quantity()).toHaveTextContent('1');
  });

  it('starts at the quantity already in the cart, capped at the stock', async () => {
    await renderWithProviders(<AddToCart product={{ id: 4, liveStock: 3 }} />, {
      path: '/en',
      preloadedState: { cart: { ...emptyCart, products: { '4': 9 } } },
    });
    expect(quantity()).toHaveTextContent('3');
  });

  it('sets the chosen quantity in the cart and confirms with a toast', async () => {
    const { store } = await renderWithProviders(<AddToCart product={{ id: 4, liveStock: 6 }} />, {
      path: '/en',
      preloadedState: { cart: { ...emptyCart, products: { '4': 2 } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update cart' }));
    expect(selectQuantityInCart(store.getState(), 4)).toBe(3);
    expect(await screen.findByText('added to cart')).toBeInTheDocument();
  });

  it("offers the way to the cart in its toast, in the page's language", async () => {
    await renderWithProviders(
      <>
        <AddToCart product={{ id: 4, liveStock: 6 }} />
        <Address />
      </>,
      { path: '/ka/product/orbita' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'კალათაში დამატება' }));
    const goToCart = await screen.findByRole('link', { name: 'კალათაში გადასვლა' });
    expect(goToCart).toHaveAttribute('href', '/ka/cart');
    await userEvent.click(goToCart);
    expect(screen.getByTestId('address')).toHaveTextContent('/ka/cart');
  });

  it('offers nothing to buy when out of stock', async () => {
    await renderWithProviders(<AddToCart product={{ id: 1, liveStock: 0 }} />, { path: '/en' });
    expect(screen.getByText('out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
