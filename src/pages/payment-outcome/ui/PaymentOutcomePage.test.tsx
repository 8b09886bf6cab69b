import { screen } from '@testing-library/react';
import { emptyCart } from '@/entities/cart';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PaymentOutcomePage } from './PaymentOutcomePage';

const paidFor = {
  cart: {
    ...emptyCart,
    products: { '7': 2 },
    promo: 'COMET50',
    paymethod: 'BOG_LOAN' as const,
    comment: 'Vake, Chavchavadze 12, 599 11 22 33',
  },
};

describe('coming back from the payment provider', () => {
  it('a successful payment shows a check mark, the order number and what happens next, and empties the cart and its comment', async () => {
    const { store } = await renderWithProviders(<PaymentOutcomePage outcome="success" />, {
      path: '/en/success?order=TS-1042',
      preloadedState: paidFor,
    });
    expect(screen.getByRole('heading', { name: 'Your payment was successful' })).toBeInTheDocument();
    expect(screen.getByTestId('CheckCircleIcon')).toBeInTheDocument();
    expect(screen.getByText('Order TS-1042 is paid.')).toBeInTheDocument();
    expect(screen.getByText(/will write when it is on its way or ready for pickup/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/en/orders/TS-1042');
    // the address, the phone number: nobody after this shopper reads them
    expect(store.getState().cart).toMatchObject({ products: null, promo: null, paymethod: 'BOG_LOAN', comment: '' });
  });

  it('a failed payment shows a cross, keeps the cart and offers to pay the same order again or go back to the cart', async () => {
    const { store } = await renderWithProviders(<PaymentOutcomePage outcome="fail" />, {
      path: '/ka/fail?order=TS-1043',
      preloadedState: paidFor,
    });
    expect(screen.getByRole('heading', { name: 'გადახდა ვერ შესრულდა' })).toBeInTheDocument();
    expect(screen.getByTestId('CancelIcon')).toBeInTheDocument();
    expect(screen.getByText('შეკვეთა TS-1043 არ არის გადახდილი.')).toBeInTheDocument();
    // the order's own page, with its Pay choice: never a second order beside the declined one
    expect(screen.getByRole('link', { name: 'ხელახლა ცდა' })).toHaveAttribute('href', '/ka/orders/TS-1043');
    expect(screen.getByRole('link', { name: 'კალათაში დაბრუნება' })).toHaveAttribute('href', '/ka/cart');
    expect(store.getState().cart).toMatchObject(paidFor.cart);
  });

  it('reads well without an order number, and shows none that is not one', async () => {
    await renderWithProviders(<PaymentOutcomePage outcome="success" />, {
      path: '/en/success?order=<b>free</b>',
      preloadedState: paidFor,
    });
    expect(screen.getByRole('heading', { name: 'Your payment was successful' })).toBeInTheDocument();
    expect(screen.queryByText(/^Order /)).not.toBeInTheDocument();
    expect(screen.queryByText(/free/)).not.toBeInTheDocument();
    expect(screen.getByText(/will write when it is on its way or ready for pickup/)).toBeInTheDocument();
    // no order's page to go to: the list of orders
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/en/orders');
  });
});
