import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, dashboardFigures as figures, testOwner } from '../testApi';

// The screens before a session that mails lead to: "Forgot your password?" and the set-password page a
// mailed link opens (an invitation's, a reset's), in the browser (jsdom), Georgian as the back office opens.

const manager = { ...testOwner, id: 7, email: 'manager@astroshop.ge', name: 'Tamar', role: 'manager' };

afterEach(() => {
  session.end();
  window.localStorage.clear();
});

it('asks for a reset link from the sign-in page, and answers alike whoever the email is', async () => {
  window.history.pushState({}, '', '/admin/login');
  const user = userEvent.setup();
  const forgot = answerAdmin('post', '/session/forgot', { status: 'OK' });
  render(<App />);
  await user.click(await screen.findByRole('link', { name: 'დაგავიწყდათ პაროლი?' }));
  expect(await screen.findByRole('heading', { name: 'პაროლის აღდგენა' })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/ელფოსტა/), 'someone@astroshop.ge');
  await user.click(screen.getByRole('button', { name: 'ბმულის გაგზავნა' }));
  expect(await screen.findByText(/თუ ეს ელფოსტა ოპერატორს ეკუთვნის, ბმული უკვე გზაშია/)).toBeInTheDocument();
  expect(forgot.map((sent) => sent.body)).toEqual([{ email: 'someone@astroshop.ge' }]);
  await user.click(screen.getByRole('link', { name: 'შესვლაზე დაბრუნება' }));
  expect(await screen.findByRole('button', { name: 'გაგრძელება' })).toBeInTheDocument();
});

it("sets an invited manager's password from the mailed link, then enrols the authenticator and signs in", async () => {
  window.history.pushState({}, '', '/admin/set-password?token=tok-1');
  const user = userEvent.setup();
  const check = answerAdmin('get', '/session/password-link', { purpose: 'invite', email: manager.email });
  const set = answerAdmin('post', '/session/password-link', {
    step: 'enrol',
    challenge: 'c-enrol',
    otpauthUrl: 'otpauth://totp/AstroShop:manager?secret=JBSWY3DPEHPK3PXP&issuer=AstroShop',
    qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  });
  const code = answerAdmin('post', '/session/otp', { step: 'done', token: 't-manager', operator: manager });
  answerAdmin('get', '/dashboard', figures);
  render(<App />);

  expect(await screen.findByRole('heading', { name: 'მოგესალმებით: აირჩიეთ პაროლი' })).toBeInTheDocument();
  expect(screen.getByText('ანგარიში: manager@astroshop.ge')).toBeInTheDocument();
  expect(check[0].url).toBe('/api/admin/session/password-link?token=tok-1');
  await user.type(screen.getByLabelText(/ახალი პაროლი/), 'a long enough secret');
  await user.type(screen.getByLabelText(/გაიმეორეთ პაროლი/), 'a different secret!');
  await user.click(screen.getByRole('button', { name: 'პაროლის შენახვა' }));
  expect(await screen.findByText('პაროლები არ ემთხვევა.')).toBeInTheDocument();
  expect(set).toEqual([]);

  await user.clear(screen.getByLabelText(/გაიმეორეთ პაროლი/));
  await user.type(screen.getByLabelText(/გაიმეორეთ პაროლი/), 'a long enough secret');
  await user.click(screen.getByRole('button', { name: 'პაროლის შენახვა' }));
  expect(await screen.findByRole('img', { name: /QR/ })).toBeInTheDocument();
  expect(set[0].body).toEqual({ token: 'tok-1', password: 'a long enough secret' });
  await user.type(screen.getByLabelText(/ერთჯერადი კოდი/), '123456');
  await user.click(screen.getByRole('button', { name: 'შესვლა' }));
  expect(await screen.findByText('შემოსავალი დღეს')).toBeInTheDocument();
  expect(code[0].body).toEqual({ challenge: 'c-enrol', code: '123456' });
  expect(session.token()).toBe('t-manager');
});

it('says when a link is used or expired, and leads to a new one', async () => {
  window.history.pushState({}, '', '/admin/set-password?token=old');
  const user = userEvent.setup();
  const message = 'ეს ბმული არასწორია, უკვე გამოყენებულია ან ვადაგასულია. მოითხოვეთ ახალი.';
  answerAdmin('get', '/session/password-link', { message, errors: { token: message } }, 422);
  render(<App />);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByLabelText(/ახალი პაროლი/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'ახალი ბმულის მოთხოვნა' }));
  expect(await screen.findByRole('heading', { name: 'პაროლის აღდგენა' })).toBeInTheDocument();
});
