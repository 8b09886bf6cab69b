import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ProfilePage } from './ProfilePage';

const stored = {
  id: 4,
  fname: 'Nino',
  lname: 'Beridze',
  phone: '599112233',
  email: 'nino@example.ge',
  pid: '01001012345',
};

function accountServer(update: (body: Record<string, unknown>) => Response) {
  let user = { ...stored };
  const sent: Record<string, unknown>[] = [];
  server.use(
    // a server of the spec's contract: no delivery, so no address book beside the details
    http.get(`${apiBase}/api/delivery-methods`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    http.get(`${apiBase}/api/user`, () => HttpResponse.json(user)),
    http.post(`${apiBase}/api/user/4/update`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const answer = update(body);
      if (answer.ok) user = { ...user, fname: String(body.fname), lname: String(body.lname) };
      return answer;
    }),
  );
  return sent;
}

const renderProfile = (lang = 'en') =>
  renderWithProviders(<ProfilePage />, { path: `/${lang}/profile`, preloadedState: { session: { token: 'tok-1' } } });

describe('the profile page', () => {
  it('shows the editable details and the email disabled', async () => {
    accountServer(() => HttpResponse.json({ status: 'OK' }));
    await renderProfile();
    expect(await screen.findByLabelText('First name')).toHaveValue('Nino');
    expect(screen.getByLabelText('Personal ID')).toHaveValue('01001012345');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('nino@example.ge');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('updates: sends the details, shows the new data and the profile_success toast', async () => {
    const sent = accountServer(() => HttpResponse.json({ status: 'OK', user: {} }));
    await renderProfile();
    const fname = await screen.findByLabelText('First name');
    await userEvent.clear(fname);
    await userEvent.type(fname, 'Nina');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile is updated.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      fname: 'Nina',
      lname: 'Beridze',
      phone: '599112233',
      email: 'nino@example.ge',
      pid: '01001012345',
      password: '',
      repeat_password: '',
      loading: true,
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');
  });

  it.each([
    [
      'en',
      {
        password: 'Password',
        repeat: 'Repeat password',
        current: 'Current password',
        update: 'Update',
        done: 'Password changed',
      },
    ],
    [
      'ka',
      {
        password: 'პაროლი',
        repeat: 'გაიმეორეთ პაროლი',
        current: 'მიმდინარე პაროლი',
        update: 'განახლება',
        done: 'პაროლი შეიცვალა',
      },
    ],
  ])(
    'in %s, asks for the current password once a new one is typed, sends it, and says the password changed',
    async (lang, text) => {
      const sent = accountServer(() => HttpResponse.json({ status: 'OK', user: {} }));
      await renderProfile(lang);
      const password = await screen.findByLabelText(text.password);
      expect(screen.queryByLabelText(text.current, { exact: false })).not.toBeInTheDocument();
      await userEvent.type(password, 'a-new-secret');
      await userEvent.type(screen.getByLabelText(text.repeat), 'a-new-secret');
      const current = screen.getByLabelText(text.current, { exact: false });
      expect(current).toBeRequired();
      expect(current).toHaveAttribute('autocomplete', 'current-password');
      await userEvent.type(current, 'the-old-secret');
      await userEvent.click(screen.getByRole('button', { name: text.update }));
      expect(await screen.findByText(text.done)).toBeInTheDocument();
      expect(sent[0]).toMatchObject({
        password: 'a-new-secret',
        repeat_password: 'a-new-secret',
        current_password: 'the-old-secret',
      });
      // the passwords are not kept in the form
      expect(screen.getByLabelText(text.password)).toHaveValue('');
      expect(screen.queryByLabelText(text.current, { exact: false })).not.toBeInTheDocument();
    },
  );

  it("shows the server's word on a wrong current password under its field", async () => {
    accountServer(() =>
      HttpResponse.json(
        {
          message: 'The current password is not correct.',
          errors: { current_password: ['The current password is not correct.'] },
        },
        { status: 422 },
      ),
    );
    await renderProfile();
    await userEvent.type(await screen.findByLabelText('Password'), 'a-new-secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'a-new-secret');
    const current = screen.getByLabelText('Current password', { exact: false });
    await userEvent.type(current, 'a-wrong-guess');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    // under its own field, not in the box below the form (the form shows the field)
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [403, { message: 'This is not your profile.' }, 'This is not your profile.'],
    [500, {}, 'An unexpected error occurred.'],
  ])('a %i failure shows in red under the form', async (status, body, text) => {
    accountServer(() => HttpResponse.json(body, { status }));
    await renderProfile();
    await screen.findByLabelText('First name');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert.closest('form')!).getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('puts a 422 message under the field it names, and nothing in the red box', async () => {
    const message = 'The password must be at least 8 characters.';
    accountServer(() => HttpResponse.json({ message, errors: { password: [message] } }, { status: 422 }));
    await renderProfile();
    await userEvent.type(await screen.findByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // A 401 means the token is dead: the session listener signs out, and the page, now without a
  // token, sends the visitor home (so the form's 401 text never outlives the page).
  it('a 401 signs the visitor out and leaves the account page', async () => {
    accountServer(() => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }));
    const { store } = await renderProfile();
    await screen.findByLabelText('First name');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });
});
