import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/renderWithProviders';
import { emptyCart, selectQuantityInCart } from '@/entities/cart';
import { CartToggle } from './CartToggle';

const scope = { id: 7, name: 'Orbita 130' };

describe('the product card cart toggle', () => {
  it('adds one piece and says added to cart', async () => {
    const { store } = await renderWithProviders(<CartToggle product={scope} />, { path: '/en' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Orbita 130 to cart' }));
    expect(selectQuantityInCart(store.getState(), 7)).toBe(1);
    expect(await screen.findByText('added to cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Orbita 130 from cart' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a product already in the cart with an error-style remove from cart toast', async () => {
    const { store } = await renderWithProviders(<CartToggle product={scope} />, {
      path: '/en',
      preloadedState: { cart: { ...emptyCart, products: { '7': 3, '9': 1 } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Orbita 130 from cart' }));
    expect(selectQuantityInCart(store.getState(), 7)).toBe(0);
    expect(store.getState().cart.products).toEqual({ '9': 1 });
    const toast = await screen.findByText('remove from cart');
    expect(toast.closest('.notistack-MuiContent-error')).not.toBeNull();
  });
});
