import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AuthControls } from './AuthControls';
import { AuthModals } from './AuthModals';

const user = {
  id: 4,
  fname: 'Nino',
  lname: 'Beridze',
  phone: '599112233',
  email: 'nino@example.ge',
  pid: '01001012345',
};

function WhereAmI() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

async function renderAccountCorner(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <AuthControls />
      <AuthModals />
      <WhereAmI />
    </>,
    { path: '/en/about', ...options },
  );
}

async function openLogin() {
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

async function logIn(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Email'), 'nino@example.ge');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('logging in', () => {
  it('stores the token, closes the modal, then fetches the user and welcomes them', async () => {
    let loginHeaders: Headers | undefined;
    let userAuthorization: string | null = null;
    server.use(
      http.post(`${apiBase}/api/login`, async ({ request }) => {
        loginHeaders = request.headers;
        expect(await request.json()).toEqual({ email: 'nino@example.ge', password: 'secret' });
        return HttpResponse.json({ access_token: 'tok-1', token_type: 'Bearer' });
      }),
      http.get(`${apiBase}/api/user`, ({ request }) => {
        userAuthorization = request.headers.get('authorization');
        return HttpResponse.json(user);
      }),
    );
    const { store } = await renderAccountCorner();
    const dialog = await openLogin();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    await logIn(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().session.token).toBe('tok-1');
    expect(loginHeaders!.get('authorization')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Welcome, Nino' })).toHaveAttribute('href', '/en/profile');
    expect(userAuthorization).toBe('Bearer tok-1');
  });

  it.each([
    [
      'a 401 with a message shows the message',
      401,
      { message: 'These credentials do not match our records.' },
      'These credentials do not match our records.',
    ],
    ['a 401 without a message shows "Unauthorized access."', 401, {}, 'Unauthorized access.'],
    ['another error shows its message', 429, { message: 'Too many attempts.' }, 'Too many attempts.'],
    ['another error without a message shows "An unexpected error occurred."', 500, {}, 'An unexpected error occurred.'],
  ])('%s in a red box and clears the loading state', async (_name, status, body, text) => {
    server.use(http.post(`${apiBase}/api/login`, () => HttpResponse.json(body, { status })));
    const { store } = await renderAccountCorner();
    const dialog = await openLogin();
    await logIn(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(store.getState().session.token).toBeNull();
  });

  it('puts a 422 message under the field it names, not in the red box', async () => {
    const message = 'Enter a valid email address.';
    server.use(
      http.post(`${apiBase}/api/login`, () =>
        HttpResponse.json({ message, errors: { email: [message] } }, { status: 422 }),
      ),
    );
    await renderAccountCorner();
    const dialog = await openLogin();
    await logIn(dialog);
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(message));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an unreachable server shows "An unexpected error occurred."', async () => {
    server.use(http.post(`${apiBase}/api/login`, () => HttpResponse.error()));
    await renderAccountCorner();
    const dialog = await openLogin();
    await logIn(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });
});

describe('registering and resetting', () => {
  it('shows the server’s 422 messages under their fields', async () => {
    server.use(
      http.post(`${apiBase}/api/register`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['The email has already been taken.'], repeat_password: ['Passwords differ.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await renderAccountCorner();
    const login = await openLogin();
    await userEvent.click(within(login).getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('The email has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
    expect(within(dialog).getByLabelText('Repeat password')).toHaveAccessibleDescription('Passwords differ.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });

  it('in Georgian, puts each of our server’s 422 messages under its own field and none under another', async () => {
    // what our server answers to an empty registration in ka: `message` is the first field's message
    const errors = {
      fname: ['ველი „სახელი“ სავალდებულოა.'],
      lname: ['ველი „გვარი“ სავალდებულოა.'],
      phone: ['მიუთითეთ სწორი ტელეფონის ნომერი.'],
      email: ['მიუთითეთ სწორი ელფოსტის მისამართი.'],
      pid: ['პირადი ნომერი უნდა შედგებოდეს ზუსტად 11 ციფრისგან.'],
      password: ['პაროლი უნდა შეიცავდეს მინიმუმ 8 სიმბოლოს.'],
    };
    server.use(
      http.post(`${apiBase}/api/register`, () =>
        HttpResponse.json({ message: errors.fname[0], errors }, { status: 422 }),
      ),
    );
    await renderAccountCorner({ path: '/ka/about?auth=register' });
    const dialog = await screen.findByRole('dialog', { name: 'რეგისტრაცია' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'რეგისტრაცია' }));
    const labels: [string, string][] = [
      ['სახელი', errors.fname[0]],
      ['გვარი', errors.lname[0]],
      ['ტელეფონი', errors.phone[0]],
      ['ელფოსტა', errors.email[0]],
      ['პირადი ნომერი', errors.pid[0]],
      ['პაროლი', errors.password[0]],
    ];
    await waitFor(() => expect(within(dialog).getByLabelText('სახელი')).toHaveAccessibleDescription(errors.fname[0]));
    for (const [label, message] of labels)
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(within(dialog).getByLabelText('გაიმეორეთ პაროლი')).toHaveAccessibleDescription('');
    expect(within(dialog).getAllByText(errors.fname[0])).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('სახელი')).toHaveFocus();
  });

  it('keeps in the red box a message about no field of the form', async () => {
    server.use(
      http.post(`${apiBase}/api/register`, () =>
        HttpResponse.json(
          {
            message: 'The request is invalid.',
            errors: { body: ['The request is invalid.'], email: ['Enter a valid email address.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await renderAccountCorner({ path: '/en/about?auth=register' });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The request is invalid\.$/);
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
  });

  it('a registration sends every field, toasts success and moves to the login modal with its e-mail filled in', async () => {
    let sent: unknown;
    server.use(
      http.post(`${apiBase}/api/register`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    await renderAccountCorner({ path: '/en/about?auth=register' });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    // what the account will keep, said before it is made: in a new tab, so nothing typed is lost
    const privacy = within(dialog).getByRole('link', { name: 'Privacy notice' });
    expect(privacy).toHaveAttribute('href', '/en/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    const fill: [string, string][] = [
      ['First name', 'Nino'],
      ['Last name', 'Beridze'],
      ['Phone', '599112233'],
      ['Email', 'nino@example.ge'],
      ['Personal ID', '01001012345'],
      ['Password', 'secret123'],
      ['Repeat password', 'secret123'],
    ];
    for (const [label, value] of fill) await userEvent.type(within(dialog).getByLabelText(label), value);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered. Please log in.')).toBeInTheDocument();
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(sent).toEqual({ ...user, id: undefined, password: 'secret123', repeat_password: 'secret123' });
    // the shopper types only the password they just chose
    expect(within(login).getByLabelText('Email')).toHaveValue('nino@example.ge');
    await waitFor(() => expect(within(login).getByLabelText('Password')).toHaveFocus());
  });

  it('a non-resident registers with a passport (id_kind sent only then), each kind checked as the server checks it', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(`${apiBase}/api/register`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    await renderAccountCorner({ path: '/en/about?auth=register' });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(dialog).getByRole('radio', { name: 'Georgian personal ID' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Personal ID'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Must be exactly 11 digits')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Passport (non-residents)' }));
    const passport = within(dialog).getByLabelText('Passport number');
    await userEvent.clear(passport);
    await userEvent.type(passport, 'AB-12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('6 to 12 letters and digits')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.clear(passport);
    await userEvent.type(passport, 'AB1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ pid: 'AB1234567', id_kind: 'passport' });
  });

  it('a reset request toasts success and moves to the login modal; login links to reset', async () => {
    server.use(http.post(`${apiBase}/api/reset`, () => HttpResponse.json({ status: 'OK' })));
    await renderAccountCorner();
    const login = await openLogin();
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'nino@example.ge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If the email is registered, a reset link is on its way.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('closing a modal returns focus to the login button', async () => {
    await renderAccountCorner();
    await openLogin();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });
});

describe('logging out', () => {
  const signedIn = { session: { token: 'tok-1' } };

  it('on OK removes the token, forgets the user and goes to /{locale}', async () => {
    server.use(
      http.get(`${apiBase}/api/user`, () => HttpResponse.json(user)),
      http.get(`${apiBase}/api/logout`, ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer tok-1');
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    const { store } = await renderAccountCorner({ preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Welcome, Nino' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/en$/);
  });

  it('keeps the shopper signed in when the logout call fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${apiBase}/api/user`, () => HttpResponse.json(user)),
      http.get(`${apiBase}/api/logout`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    const { store } = await renderAccountCorner({ preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Welcome, Nino' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(store.getState().session.token).toBe('tok-1');
    expect(screen.getByRole('link', { name: 'Welcome, Nino' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/en/about');
    logged.mockRestore();
  });
});
