import { screen } from '@testing-library/react';
import { emptyCart } from '@/entities/cart';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PaymentOutcomePage } from './PaymentOutcomePage';

const paidFor = { cart: { ...emptyCart, products: { '7': 2 }, promo: 'COMET50', paymethod: 'BOG_LOAN' as const, comment: 'Vake' } };

describe('coming back from the payment provider', () => {
  it('a successful payment shows a check mark and the message, and empties the cart', async () => {
    const { store } = await renderWithProviders(<PaymentOutcomePage outcome="success" />, { path: '/en/success', preloadedState: paidFor });
    expect(screen.getByRole('heading', { name: 'Your payment was successful' })).toBeInTheDocument();
    expect(screen.getByTestId('CheckCircleIcon')).toBeInTheDocument();
    expect(store.getState().cart).toMatchObject({ products: null, promo: null, paymethod: 'BOG_LOAN', comment: 'Vake' });
  });

  it('a failed payment shows a cross and the message, and keeps the cart', async () => {
    const { store } = await renderWithProviders(<PaymentOutcomePage outcome="fail" />, { path: '/en/fail', preloadedState: paidFor });
    expect(screen.getByRole('heading', { name: 'Your payment failed' })).toBeInTheDocument();
    expect(screen.getByTestId('CancelIcon')).toBeInTheDocument();
    expect(store.getState().cart).toMatchObject({ products: { '7': 2 }, promo: 'COMET50' });
  });
});
