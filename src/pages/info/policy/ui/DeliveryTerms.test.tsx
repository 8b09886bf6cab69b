import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PolicyPage } from './PolicyPage';

// The delivery terms page shows the fees and times the checkout charges by, from the delivery settings
// (issue 36: the page's own text promised 1-2 days and a call about the cost).

const method = (code: string, name: string, fee: number, freeFrom: number | null, min: number, max: number) => ({
  code,
  translations: [{ name }],
  fee,
  free_from: freeFrom,
  days_min: min,
  days_max: max,
  working_days: false,
});

beforeEach(() => {
  server.use(
    http.get(`${apiBase}/api/delivery-policy`, () =>
      HttpResponse.json({ data: { translations: [{ html: '<h2>Terms of delivery</h2><p>We deliver.</p>' }] } }),
    ),
  );
});

describe('the delivery terms page', () => {
  it("shows each delivery method's fee and days as the delivery settings say them", async () => {
    server.use(
      http.get(`${apiBase}/api/delivery-methods`, () =>
        HttpResponse.json({
          data: {
            methods: [
              method('courier', 'Courier in Tbilisi', 9.5, 200, 0, 1),
              method('regions', 'Courier to the regions', 15, null, 3, 5),
            ],
            regions: [],
            pickup_points: [],
          },
        }),
      ),
    );
    await renderWithProviders(<PolicyPage kind="delivery" />, { path: '/en/delivery' });
    const table = await screen.findByRole('table', { name: 'Fees and delivery times' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Courier in Tbilisi', expect.stringMatching(/^9\.50\s?₾ · free from 200\.00\s?₾$/), '0–1 days'],
      ['Courier to the regions', expect.stringMatching(/^15\.00\s?₾$/), '3–5 days'],
    ]);
    expect(screen.getByText('We deliver.')).toBeInTheDocument();
  });

  it('is the text alone from a server that offers no delivery methods', async () => {
    server.use(
      http.get(`${apiBase}/api/delivery-methods`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    );
    await renderWithProviders(<PolicyPage kind="delivery" />, { path: '/en/delivery' });
    expect(await screen.findByText('We deliver.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
