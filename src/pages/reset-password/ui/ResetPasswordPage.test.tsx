import { screen } from '@testing-library/react';
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

describe('completing a password reset from the mailed link', () => {
  it('sends the token and the new password twice, then toasts and opens the login modal', async () => {
    let sent: unknown;
    server.use(
      http.post(`${apiBase}/api/reset/confirm`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    await renderPage('/en/reset-password?token=abc123');
    await userEvent.type(screen.getByLabelText('New password'), 'n3w-secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'n3w-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password is changed. Please log in.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(sent).toEqual({ token: 'abc123', password: 'n3w-secret', repeat_password: 'n3w-secret' });
  });

  it('a used token shows the server’s answer in red', async () => {
    server.use(
      http.post(`${apiBase}/api/reset/confirm`, () =>
        HttpResponse.json({ message: 'This reset link is invalid or used.', errors: { token: ['invalid'] } }, { status: 422 }),
      ),
    );
    await renderPage('/en/reset-password?token=used');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or used.');
  });
});
