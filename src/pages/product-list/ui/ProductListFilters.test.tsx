import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase, server } from '@/test/msw';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ProductListPage } from './ProductListPage';

const rawProduct = (id: number) => ({
  id,
  slug: `scope-${id}`,
  price: 100 * id,
  live_stock: 1,
  translations: [{ name: `Scope ${id}` }],
});

const facets = {
  price: { min: 120, max: 3400 },
  in_stock: 7,
  specs: [
    {
      key: 'design',
      label: 'Optical design',
      values: [
        { code: 'achromatic-refractor', value: 'Achromatic refractor', count: 4 },
        { code: 'newtonian-reflector', value: 'Newtonian reflector', count: 3 },
        { code: 'maksutov-cassegrain', value: 'Maksutov-Cassegrain', count: 0 },
      ],
    },
    {
      key: 'aperture',
      label: 'Aperture',
      values: [
        { code: '70', value: '70 mm', count: 2 },
        { code: '102', value: '102 mm', count: 1 },
      ],
    },
  ],
};

/** the ranges our server adds to the facets (README, "Ranges") */
const ranges = [
  { key: 'price', label: 'Price', unit: '₾', step: 10, min: 120, max: 3400, selected_min: null, selected_max: null },
  {
    key: 'aperture',
    label: 'Aperture',
    unit: 'mm',
    step: 10,
    min: 70,
    max: 110,
    selected_min: null,
    selected_max: null,
  },
];

/** our server: the list answers facets; `withFacets` false plays a contract-only server */
function serveList(requests: URL[], withFacets: boolean | object = true) {
  server.use(
    http.get(`${apiBase}/api/categories`, () => HttpResponse.json([])),
    http.get(`${apiBase}/api/products/:slug`, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({
        data: { data: [rawProduct(1), rawProduct(2)], total: 2, current_page: 1, last_page: 1 },
        category: { id: 2, slug: 'telescopes', translations: [{ name: 'Telescopes' }] },
        ...(withFacets && { facets: withFacets === true ? facets : withFacets }),
      });
    }),
  );
}

const render = (path: string) =>
  renderWithProviders(
    <>
      <ProductListPage />
      <Address />
    </>,
    { path, route: '/:locale/products/:slug' },
  );

jest.setTimeout(20_000);

