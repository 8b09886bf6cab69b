import { http, HttpResponse } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase, server } from '@/test/msw';
import { renderApp } from '@/test/renderWithProviders';

const spec = (key: string, value: string) => ({ key, translations: [{ label: key, value }] });
const product = (id: number, slug: string, name: string, specs: [string, string][], fit?: object) => ({
  id,
  slug,
  price: 100 + id,
  live_stock: 3,
  translations: [{ name }],
  specs: specs.map(([key, value]) => spec(key, value)),
  ...(fit && { fit }),
});

const telescope = {
  ...product(1, 'orbita-130-900', 'Orbita 130/900', [
    ['aperture', '130 mm'],
    ['focal_length', '900 mm'],
  ]),
  compatibility: { role: 'telescope', design: 'newtonian', focuser: 1.25 },
};
const plossl = product(2, 'lumen-plossl-25', 'Lumen Plössl 25 mm', [
  ['focal_length', '25 mm'],
  ['apparent_field', '52°'],
]);
const planetary = product(3, 'lumen-6', 'Lumen 6 mm', [
  ['focal_length', '6 mm'],
  ['apparent_field', '60°'],
]);
// 900 / 2.5 = 360x, past the 260x a 130 mm telescope is good for: not offered
const tooStrong = product(4, 'lumen-2-5', 'Lumen 2.5 mm', [
  ['focal_length', '2.5 mm'],
  ['apparent_field', '60°'],
]);
const barlow2 = product(5, 'lumen-barlow-2x', 'Lumen 2x Barlow', [['magnification', '2x']]);
const catalogue = [telescope, plossl, planetary, tooStrong, barlow2];

const reference = {
  slug: 'celestron-nexstar-8se',
  brand: 'Celestron',
  model: 'NexStar 8SE',
  aperture_mm: 203,
  focal_length_mm: 2032,
  focuser: '1.25',
  design: 'sct',
  mount: 'alt-az goto',
  weight_kg: null,
  source: 'celestron.com',
};

/** the lists' `fits` each request asked for */
let fitsAsked: string[] = [];

function serveShop() {
  fitsAsked = [];
  const page = (data: object[]) => ({ data: { data, current_page: 1, last_page: 1, total: data.length } });
  server.use(
    http.get(`${apiBase}/api/categories`, () => HttpResponse.json([])),
    http.get(`${apiBase}/api/contact`, () => HttpResponse.json({})),
    http.get(`${apiBase}/api/telescopes`, () =>
      HttpResponse.json({ data: [{ slug: telescope.slug, name: 'Orbita 130/900' }] }),
    ),
    http.get(`${apiBase}/api/product/:slug`, ({ params }) => {
      const found = catalogue.find((item) => item.slug === params.slug);
      return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ message: 'no' }, { status: 404 });
    }),
    http.get(`${apiBase}/api/products/:category`, ({ params, request }) => {
      const fits = new URL(request.url).searchParams.get('fits');
      if (fits) fitsAsked.push(fits);
      if (params.category === 'eyepieces')
        return HttpResponse.json(
          page([plossl, planetary, tooStrong].map((item) => ({ ...item, fit: { verdict: 'fits' } }))),
        );
      if (params.category === 'barlow-lenses')
        return HttpResponse.json(page([{ ...barlow2, fit: { verdict: 'fits' } }]));
      return HttpResponse.json(page([]));
    }),
    http.get(`${apiBase}/api/telescopes/reference`, ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const matches = ['celestron nexstar 8se', reference.slug].some((words) => words.includes(q));
      return HttpResponse.json({ data: matches ? [reference] : [] });
    }),
  );
}

