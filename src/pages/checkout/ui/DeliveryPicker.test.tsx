import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { emptyCart, type CartState } from '@/entities/cart';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { providerPages } from '@/entities/order';
import { CheckoutPage } from './CheckoutPage';

// The checkout against our server, which offers delivery (GET /api/delivery-methods); the spec's
// checkout against a contract server is CheckoutPage.test.tsx.

const cart: CartState = { ...emptyCart, products: { '7': 1 }, comment: 'Ring twice' };

const offer = {
  data: {
    methods: [
      {
        code: 'courier',
        translations: [{ locale: 'en', name: 'Courier in Tbilisi' }],
        fee: 7,
        free_from: 200,
        days_min: 0,
        days_max: 1,
        working_days: false,
      },
      {
        code: 'regions',
        translations: [{ locale: 'en', name: 'Regions' }],
        fee: 15,
        free_from: 300,
        days_min: 3,
        days_max: 5,
        working_days: true,
      },
      {
        code: 'pickup',
        translations: [{ locale: 'en', name: 'Pickup' }],
        fee: 0,
        free_from: null,
        days_min: 0,
        days_max: 0,
        working_days: false,
      },
    ],
    regions: [
      { code: 'tbilisi', translations: [{ locale: 'en', name: 'Tbilisi' }] },
      { code: 'imereti', translations: [{ locale: 'en', name: 'Imereti' }] },
    ],
    pickup_points: [
      {
        id: 3,
        code: 'WH1',
        img: null,
        translations: [
          { locale: 'en', name: 'Saburtalo warehouse', address: '12 Kazbegi Ave.', hours: 'Mon-Sat 10:00-19:00' },
        ],
      },
    ],
  },
};

/** Our server: the offer, the cart priced at `total` (lines - promo), an address book, and the checkouts it is sent. */
function ourServer({ total = 165, book = [] as unknown[], refuse = null as Record<string, string[]> | null } = {}) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get(`${apiBase}/api/delivery-methods`, () => HttpResponse.json(offer)),
    http.get(`${apiBase}/api/users/me/addresses`, () => HttpResponse.json({ data: book })),
    http.post(`${apiBase}/api/cart`, () =>
      HttpResponse.json({ data: { total_quantity: 1, total_price: total, promo_discount: 0, products: [] } }),
    ),
    http.post(`${apiBase}/api/checkout`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return refuse
        ? HttpResponse.json({ message: 'The given data was invalid.', errors: refuse }, { status: 422 })
        : HttpResponse.json({
            status: 'OK',
            order_number: 'TS-1',
            redirect: 'https://bank.test/pay',
            form_data: null,
            order_id: null,
          });
    }),
  );
  return sent;
}

const render = (lang: 'en' | 'ka' = 'en') =>
  renderWithProviders(<CheckoutPage />, {
    path: `/${lang}/checkout`,
    preloadedState: { cart, session: { token: 'tok-1' } },
  });

const details = () => screen.getByRole('region', { name: /Payment details|გადახდის დეტალები/ });
const continueButton = () => screen.getByRole('button', { name: /Continue|გაგრძელება/ });

