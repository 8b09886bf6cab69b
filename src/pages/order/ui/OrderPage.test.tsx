import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { providerPages } from '@/entities/order';
import { apiBase, server } from '@/test/msw';
import { renderApp } from '@/test/renderWithProviders';

const signedIn = { session: { token: 'tok-1' } };

// the server answers in the language asked for: the one translation
const line = (name: string) => ({
  product: { id: 7, slug: 'dob-8', img: 'dob-8.jpg', translations: [{ name }] },
  quantity: 2,
  unit_price: 900,
  line_total: 1800,
});

/** a shipped courier order with a promo code, in the language asked for */
const shipped = (lang: string) => ({
  order_number: 'TS-1042',
  status: 'shipped',
  payment: 'BOG_CARD',
  payment_status: 'paid',
  created_at: '2026-11-20T09:00:00Z',
  reserved_until: '2026-11-20T09:30:00Z',
  can_pay: false,
  can_cancel: false,
  lines: [line(lang === 'ka' ? 'დობსონი 8"' : 'Dobsonian 8"')],
  promo: { code: 'COMET50', discount: 50 },
  delivery: {
    method: 'courier',
    fee: 7,
    address: {
      region: 'tbilisi',
      city: '',
      street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ',
      apartment: '12',
      notes: 'Ring twice',
    },
    phone: '+995555112233',
    pickup_point: null,
  },
  totals: { subtotal: 1800, discount: 50, delivery: 7, total: 1757, refunded: 0 },
  tracking: { number: 'RR123456789GE', url: 'https://track.test/RR123456789GE' },
  timeline: [
    { status: 'placed', at: '2026-11-20T09:00:00Z', tracking_number: null, tracking_url: null, amount: null },
    { status: 'paid', at: '2026-11-20T09:05:00Z', tracking_number: null, tracking_url: null, amount: null },
    { status: 'packed', at: '2026-11-21T10:00:00Z', tracking_number: null, tracking_url: null, amount: null },
    {
      status: 'shipped',
      at: '2026-11-22T10:00:00Z',
      tracking_number: 'RR123456789GE',
      tracking_url: 'https://track.test/RR123456789GE',
      amount: null,
    },
  ],
});

const pending = {
  ...shipped('en'),
  status: 'pending',
  payment: 'LIBERTY_CARD',
  payment_status: 'failed',
  can_pay: true,
  can_cancel: true,
  promo: null,
  delivery: {
    method: 'pickup',
    fee: 0,
    address: null,
    phone: null,
    pickup_point: {
      id: 1,
      code: 'saburtalo',
      translations: [{ locale: 'en', name: 'Saburtalo warehouse', address: 'Kazbegi Ave. 24', hours: 'Mon-Sat 10-19' }],
    },
  },
  totals: { subtotal: 1800, discount: 0, delivery: 0, total: 1800, refunded: 0 },
  tracking: null,
  timeline: [
    { status: 'placed', at: '2026-11-20T09:00:00Z', tracking_number: null, tracking_url: null, amount: null },
    { status: 'payment_failed', at: '2026-11-20T09:05:00Z', tracking_number: null, tracking_url: null, amount: null },
  ],
};

/** the header's data and customer, the shop's delivery offer and the order (by the number asked); 404 for any other */
function shop(order: (lang: string) => object) {
  const calls: string[] = [];
  server.use(
    http.get(`${apiBase}/api/categories`, () => HttpResponse.json([])),
    http.get(`${apiBase}/api/contact`, () => HttpResponse.json({})),
    http.get(`${apiBase}/api/user`, () => HttpResponse.json({ id: 4, fname: 'Nino', email: 'nino@astro.ge' })),
    http.get(`${apiBase}/api/delivery-methods`, () =>
      HttpResponse.json({
        data: {
          methods: [{ code: 'courier', translations: [{ name: 'Courier' }], fee: 7, free_from: 200 }],
          regions: [{ code: 'tbilisi', translations: [{ name: 'Tbilisi' }] }],
          pickup_points: [],
        },
      }),
    ),
    http.get(`${apiBase}/api/orders/:number`, ({ params, request }) => {
      calls.push(`GET ${String(params.number)}`);
      if (params.number !== 'TS-1042') return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      return HttpResponse.json({ data: order(request.headers.get('accept-language') ?? 'en') });
    }),
  );
  return calls;
}

let go: jest.SpyInstance;
beforeEach(() => {
  go = jest.spyOn(providerPages, 'go').mockImplementation(() => {});
});
afterEach(() => go.mockRestore());