const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`)?.textContent;

jest.setTimeout(30_000);

describe('what you will see', () => {
  it('shows the figures of our telescope with our eyepiece, the sky drawn to its field, and what to add', async () => {
    serveShop();
    const user = userEvent.setup();
    const { store } = await renderApp('/en/observe?telescope=orbita-130-900&eyepiece=lumen-plossl-25');
    expect(await screen.findByRole('heading', { name: 'Orbita 130/900' })).toBeInTheDocument();
    // 900 / 25 = 36x; 52° / 36 = 1.44°; 130 / 36 = 3.6 mm; 2 x 130; 2 + 5 log 130; 116 / 130
    expect(await screen.findByText('36×')).toBeInTheDocument();
    expect(figure('true_field')).toBe('1.44°');
    expect(figure('exit_pupil')).toBe('3.6 mm');
    expect(figure('highest_useful')).toBe('260×');
    expect(figure('limiting_magnitude')).toBe('12.6');
    expect(figure('resolving_power')).toBe('0.89″');
    expect(screen.getByText(/How many times larger things look/)).toBeInTheDocument();

    for (const name of ['The Moon', 'Jupiter', 'Saturn', 'The Orion Nebula', 'The Pleiades'])
      expect(screen.getByRole('img', { name: `${name} in this eyepiece's field, drawn to scale` })).toBeInTheDocument();
    expect(screen.getByText(/never the colours of long-exposure photographs/)).toBeInTheDocument();

    const toAdd = screen.getByRole('region', { name: 'What to add' });
    // the Barlow doubles the Plössl's 36x; the 6 mm gives 150x; the 2.5 mm's 360x is past what 130 mm shows
    expect(await within(toAdd).findByText('72× with this eyepiece')).toBeInTheDocument();
    expect(await within(toAdd).findByText('150× in this telescope')).toBeInTheDocument();
    expect(await within(toAdd).findByText('36× in this telescope')).toBeInTheDocument();
    expect(within(toAdd).queryByRole('link', { name: 'Lumen 2.5 mm' })).not.toBeInTheDocument();
    expect(fitsAsked).toContain('orbita-130-900');
    // each card says how it fits, as the list filtered by the telescope answers
    expect(within(toAdd).getAllByText('Fits')).toHaveLength(3);

    await user.click(within(toAdd).getByRole('button', { name: /Lumen 2x Barlow/ }));
    expect(store.getState().cart.products).toEqual({ '5': 1 });
  });

  it('takes a telescope we do not sell from the reference list, and typed figures, and draws them', async () => {
    serveShop();
    const user = userEvent.setup();
    const { router } = await renderApp('/en/observe');
    expect(await screen.findByText('Choose a telescope to see what it shows.')).toBeInTheDocument();

    const telescopeGroup = screen.getByRole('group', { name: 'Telescope' });
    await user.click(within(telescopeGroup).getByRole('button', { name: 'A telescope we do not sell' }));
    await user.type(screen.getByRole('combobox', { name: 'Brand and model' }), 'Celestron');
    await user.click(await screen.findByRole('option', { name: 'Celestron NexStar 8SE' }));
    expect(router.state.location.search).toBe('?telescope=ref%3Acelestron-nexstar-8se');
    // 2032 mm with the supplied 25 mm eyepiece: 81x, as Celestron's manual has it
    expect(await screen.findByText('81×')).toBeInTheDocument();
    expect(figure('highest_useful')).toBe('406×');
    await screen.findByText(/the one most telescopes come with/);

    await user.click(within(telescopeGroup).getByRole('button', { name: 'Type its figures' }));
    fireEvent.change(within(telescopeGroup).getByRole('spinbutton', { name: 'Aperture, mm' }), {
      target: { value: '102' },
    });
    fireEvent.change(within(telescopeGroup).getByRole('spinbutton', { name: 'Focal length, mm' }), {
      target: { value: '1000' },
    });
    await user.click(within(telescopeGroup).getByRole('button', { name: 'Use these figures' }));
    expect(router.state.location.search).toBe('?telescope=own%3A102%2C1000%2C1.25');
    expect(await screen.findByText('40×')).toBeInTheDocument();
    expect(figure('highest_useful')).toBe('204×');
  });

  it('speaks Georgian', async () => {
    serveShop();
    await renderApp('/ka/observe?telescope=own:130,900,2&eyepiece=own:10,68');
    expect(await screen.findByRole('heading', { level: 1, name: 'რას დაინახავთ' })).toBeInTheDocument();
    expect(await screen.findByText('90×')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'იუპიტერი ამ ოკულარის ველში, მასშტაბით' })).toBeInTheDocument();
  });
});