describe('the product list filters', () => {
  it('shows each value with its count, and a value that would leave nothing cannot be chosen', async () => {
    serveList([]);
    await render('/en/products/telescopes');
    const design = await screen.findByRole('group', { name: 'Optical design' });
    expect(within(design).getByRole('checkbox', { name: 'Achromatic refractor (4)' })).not.toBeChecked();
    expect(within(design).getByRole('checkbox', { name: 'Maksutov-Cassegrain (0)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(design).getByRole('checkbox', { name: 'Maksutov-Cassegrain (0)' })).not.toHaveAttribute('href');
    expect(screen.getByRole('checkbox', { name: 'In stock (7)' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Price from' })).toHaveAttribute('placeholder', '120');
  });

  it('reads the filters from the address and asks the server for them, with sort and page', async () => {
    const requests: URL[] = [];
    serveList(requests);
    await render(
      '/en/products/telescopes?sort=price-asc&page=2&in_stock=true&design=newtonian-reflector&aperture=70,102',
    );
    expect(await screen.findByRole('checkbox', { name: 'Newtonian reflector (3)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '102 mm (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock (7)' })).toBeChecked();
    const asked = requests.at(-1)!.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      sort: 'price-asc',
      page: '2',
      in_stock: 'true',
      design: 'newtonian-reflector',
      aperture: '70,102',
    });
  });

  it('puts a choice made by keyboard into the address, back on the first page', async () => {
    const requests: URL[] = [];
    serveList(requests);
    await render('/en/products/telescopes?page=3&sort=name-asc');
    const achromat = await screen.findByRole('checkbox', { name: 'Achromatic refractor (4)' });
    // a link to the list with the value chosen: it filters before the page's script has run
    expect(achromat).toHaveAttribute('href', '/en/products/telescopes?sort=name-asc&design=achromatic-refractor');
    act(() => achromat.focus());
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/products/telescopes?sort=name-asc&design=achromatic-refractor',
    );
    // the price range is a GET form: what the browser itself would submit keeps the rest of the list
    const priceForm = screen.getByRole('spinbutton', { name: 'Price to' }).closest('form')!;
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Price to' }), '999');
    expect([...new FormData(priceForm)]).toEqual([
      ['sort', 'name-asc'],
      ['design', 'achromatic-refractor'],
      ['price_min', ''],
      ['price_max', '999'],
    ]);
    expect(priceForm).toHaveAttribute('method', 'get');
    expect(priceForm).toHaveAttribute('action', '/en/products/telescopes');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('design=achromatic-refractor&price_max=999');
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('price_max')).toBe('999'));
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en\/products\/telescopes\?sort=name-asc$/);
  });

  it('shows the filters in force as chips above the list, each one removable, and clears them all', async () => {
    serveList([]);
    await render(
      '/en/products/telescopes?sort=name-asc&in_stock=true&design=newtonian-reflector&aperture=70,102&price_min=100',
    );
    const chips = await screen.findByRole('list', { name: 'Filters in force' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Price: from 100.00 ₾',
      'In stock',
      'Optical design: Newtonian reflector',
      'Aperture: 70 mm',
      'Aperture: 102 mm',
      'Clear all',
    ]);
    await userEvent.click(within(chips).getByRole('link', { name: 'Remove filter Aperture: 70 mm' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      /^\/en\/products\/telescopes\?sort=name-asc&in_stock=true&design=newtonian-reflector&aperture=102&price_min=100$/,
    );
    await userEvent.click(within(chips).getByRole('link', { name: 'Remove filter Price: from 100.00 ₾' }));
    expect(screen.getByTestId('address')).not.toHaveTextContent('price_min');
    await userEvent.click(within(chips).getByRole('link', { name: 'Clear all' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en\/products\/telescopes\?sort=name-asc$/);
    expect(screen.queryByRole('list', { name: 'Filters in force' })).not.toBeInTheDocument();
  });

  it("counts the filters in force on the phone's Filters button, and its drawer closes on show N products", async () => {
    serveList([]);
    await render('/en/products/telescopes?in_stock=true&aperture=70,102');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters (3)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 2 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('applies the ranges typed in the drawer on show N products, in one address change', async () => {
    const requests: URL[] = [];
    serveList(requests, { ...facets, ranges });
    await render('/en/products/telescopes?sort=name-asc&page=2&aperture_min=80');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Price from' }), '100');
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Price to' }), '500');
    await userEvent.clear(within(drawer).getByRole('spinbutton', { name: 'Aperture from' }));
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Aperture to' }), '100');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 2 products' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      /^\/en\/products\/telescopes\?sort=name-asc&price_min=100&price_max=500&aperture_max=100$/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('price_max')).toBe('500'));
  });

  it('leaves the address as it is on show N products when nothing was typed', async () => {
    serveList([], { ...facets, ranges });
    await render('/en/products/telescopes?page=2&price_min=100');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 2 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en\/products\/telescopes\?page=2&price_min=100$/);
  });

  it("takes a campaign's or a modal's parameters for no filter", async () => {
    const requests: URL[] = [];
    serveList(requests);
    await render('/en/products/telescopes?utm_source=mail&fbclid=x&auth=login');
    await screen.findByRole('checkbox', { name: 'Achromatic refractor (4)' });
    // the server's HTML of this list has no such button either: hydration finds what it rendered
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toEqual({});
  });

  it('shows no filters against a contract-only server, and lists as before', async () => {
    serveList([], false);
    await render('/en/products/telescopes?design=newtonian-reflector');
    expect(await screen.findByRole('link', { name: 'Scope 2' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('offers the measurements as ranges on their steps, instead of their values, and shows a range as a chip', async () => {
    const requests: URL[] = [];
    serveList(requests, { ...facets, ranges });
    await render('/en/products/telescopes?sort=name-asc&design=newtonian-reflector');
    const aperture = await screen.findByRole('group', { name: 'Aperture (mm)' });
    // the range supersedes the aperture's checkboxes; the other specifications stay lists of values
    expect(screen.queryByRole('checkbox', { name: '70 mm (2)' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Achromatic refractor (4)' })).toBeInTheDocument();
    const from = within(aperture).getByRole('spinbutton', { name: 'Aperture from' });
    expect(from).toHaveAttribute('placeholder', '70');
    expect(from).toHaveAttribute('step', '10');
    // one way to a range: the price is the same kind of form
    expect(screen.getByRole('group', { name: 'Price (₾)' })).toContainElement(
      screen.getByRole('spinbutton', { name: 'Price to' }),
    );
    // a GET form: what the browser itself would submit keeps the rest of the list
    const form = from.closest('form')!;
    await userEvent.type(from, '80');
    await userEvent.type(within(aperture).getByRole('spinbutton', { name: 'Aperture to' }), '100');
    expect([...new FormData(form)]).toEqual([
      ['sort', 'name-asc'],
      ['design', 'newtonian-reflector'],
      ['aperture_min', '80'],
      ['aperture_max', '100'],
    ]);
    await userEvent.click(within(aperture).getByRole('button', { name: 'Apply Aperture' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      /^\/en\/products\/telescopes\?sort=name-asc&design=newtonian-reflector&aperture_min=80&aperture_max=100$/,
    );
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('aperture_min')).toBe('80'));
    expect(requests.at(-1)!.searchParams.get('aperture_max')).toBe('100');
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    await userEvent.click(within(chips).getByRole('link', { name: 'Remove filter Aperture: 80–100 mm' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      /^\/en\/products\/telescopes\?sort=name-asc&design=newtonian-reflector$/,
    );
  });

  it('counts a range as one filter and names each end alone, in Georgian too', async () => {
    serveList([], { ...facets, ranges });
    await render('/ka/products/telescopes?aperture_min=80&price_max=2000');
    const chips = await screen.findByRole('list', { name: 'არჩეული ფილტრები' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((chip) => chip.textContent)
        .slice(0, 2),
    ).toEqual(['Price: 2000,00 ₾-მდე', 'Aperture: 80 mm-დან']);
    expect(screen.getByRole('button', { name: 'ფილტრები (2)' })).toBeInTheDocument();
  });

  it('names the product a list fits in a chip, which takes the list back to all', async () => {
    serveList([]);
    server.use(
      http.get(`${apiBase}/api/product/:slug`, () =>
        HttpResponse.json({ data: { id: 9, slug: 'tetnuldi-8', translations: [{ name: 'Tetnuldi 8" Dobsonian' }] } }),
      ),
    );
    await render('/en/products/eyepieces?fits=tetnuldi-8&sort=name-asc');
    const chip = await screen.findByRole('link', { name: 'Remove filter Fits: Tetnuldi 8" Dobsonian' });
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await userEvent.click(chip);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en\/products\/eyepieces\?sort=name-asc$/);
  });
});
