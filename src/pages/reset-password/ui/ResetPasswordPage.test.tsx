import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AuthModals } from '@/features/auth';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ResetPasswordPage } from './ResetPasswordPage';

const renderPage = (path: string) =>
  renderWithProviders(
    <>
      <ResetPasswordPage />
      <AuthModals />
    </>,
    { path },
  );

const invalidToken = {
  message: 'This password reset link is invalid or has expired.',
  errors: { token: ['This password reset link is invalid or has expired.'] },
};

/** the server's answer to the page's check of its link, once `answered`; records the tokens asked about */
function linkCheck(answer: () => Response, answered: Promise<void> = Promise.resolve()) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(`${apiBase}/api/reset/check`, async ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('token'));
      await answered;
      return answer();
    }),
  );
  return asked;
}

describe('completing a password reset from the mailed link', () => {
  it('checks a live link as the page opens, then sends the token and the new password twice, toasts and opens the login modal', async () => {
    // the check answers once the page has been seen checking
    let answerCheck!: () => void;
    const asked = linkCheck(
      () => HttpResponse.json({ status: 'OK' }),
      new Promise<void>((resolve) => (answerCheck = resolve)),
    );
    let sent: unknown;
    server.use(
      http.post(`${apiBase}/api/reset/confirm`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    await renderPage('/en/reset-password?token=abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Checking the link…');
    answerCheck();
    await userEvent.type(await screen.findByLabelText('New password'), 'n3w-secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'n3w-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password is changed. Please log in.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(sent).toEqual({ token: 'abc123', password: 'n3w-secret', repeat_password: 'n3w-secret' });
    expect(asked).toEqual(['abc123']);
  });

  it('says at once that a used or expired link is no good, with no form, and offers a new one', async () => {
    linkCheck(() => HttpResponse.json(invalidToken, { status: 422 }));
    await renderPage('/en/reset-password?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has already been used or has expired.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });

  it('in Georgian too', async () => {
    linkCheck(() => HttpResponse.json(invalidToken, { status: 422 }));
    await renderPage('/ka/reset-password?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('აღდგენის ეს ბმული უკვე გამოყენებულია ან ვადაგასულია.');
    expect(screen.getByRole('button', { name: 'ახალი ბმულის მოთხოვნა' })).toBeInTheDocument();
  });

  it('offers a new link for a link without its token, asking nothing', async () => {
    const asked = linkCheck(() => HttpResponse.json({ status: 'OK' }));
    await renderPage('/en/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it.each([
    ['has no such call (404)', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['refuses the method (405)', () => new HttpResponse(null, { status: 405 })],
    ['does not answer', () => HttpResponse.error()],
  ])('shows the form, as before, when the server %s', async (_, answer) => {
    linkCheck(answer);
    await renderPage('/en/reset-password?token=abc123');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it('a link used up meanwhile says so after the attempt, and offers a new one', async () => {
    linkCheck(() => HttpResponse.json({ status: 'OK' }));
    server.use(http.post(`${apiBase}/api/reset/confirm`, () => HttpResponse.json(invalidToken, { status: 422 })));
    await renderPage('/en/reset-password?token=used-meanwhile');
    await userEvent.type(await screen.findByLabelText('New password'), 'n3w-secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'n3w-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has already been used or has expired.');
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
  });
});
