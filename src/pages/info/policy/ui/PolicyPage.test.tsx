import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PolicyPage } from './PolicyPage';

describe('a policy page', () => {
  it('shows skeleton lines while loading, then the sanitized HTML of its kind', async () => {
    let language: string | null = null;
    server.use(
      http.get(`${apiBase}/api/delivery-policy`, async ({ request }) => {
        language = request.headers.get('accept-language');
        await delay(50);
        return HttpResponse.json({
          data: { translations: [{ html: '<h2>Terms</h2><p onclick="steal()">Delivery in 3 days</p>' }] },
        });
      }),
      // the delivery terms draw their fees and days from the delivery settings (none here)
      http.get(`${apiBase}/api/delivery-methods`, () =>
        HttpResponse.json({ data: { methods: [], regions: [], pickup_points: [] } }),
      ),
    );
    await renderWithProviders(<PolicyPage kind="delivery" />, { path: '/ka/delivery' });
    expect(screen.getByTestId('html-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'წესები და პირობები' })).toBeInTheDocument();
    const text = await screen.findByText('Delivery in 3 days');
    expect(text).not.toHaveAttribute('onclick');
    expect(language).toBe('ka');
    expect(screen.queryByTestId('html-skeleton')).not.toBeInTheDocument();
  });

  it('keeps the skeleton lines and logs a failed load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${apiBase}/api/cookie-policy`, () => HttpResponse.error()));
    await renderWithProviders(<PolicyPage kind="cookie" />, { path: '/en/cookie' });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Get data failed: ', expect.anything()));
    expect(screen.getByTestId('html-skeleton')).toBeInTheDocument();
    error.mockRestore();
  });
});
