import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ProfilePage } from './ProfilePage';

const kept = [
  {
    id: 3,
    kind: 'ref',
    slug: 'celestron-nexstar-8se',
    name: 'Celestron NexStar 8SE',
    aperture_mm: 203,
    focal_length_mm: 2032,
    focuser: '1.25',
  },
  {
    id: 5,
    kind: 'own',
    slug: null,
    name: 'Grandfather’s refractor',
    aperture_mm: 90,
    focal_length_mm: 900,
    focuser: 2,
  },
];

/** our server: the account, its delivery offer (the sign of our server) and the kept telescopes, which DELETE changes */
function ourServer(telescopes = [...kept]) {
  const removed: string[] = [];
  server.use(
    http.get(`${apiBase}/api/user`, () =>
      HttpResponse.json({ id: 4, fname: 'Nino', lname: 'B', email: 'n@example.ge' }),
    ),
    http.get(`${apiBase}/api/delivery-methods`, () =>
      HttpResponse.json({
        data: {
          methods: [{ code: 'courier', translations: [{ name: 'Courier' }], fee: 7, free_from: 200 }],
          regions: [{ code: 'tbilisi', translations: [{ name: 'Tbilisi' }] }],
          pickup_points: [],
        },
      }),
    ),
    http.get(`${apiBase}/api/users/me/addresses`, () => HttpResponse.json({ data: [] })),
    http.get(`${apiBase}/api/user/telescopes`, () => HttpResponse.json({ data: telescopes })),
    http.delete(`${apiBase}/api/user/telescopes/:id`, ({ params }) => {
      removed.push(String(params.id));
      telescopes = telescopes.filter((telescope) => telescope.id !== Number(params.id));
      return HttpResponse.json({ status: 'OK', data: telescopes });
    }),
  );
  return removed;
}

const renderProfile = (lang: 'en' | 'ka') =>
  renderWithProviders(<ProfilePage />, { path: `/${lang}/profile`, preloadedState: { session: { token: 'tok-1' } } });

describe("the profile's telescopes", () => {
  it('lists each kept telescope with its figures, what fits it and what it shows, and removes one', async () => {
    const removed = ourServer();
    await renderProfile('en');
    const section = await screen.findByRole('region', { name: 'My telescopes' });
    expect(await within(section).findByText('Celestron NexStar 8SE')).toBeVisible();
    expect(within(section).getByText('203 mm aperture · 2032 mm focal length · 1.25″ focuser')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Eyepieces that fit Grandfather’s refractor' })).toHaveAttribute(
      'href',
      '/en/products/eyepieces?fits=own%3A90%2C900%2C2',
    );
    expect(
      within(section).getByRole('link', { name: 'What you will see through Celestron NexStar 8SE' }),
    ).toHaveAttribute('href', '/en/observe?telescope=ref%3Acelestron-nexstar-8se');
    await userEvent.click(within(section).getByRole('button', { name: 'Remove Celestron NexStar 8SE' }));
    await waitFor(() => expect(within(section).queryByText('Celestron NexStar 8SE')).not.toBeInTheDocument());
    expect(removed).toEqual(['3']);
    expect(within(section).getByText('Grandfather’s refractor')).toBeVisible();
  });

  it('says how to keep one when there is none, in Georgian', async () => {
    ourServer([]);
    await renderProfile('ka');
    const section = await screen.findByRole('region', { name: 'ჩემი ტელესკოპები' });
    expect(await within(section).findByText(/შენახული ტელესკოპები ჯერ არ გაქვთ/)).toBeVisible();
  });
});