beforeEach(() => jest.spyOn(providerPages, 'go').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the checkout’s delivery (a server that offers it)', () => {
  it('asks for a method before sending, with each one’s fee, free threshold and days', async () => {
    const sent = ourServer();
    await render();
    const methods = await screen.findByRole('radiogroup', { name: 'Delivery' });
    expect(
      within(methods).getByRole('radio', { name: /Courier in Tbilisi.*7\.00 ₾ · free from 200\.00 ₾.*0–1 days/ }),
    ).toBeInTheDocument();
    expect(
      within(methods).getByRole('radio', { name: /Regions.*15\.00 ₾ · free from 300\.00 ₾.*3–5 working days/ }),
    ).toBeInTheDocument();
    expect(within(details()).getByText('Delivery').nextSibling).toHaveTextContent('--');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Choose how the order reaches you')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('courier with a new address in Georgian (ka): checked in Georgian, the fee in the total, saved on request', async () => {
    const sent = ourServer();
    await render('ka');
    // the methods' names are the server's (its test answers in English)
    await userEvent.click(await screen.findByRole('radio', { name: /Courier/ }));
    // the summary: the fee, the total with it, and what is left to free delivery
    expect(within(details()).getByText('მიწოდება').nextSibling).toHaveTextContent('7,00 ₾');
    expect(within(details()).getByText('172,00 ₾')).toBeInTheDocument();
    expect(screen.getByText('დაამატეთ კიდევ 35,00 ₾ უფასო მიწოდებისთვის')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /ტელეფონი/ });
    await userEvent.type(phone, '123');
    await userEvent.click(continueButton());
    expect(await screen.findAllByText('სავალდებულოა')).not.toHaveLength(0);
    expect(screen.getByText('შეიყვანეთ ტელეფონის ნომერი ფორმატით +995 5XX XX XX XX')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /ქუჩა/ }), 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ');
    await userEvent.type(screen.getByRole('textbox', { name: /ბინა/ }), '12');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+995 599 11 22 33');
    await userEvent.click(screen.getByRole('checkbox', { name: 'მისამართის შენახვა ჩემს ანგარიშზე' }));
    await userEvent.click(continueButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].delivery).toEqual({
      method: 'courier',
      address: { region: 'tbilisi', street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ', apartment: '12', notes: '' },
      phone: '+995 599 11 22 33',
      save_address: true,
    });
    expect(sent[0].comment).toBe('Ring twice');
  });

  it('refuses an address line in another script, in English', async () => {
    ourServer();
    await render();
    await userEvent.click(await screen.findByRole('radio', { name: /Courier/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Street/ }), 'Тверская 1');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Use Georgian or Latin letters, digits and punctuation')).toBeInTheDocument();
  });

  it('pickup: the warehouse with its address and hours, free, sent by id', async () => {
    const sent = ourServer();
    await render();
    await userEvent.click(await screen.findByRole('radio', { name: /^Pickup/ }));
    expect(within(details()).getByText('Delivery').nextSibling).toHaveTextContent('Free');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('radio', { name: /Saburtalo warehouse.*12 Kazbegi Ave\..*Opening hours: Mon-Sat 10:00-19:00/ }),
    );
    await userEvent.click(continueButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].delivery).toEqual({ method: 'pickup', warehouse_id: 3 });
  });

  it('free above the threshold: the courier costs nothing from 200 ₾', async () => {
    ourServer({ total: 250 });
    await render();
    await userEvent.click(await screen.findByRole('radio', { name: /Courier/ }));
    expect(within(details()).getByText('Delivery').nextSibling).toHaveTextContent('Free');
    expect(within(details()).getByText('250.00 ₾')).toBeInTheDocument();
    expect(screen.queryByText(/for free delivery/)).not.toBeInTheDocument();
  });

  it('preselects the last used address of the book, with its method, and sends it as it is', async () => {
    const sent = ourServer({
      book: [
        {
          id: 9,
          label: '',
          region: 'imereti',
          city: 'Kutaisi',
          street: 'Rustaveli 5',
          apartment: '',
          notes: '',
          phone: '+995599112233',
          last_used: true,
          last_used_at: null,
        },
        {
          id: 4,
          label: 'Home',
          region: 'tbilisi',
          city: '',
          street: 'Vazha-Pshavela 12',
          apartment: '4',
          notes: '',
          phone: '+995599112233',
          last_used: false,
          last_used_at: null,
        },
      ],
    });
    await render();
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Regions/ })).toBeChecked());
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Kutaisi');
    expect(screen.getByRole('combobox', { name: 'Saved address' })).toHaveTextContent('Kutaisi, Rustaveli 5');
    expect(screen.queryByRole('checkbox', { name: /Save this address/ })).not.toBeInTheDocument();
    await userEvent.click(continueButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].delivery).toEqual({
      method: 'regions',
      address: { region: 'imereti', city: 'Kutaisi', street: 'Rustaveli 5', apartment: '', notes: '' },
      phone: '+995599112233',
    });
    // the courier takes the book's Tbilisi address
    await userEvent.click(screen.getByRole('radio', { name: /^Courier/ }));
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('Vazha-Pshavela 12');
  });

  it('shows the server’s 422 about a delivery field under that field, not in an alert', async () => {
    ourServer({ refuse: { 'delivery.address.street': ['Street: use Georgian or Latin letters.'] } });
    await render();
    await userEvent.click(await screen.findByRole('radio', { name: /Courier/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Street/ }), 'Chavchavadze 1');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '599112233');
    await userEvent.click(continueButton());
    const street = screen.getByRole('textbox', { name: /Street/ });
    await waitFor(() => expect(street).toHaveAccessibleDescription('Street: use Georgian or Latin letters.'));
    expect(street).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('against a contract server (no delivery methods) is the spec’s checkout: no delivery asked or sent', async () => {
    const sent = ourServer();
    server.use(http.get(`${apiBase}/api/delivery-methods`, () => new HttpResponse('Not Found', { status: 404 })));
    const logged = jest.spyOn(console, 'error');
    await render();
    await userEvent.click(continueButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('delivery');
    expect(screen.queryByRole('heading', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(within(details()).queryByText('Delivery')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute(
      'placeholder',
      'Delivery address, phone and anything we should know',
    );
    // no route is no failure: nothing logged
    expect(logged).not.toHaveBeenCalled();
  });
});
