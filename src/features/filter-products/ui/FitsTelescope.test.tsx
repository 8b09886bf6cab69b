import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Facets } from '@/entities/product';
import { apiBase, server } from '@/test/msw';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ChosenFilters, ProductFilters } from '../index';

const accessories: Facets = { price: null, inStock: 3, specs: [], ranges: [], fitsTelescope: true };
const telescopes = [
  { slug: 'orbita-102-1000-eq3', name: 'Orbita 102/1000 EQ3' },
  { slug: 'tetnuldi-8-dobsonian', name: 'Tetnuldi 8" Dobsonian' },
];

/** the server's telescopes (each request logged) and its products, by their names */
function serveTelescopes(asked: string[] = []) {
  server.use(
    http.get(`${apiBase}/api/telescopes`, ({ request }) => {
      asked.push(request.headers.get('accept-language') ?? '');
      return HttpResponse.json({ data: telescopes });
    }),
    http.get(`${apiBase}/api/telescopes/reference`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const nexstar = { slug: 'celestron-nexstar-8se', brand: 'Celestron', model: 'NexStar 8SE' };
      const found = /celestron|nexstar/i.test(q)
        ? [{ ...nexstar, aperture_mm: 203, focal_length_mm: 2032, focuser: '1.25' }]
        : [];
      return HttpResponse.json({ data: found });
    }),
    http.get(`${apiBase}/api/product/:slug`, ({ params }) => {
      const telescope = telescopes.find(({ slug }) => slug === params.slug);
      return HttpResponse.json({
        data: { id: 1, slug: params.slug, price: 1, translations: [{ name: telescope?.name }] },
      });
    }),
  );
  return asked;
}

const render = (path: string, facets: Facets = accessories, signedIn = false) =>
  renderWithProviders(
    <>
      <ChosenFilters facets={facets} />
      <ProductFilters facets={facets} />
      <Address />
    </>,
    { path, route: '/:locale/products/:slug', ...(signedIn && { preloadedState: { session: { token: 'tok-1' } } }) },
  );

