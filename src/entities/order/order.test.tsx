import { http, HttpResponse } from 'msw';
import { act, screen, waitFor } from '@testing-library/react';
import { renderEntityHook } from '@/test/entityStore';
import { renderWithProviders } from '@/test/renderWithProviders';
import { apiBase, server } from '@/test/msw';
import { OrdersTable, continueToProvider, providerPages, useCheckoutMutation, useOrderDetails, useOrders } from '.';

const request = { products: { '12': 2 }, promo: null, paymethod: 'LIBERTY_CARD', comment: '' };

describe('the shopper’s orders', () => {
  it('lists the orders, reading the contract’s misspelt payment status', async () => {
    server.use(
      http.get(`${apiBase}/api/orders`, () =>
        HttpResponse.json({
          data: [
            { order_number: 'A-1', payment: 'BOG_CARD', payment_statust: 'paid', total_price: '1299.50' },
            { order_number: 'A-2', payment_status: 'pending', total_price: 'n/a' },
            { payment: 'lost' },
          ],
        }),
      ),
    );
    const { result } = renderEntityHook(useOrders, { token: 'token-1' });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual([
      { orderNumber: 'A-1', payment: 'BOG_CARD', paymentStatus: 'paid', totalPrice: 1299.5 },
      { orderNumber: 'A-2', payment: null, paymentStatus: 'pending', totalPrice: null },
    ]);
  });

  it('asks nothing while signed out', () => {
    const { result, store } = renderEntityHook(useOrders);
    expect(result.current.isUninitialized).toBe(true);
    expect(store.getState().api.queries).toEqual({});
  });

  it('reads one order’s page: its lines, delivery, totals and timeline', async () => {
    server.use(
      http.get(`${apiBase}/api/orders/:number`, ({ params }) =>
        HttpResponse.json({
          data: {
            order_number: params.number,
            status: 'shipped',
            can_pay: false,
            can_cancel: 'yes',
            lines: [
              {
                product: { id: 12, slug: 'dobson-8', translations: [{ name: 'Dobson 8' }] },
                quantity: 2,
                unit_price: '500',
                line_total: '1000',
              },
              { product: {}, quantity: 1 },
            ],
            delivery: {
              method: 'courier',
              fee: '10',
              address: { region: 'tbilisi', street: 'Rustaveli 1' },
              phone: '599',
            },
            totals: { subtotal: '1000', discount: 0, delivery: '10', total: '1010' },
            tracking: { number: 'TRK1', url: null },
            timeline: [{ status: 'paid', at: '2026-03-05T10:00:00Z' }, { status: 'no time' }],
          },
        }),
      ),
    );
    const { result } = renderEntityHook(() => useOrderDetails({ lang: 'en', number: 'A 1' }), { token: 'token-1' });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({
      orderNumber: 'A 1',
      status: 'shipped',
      canPay: false,
      canCancel: false,
      lines: [
        { productId: 12, slug: 'dobson-8', name: 'Dobson 8', img: null, quantity: 2, unitPrice: 500, lineTotal: 1000 },
      ],
      delivery: {
        method: 'courier',
        fee: 10,
        address: { region: 'tbilisi', city: '', street: 'Rustaveli 1', apartment: '', notes: '' },
        phone: '599',
        pickupPoint: null,
      },
      totals: { subtotal: 1000, discount: 0, delivery: 10, total: 1010, refunded: 0 },
      tracking: { number: 'TRK1', url: null },
      timeline: [{ status: 'paid', at: '2026-03-05T10:00:00Z', trackingNumber: null, trackingUrl: null, amount: null }],
    });
  });

  it('checks out and posts the provider’s form exactly as sent for LIBERTY_CARD', async () => {
    server.use(
      http.post(`${apiBase}/api/checkout`, () =>
        HttpResponse.json({
          order_number: 'A-3',
          redirect: 'https://pay.test/liberty',
          form_data: { amount: '1010', empty: '', count: 2, gone: null },
        }),
      ),
    );
    const postForm = jest.spyOn(providerPages, 'postForm').mockImplementation(() => {});
    const go = jest.spyOn(providerPages, 'go').mockImplementation(() => {});
    const { result } = renderEntityHook(() => useCheckoutMutation(), { token: 'token-1' });
    const start = await act(() => result.current[0]({ lang: 'en', request }).unwrap());
    expect(start).toEqual({
      orderNumber: 'A-3',
      redirect: 'https://pay.test/liberty',
      formData: { amount: '1010', empty: '', count: '2' },
      orderId: null,
    });
    expect(continueToProvider('LIBERTY_CARD', start)).toBe(true);
    expect(postForm).toHaveBeenCalledWith('https://pay.test/liberty', start.formData);
    expect(continueToProvider('BOG_CARD', start)).toBe(true);
    expect(go).toHaveBeenCalledWith('https://pay.test/liberty');
    expect(continueToProvider('BOG_CARD', { ...start, redirect: null })).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('shows each order as a row of the table, and says when there are none', async () => {
    const orders = [{ orderNumber: 'A-1', payment: 'BOG_CARD', paymentStatus: 'paid', totalPrice: 1299.5 }];
    const { unmount } = await renderWithProviders(<OrdersTable orders={orders} />, { path: '/en/orders' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'A-1' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<OrdersTable orders={[]} />, { path: '/en/orders' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