describe('the order page', () => {
  it('shows the lines at the prices paid, the promo, the courier address, the totals, the payment and the timeline with its tracking link', async () => {
    shop(shipped);
    await renderApp('/en/orders/TS-1042', { preloadedState: signedIn });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Order TS-1042' })).toBeInTheDocument();
    expect(await within(main).findByRole('link', { name: 'Dobsonian 8"' })).toHaveAttribute(
      'href',
      '/en/product/dob-8',
    );
    expect(within(main).getByText('2 × 900.00 ₾ each')).toBeInTheDocument();
    expect(within(main).getByText('Promo code COMET50')).toBeInTheDocument();
    expect(within(main).getByText('−50.00 ₾')).toBeInTheDocument();
    expect(within(main).getByText('7.00 ₾')).toBeInTheDocument();
    expect(within(main).getByText('1,757.00 ₾')).toBeInTheDocument();
    expect(within(main).getByText('Courier in Tbilisi')).toBeInTheDocument();
    expect(within(main).getByText('Tbilisi, დიღმის მასივი, მე-3 კვ., კორპ. 1ბ, 12')).toBeInTheDocument();
    expect(within(main).getByText('For the courier: Ring twice')).toBeInTheDocument();
    expect(within(main).getByText('Card (Visa, Mastercard) via Bank of Georgia')).toBeInTheDocument();
    const timeline = within(main).getByRole('list', { name: 'Order history' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual(['Placed', 'Paid', 'Packed', 'Shipped']);
    expect(within(steps[3]).getByText('22 November 2026')).toBeInTheDocument();
    expect(within(steps[3]).getByText(/Tracking number RR123456789GE/)).toBeInTheDocument();
    expect(within(steps[3]).getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
      'href',
      'https://track.test/RR123456789GE',
    );
    // nothing to pay or cancel on a paid order
    expect(within(main).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Partly refunded', 'Refunded 100.00 ₾'],
    ['ka', 'ნაწილობრივ დაბრუნებული', 'დაბრუნდა 100,00 ₾'],
  ])('in %s, a part refund: the order goes on, its payment partly refunded', async (lang, state, step) => {
    shop((asked) => {
      const order = shipped(asked);
      return {
        ...order,
        payment_state: 'partly_refunded',
        totals: { ...order.totals, refunded: 100 },
        timeline: [
          ...order.timeline,
          { status: 'refunded', at: '2026-11-23T10:00:00Z', tracking_number: null, tracking_url: null, amount: 100 },
        ],
      };
    });
    await renderApp(`/${lang}/orders/TS-1042`, { preloadedState: signedIn });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(state)).toBeInTheDocument();
    const timeline = within(main).getByRole('list', { name: lang === 'en' ? 'Order history' : 'შეკვეთის ისტორია' });
    expect(within(timeline).getByText(step)).toBeInTheDocument();
  });

  it('reads in Georgian: statuses, delivery and the product name', async () => {
    shop(shipped);
    await renderApp('/ka/orders/TS-1042', { preloadedState: signedIn });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'დობსონი 8"' })).toBeInTheDocument();
    expect(within(main).getByText('კურიერი თბილისში')).toBeInTheDocument();
    const timeline = within(main).getByRole('list', { name: 'შეკვეთის ისტორია' });
    expect(within(timeline).getByText('გაიგზავნა')).toBeInTheDocument();
    expect(within(timeline).getByText('22 ნოემბერი, 2026')).toBeInTheDocument();
  });

  it('an unknown number (or another account’s) is the shop’s not-found page', async () => {
    shop(shipped);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/en/orders/TS-9999', { preloadedState: signedIn });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: '404 not found' })).toBeInTheDocument();
    (console.error as jest.Mock).mockRestore();
  });

  it('pays a declined order again with the chosen card method and goes to the bank the answer names', async () => {
    shop(() => pending);
    const paid: unknown[] = [];
    server.use(
      http.post(`${apiBase}/api/orders/TS-1042/pay`, async ({ request }) => {
        paid.push(await request.json());
        return HttpResponse.json({ status: 'OK', order_number: 'TS-1042', redirect: 'https://bank.test/pay/2' });
      }),
    );
    await renderApp('/en/orders/TS-1042', { preloadedState: signedIn });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Payment declined')).toBeInTheDocument();
    expect(within(main).getByText('Saburtalo warehouse')).toBeInTheDocument();
    expect(within(main).getByText('Kazbegi Ave. 24')).toBeInTheDocument();
    // the order's own method is preselected; the shopper picks another
    expect(within(main).getByRole('radio', { name: 'Card (Visa, Mastercard) via Liberty Bank' })).toBeChecked();
    await userEvent.click(within(main).getByRole('radio', { name: 'Card (Visa, Mastercard) via Bank of Georgia' }));
    await userEvent.click(within(main).getByRole('button', { name: 'Pay 1,800.00 ₾' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://bank.test/pay/2'));
    expect(paid).toEqual([{ paymethod: 'BOG_CARD' }]);
  });

  it('cancels a pending order after a confirm and shows it refreshed', async () => {
    let cancelled = false;
    shop(() =>
      cancelled
        ? {
            ...pending,
            status: 'cancelled',
            can_pay: false,
            can_cancel: false,
            timeline: [
              ...pending.timeline,
              {
                status: 'cancelled',
                at: '2026-11-20T10:00:00Z',
                tracking_number: null,
                tracking_url: null,
                amount: null,
              },
            ],
          }
        : pending,
    );
    server.use(
      http.post(`${apiBase}/api/orders/TS-1042/cancel`, () => {
        cancelled = true;
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    await renderApp('/en/orders/TS-1042', { preloadedState: signedIn });
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order TS-1042?' });
    // keeping it changes nothing
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitForElementToBeRemoved(dialog);
    expect(cancelled).toBe(false);
    await userEvent.click(within(main).getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The order is cancelled.')).toBeInTheDocument();
    const timeline = within(main).getByRole('list', { name: 'Order history' });
    expect(await within(timeline).findByText('Cancelled')).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
