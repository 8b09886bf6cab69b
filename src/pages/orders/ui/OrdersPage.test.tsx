import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { OrdersPage } from './OrdersPage';

describe('the orders page', () => {
  it('lists order number (linked to its page), payment type, payment status and total, again on a language change', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(`${apiBase}/api/orders`, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({
          data: [
            {
              order_number: 'AS-000102',
              payment: 'BOG_LOAN',
              payment_statust: 'paid',
              total_price: '1948.00',
              created_at: '2025-05-01',
            },
            { order_number: 'AS-000101', payment: 'LIBERTY_CARD', payment_statust: 'failed', total_price: 20 },
          ],
        });
      }),
    );
    await renderWithProviders(
      <>
        <OrdersPage />
        <Link to="/ka/orders">ქართული</Link>
      </>,
      { path: '/en/orders', preloadedState: { session: { token: 'tok-1' } } },
    );
    const row = (await screen.findByRole('cell', { name: 'AS-000102' })).closest('tr')!;
    // each number opens its order's page
    expect(within(row).getByRole('link', { name: 'AS-000102' })).toHaveAttribute('href', '/en/orders/AS-000102');
    expect(within(row).getByText('Bank of Georgia installments')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('1,948.00 ₾')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'ქართული' }));
    await waitFor(() => expect(languages).toEqual(['en', 'ka']));
  });
});
