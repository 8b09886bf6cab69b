import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ProfilePage } from './ProfilePage';

const offer = {
  data: {
    methods: [{ code: 'courier', translations: [{ name: 'Courier' }], fee: 7, free_from: 200 }],
    regions: [
      { code: 'tbilisi', translations: [{ name: 'Tbilisi' }] },
      { code: 'imereti', translations: [{ name: 'Imereti' }] },
    ],
    pickup_points: [],
  },
};

const saved = [
  {
    id: 1,
    label: '',
    region: 'tbilisi',
    city: '',
    street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ',
    apartment: '12',
    notes: '',
    phone: '+995555112233',
    last_used: true,
  },
  {
    id: 2,
    label: '',
    region: 'imereti',
    city: 'Kutaisi',
    street: 'Rustaveli 5',
    apartment: '',
    notes: '',
    phone: '',
    last_used: false,
  },
];

/** our server: the account, the delivery offer and the address book, which PUT and DELETE change */
function ourServer(refuse?: Record<string, string[]>) {
  let book = [...saved];
  const calls: string[] = [];
  server.use(
    http.get(`${apiBase}/api/user`, () =>
      HttpResponse.json({ id: 4, fname: 'Nino', lname: 'B', email: 'n@example.ge' }),
    ),
    http.get(`${apiBase}/api/delivery-methods`, () => HttpResponse.json(offer)),
    http.get(`${apiBase}/api/users/me/addresses`, () => HttpResponse.json({ data: book })),
    http.get(`${apiBase}/api/user/telescopes`, () => HttpResponse.json({ data: [] })),
    http.put(`${apiBase}/api/users/me/addresses/:id`, async ({ params, request }) => {
      const body = (await request.json()) as Record<string, string>;
      calls.push(`PUT ${String(params.id)} ${JSON.stringify(body)}`);
      if (refuse) return HttpResponse.json({ message: 'The given data was invalid.', errors: refuse }, { status: 422 });
      book = book.map((address) => (address.id === Number(params.id) ? { ...address, ...body } : address));
      return HttpResponse.json({ status: 'OK', data: {} });
    }),
    http.delete(`${apiBase}/api/users/me/addresses/:id`, ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      book = book.filter((address) => address.id !== Number(params.id));
      return HttpResponse.json({ status: 'OK', data: {} });
    }),
  );
  return calls;
}

const renderProfile = (lang = 'en') =>
  renderWithProviders(<ProfilePage />, { path: `/${lang}/profile`, preloadedState: { session: { token: 'tok-1' } } });

describe("the profile's address book", () => {
  it('lists the saved addresses, the last used marked, and edits one with the checkout’s fields', async () => {
    const calls = ourServer();
    await renderProfile();
    const section = await screen.findByRole('region', { name: 'My addresses' });
    expect(await within(section).findByText('Tbilisi, დიღმის მასივი, მე-3 კვ., კორპ. 1ბ, 12')).toBeInTheDocument();
    expect(within(section).getByText('+995555112233 · Last used')).toBeInTheDocument();
    expect(within(section).getByText('Kutaisi, Rustaveli 5')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Edit Rustaveli 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the address' });
    // an address in the regions keeps its region and city
    expect(within(dialog).getByLabelText(/City or village/)).toHaveValue('Kutaisi');
    const street = within(dialog).getByLabelText(/Street and number/);
    await userEvent.clear(street);
    await userEvent.type(street, 'Rustaveli 7');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '555 11 22 33');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The address is saved.')).toBeInTheDocument();
    expect(await within(section).findByText('Kutaisi, Rustaveli 7')).toBeInTheDocument();
    expect(calls[0]).toMatch(/^PUT 2 .*"street":"Rustaveli 7"/);
  });

  it('checks the fields as the checkout does, shows the server’s 422 under its field, and deletes', async () => {
    const calls = ourServer({ street: ['ქუჩა ძალიან გრძელია'] });
    await renderProfile('ka');
    const section = await screen.findByRole('region', { name: 'ჩემი მისამართები' });
    await userEvent.click(await within(section).findByRole('button', { name: /^რედაქტირება: დიღმის/ }));
    const dialog = await screen.findByRole('dialog');
    // Tbilisi's address: no region or city to choose
    expect(within(dialog).queryByLabelText(/ქალაქი|City/)).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /ტელეფონი/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /ტელეფონი/ }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'შენახვა' }));
    expect(calls).toEqual([]);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /ტელეფონი/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /ტელეფონი/ }), '+995 555 11 22 33');
    await userEvent.click(within(dialog).getByRole('button', { name: 'შენახვა' }));
    expect(await within(dialog).findByText('ქუჩა ძალიან გრძელია')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'გაუქმება' }));

    await userEvent.click(within(section).getByRole('button', { name: 'წაშლა: Rustaveli 5' }));
    await waitFor(() => expect(within(section).queryByText(/Rustaveli 5/)).not.toBeInTheDocument());
    expect(calls.at(-1)).toBe('DELETE 2');
  });

  it('is not there against a server of the spec’s contract, which is not asked for addresses or telescopes', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${apiBase}/api/user`, () =>
        HttpResponse.json({ id: 4, fname: 'Nino', lname: 'B', email: 'n@example.ge' }),
      ),
      http.get(`${apiBase}/api/delivery-methods`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
      http.get(`${apiBase}/api/users/me/addresses`, () => {
        asked.push('addresses');
        return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      }),
      http.get(`${apiBase}/api/user/telescopes`, () => {
        asked.push('telescopes');
        return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      }),
    );
    const { store } = await renderProfile();
    expect(await screen.findByLabelText('First name')).toHaveValue('Nino');
    // the 404 that says "no delivery" is in the store, and React has rendered all it leads to
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries)).toContainEqual(
        expect.objectContaining({ endpointName: 'deliveryOptions', status: 'fulfilled' }),
      ),
    );
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'My addresses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My telescopes' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