/** the account's telescopes ("my telescopes"), as the server keeps them; each one kept is logged */
function serveKept(kept: Record<string, unknown>[]) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${apiBase}/api/user/telescopes`, () => HttpResponse.json({ data: kept })),
    http.post(`${apiBase}/api/user/telescopes`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      kept.push({
        id: kept.length + 10,
        name: 'Kept',
        aperture_mm: 203,
        focal_length_mm: 2032,
        focuser: '1.25',
        ...body,
      });
      return HttpResponse.json({ status: 'ok', data: kept }, { status: 201 });
    }),
  );
  return bodies;
}

const address = () => screen.getByTestId('address');
const field = (name = 'Choose your telescope') => screen.getByRole('combobox', { name });
/** a tap on the field: its plain face gives way to the searchable one, open */
async function openField(name?: string) {
  await userEvent.click(field(name));
  await waitFor(() => expect(field(name).closest('.MuiAutocomplete-root')).not.toBeNull());
  // taken over after the tap (it opens focused) or before it, once idle (the tap then lands on it); its
  // popup shows "Loading…" until the telescopes are here, and only then is the combobox expanded
  if (!document.querySelector('.MuiAutocomplete-popper')) await userEvent.click(field(name));
  await screen.findAllByRole('option');
}

describe('fits my telescope', () => {
  it('asks for the telescopes once opened, finds one by name, narrows the list to it and remembers it', async () => {
    const asked = serveTelescopes();
    await render('/en/products/eyepieces?sort=name-asc&page=2');
    expect(screen.getByRole('group', { name: 'Fits my telescope' })).toBeInTheDocument();
    expect(asked).toEqual([]);

    await openField();
    await userEvent.type(field(), 'dobs');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Tetnuldi 8" Dobsonian']);
    expect(asked).toEqual(['en']);
    await userEvent.click(options[0]);

    expect(address()).toHaveTextContent(/^\/en\/products\/eyepieces\?sort=name-asc&fits=tetnuldi-8-dobsonian$/);
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(await within(chips).findByRole('link', { name: 'Remove filter Fits: Tetnuldi 8" Dobsonian' })).toBeVisible();
    expect(field()).toHaveValue('Tetnuldi 8" Dobsonian');
    expect(localStorage.getItem('astroshop.telescope')).toBe('tetnuldi-8-dobsonian');
  });

  it('takes the telescope off with its clear button, as its chip does', async () => {
    serveTelescopes();
    await render('/ka/products/eyepieces?fits=orbita-102-1000-eq3&in_stock=true');
    await waitFor(() => expect(field('აირჩიეთ ტელესკოპი')).toHaveValue('Orbita 102/1000 EQ3'));
    // MUI shows the clear button on a focused field by CSS that jsdom does not apply (hidden, so nameless
    // to a role query): found by its title, the same text
    await openField('აირჩიეთ ტელესკოპი');
    await userEvent.click(screen.getByTitle('ტელესკოპის გასუფთავება'));
    expect(address()).toHaveTextContent(/^\/ka\/products\/eyepieces\?in_stock=true$/);
    expect(field('აირჩიეთ ტელესკოპი')).toHaveValue('');
  });

  it('offers the remembered telescope on the next list as one tap, without applying it', async () => {
    localStorage.setItem('astroshop.telescope', 'tetnuldi-8-dobsonian');
    serveTelescopes();
    await render('/en/products/mounts?in_stock=true');
    const suggestion = await screen.findByRole('link', { name: 'Your telescope: Tetnuldi 8" Dobsonian' });
    expect(address()).toHaveTextContent(/^\/en\/products\/mounts\?in_stock=true$/);
    expect(field()).toHaveValue('');
    await userEvent.click(suggestion);
    expect(address()).toHaveTextContent(/^\/en\/products\/mounts\?in_stock=true&fits=tetnuldi-8-dobsonian$/);
    // chosen: nothing more to offer
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Your telescope/ })).not.toBeInTheDocument());
  });

  it.each([
    ['corrupted', '{"slug":'],
    ['no telescope of the catalogue', 'lumen-plossl-25'],
  ])('offers nothing from a %s remembered value, and the field still works', async (_, stored) => {
    localStorage.setItem('astroshop.telescope', stored);
    serveTelescopes();
    await render('/en/products/eyepieces');
    await openField();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Your telescope/ })).not.toBeInTheDocument();
  });

  it('is not offered on a list of what fits no telescope (telescopes themselves)', async () => {
    const asked = serveTelescopes();
    localStorage.setItem('astroshop.telescope', 'tetnuldi-8-dobsonian');
    await render('/en/products/telescopes', { ...accessories, fitsTelescope: false });
    expect(screen.getByRole('checkbox', { name: 'In stock (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Fits my telescope' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('finds a telescope we do not sell as its brand is typed, narrows the list to it and remembers it', async () => {
    serveTelescopes();
    await render('/en/products/eyepieces');
    await openField();
    await userEvent.type(field(), 'celestron');
    const option = await screen.findByRole('option', { name: 'Celestron NexStar 8SE' });
    expect(screen.getByText('Telescopes we do not sell')).toBeInTheDocument();
    await userEvent.click(option);
    expect(address()).toHaveTextContent(/^\/en\/products\/eyepieces\?fits=ref%3Acelestron-nexstar-8se$/);
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(await within(chips).findByRole('link', { name: 'Remove filter Fits: Celestron NexStar 8SE' })).toBeVisible();
    expect(localStorage.getItem('astroshop.telescope')).toBe('ref:celestron-nexstar-8se');
  });

  it("takes a telescope's typed figures, and offers them again on the next list", async () => {
    serveTelescopes();
    const { unmount } = await render('/en/products/eyepieces');
    await userEvent.click(screen.getByRole('button', { name: 'Not listed? Type its figures' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Aperture, mm' }), '130');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Focal length, mm' }), '650');
    await userEvent.click(screen.getByRole('button', { name: 'Use these figures' }));
    expect(address()).toHaveTextContent(/^\/en\/products\/eyepieces\?fits=own%3A130%2C650%2C1.25$/);
    expect(await screen.findByRole('link', { name: 'Remove filter Fits: 130/650 mm, 1.25" focuser' })).toBeVisible();
    unmount();
    await render('/en/products/filters');
    expect(await screen.findByRole('link', { name: 'Your telescope: 130/650 mm, 1.25" focuser' })).toBeVisible();
  });

  describe('kept in the account', () => {
    const nexstar = {
      id: 7,
      kind: 'ref',
      slug: 'celestron-nexstar-8se',
      name: 'Celestron NexStar 8SE',
      aperture_mm: 203,
      focal_length_mm: 2032,
      focuser: '1.25',
    };

    it("offers each of a signed-in shopper's kept telescopes as one tap, beside the remembered one", async () => {
      localStorage.setItem('astroshop.telescope', 'tetnuldi-8-dobsonian');
      serveTelescopes();
      serveKept([
        nexstar,
        {
          id: 8,
          kind: 'own',
          slug: null,
          name: 'My old refractor',
          aperture_mm: 90,
          focal_length_mm: 900,
          focuser: '1.25',
        },
      ]);
      await render('/en/products/eyepieces', accessories, true);
      expect(await screen.findByRole('link', { name: 'Your telescope: Celestron NexStar 8SE' })).toHaveAttribute(
        'href',
        '/en/products/eyepieces?fits=ref%3Acelestron-nexstar-8se',
      );
      expect(screen.getByRole('link', { name: 'Your telescope: My old refractor' })).toHaveAttribute(
        'href',
        '/en/products/eyepieces?fits=own%3A90%2C900%2C1.25',
      );
      expect(await screen.findByRole('link', { name: 'Your telescope: Tetnuldi 8" Dobsonian' })).toBeVisible();
    });

    it('keeps the chosen telescope in the account once asked, then says it is there', async () => {
      serveTelescopes();
      const kept = serveKept([]);
      await render('/en/products/eyepieces?fits=ref%3Acelestron-nexstar-8se', accessories, true);
      await userEvent.click(await screen.findByRole('button', { name: 'Keep in my telescopes' }));
      expect(await screen.findByText('In your telescopes')).toBeVisible();
      expect(kept).toEqual([{ kind: 'ref', slug: 'celestron-nexstar-8se' }]);
      expect(await screen.findByText('Kept in your telescopes.')).toBeVisible();
    });

    it("says the server's reason when it keeps no more, and offers nothing to keep when signed out", async () => {
      serveTelescopes();
      const sent: unknown[] = [];
      server.use(
        http.get(`${apiBase}/api/user/telescopes`, () => HttpResponse.json({ data: [] })),
        http.post(`${apiBase}/api/user/telescopes`, async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ message: 'You can keep up to 10 telescopes.' }, { status: 422 });
        }),
      );
      const { unmount } = await render('/en/products/eyepieces?fits=own%3A130%2C650%2C1.25', accessories, true);
      await userEvent.click(await screen.findByRole('button', { name: 'Keep in my telescopes' }));
      expect(await screen.findByText('You can keep up to 10 telescopes.')).toBeVisible();
      // typed figures as the server takes them: the focuser's size a string, as its enum has it
      expect(sent).toEqual([{ kind: 'own', aperture_mm: 130, focal_length_mm: 650, focuser: '1.25' }]);
      unmount();
      // signed out: the session the first render kept in this browser is gone
      localStorage.clear();
      await render('/en/products/eyepieces?fits=own%3A130%2C650%2C1.25');
      await screen.findByRole('link', { name: 'Remove filter Fits: 130/650 mm, 1.25" focuser' });
      // signed out, the account is never asked (useMyTelescopes' own test): nothing to keep, at once
      expect(screen.queryByRole('button', { name: 'Keep in my telescopes' })).not.toBeInTheDocument();
    });
  });
});
