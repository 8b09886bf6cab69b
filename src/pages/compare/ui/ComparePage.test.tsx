import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderApp } from '@/test/renderWithProviders';

const spec = (key: string, label: string, value: string) => ({ key, translations: [{ label, value }] });
const products: Record<string, object> = {
  'orbita-130': {
    id: 1,
    slug: 'orbita-130',
    price: 900,
    live_stock: 2,
    translations: [{ name: 'Orbita 130' }],
    specs: [spec('design', 'Optical design', 'Newtonian'), spec('aperture', 'Aperture', '130 mm')],
  },
  'orbita-130-900': {
    id: 3,
    slug: 'orbita-130-900',
    price: 900,
    live_stock: 2,
    translations: [{ name: 'Orbita 130/900' }],
    specs: [spec('aperture', 'Aperture', '130 mm'), spec('focal_length', 'Focal length', '900 mm')],
  },
  'tetnuldi-8-1200': {
    id: 4,
    slug: 'tetnuldi-8-1200',
    price: 1500,
    live_stock: 1,
    translations: [{ name: 'Tetnuldi 8' }],
    specs: [spec('aperture', 'Aperture', '203 mm'), spec('focal_length', 'Focal length', '1200 mm')],
  },
  'tetnuldi-8': {
    id: 2,
    slug: 'tetnuldi-8',
    price: 1500,
    live_stock: 1,
    translations: [{ name: 'Tetnuldi 8' }],
    specs: [
      spec('design', 'Optical design', 'Newtonian'),
      spec('aperture', 'Aperture', '203 mm'),
      spec('mount', 'Mount', 'Dobsonian'),
    ],
  },
};

function serveProducts() {
  server.use(
    http.get(`${apiBase}/api/categories`, () => HttpResponse.json([])),
    http.get(`${apiBase}/api/contact`, () => HttpResponse.json({})),
    http.get(`${apiBase}/api/product/:slug`, ({ params }) => {
      const product = products[String(params.slug)];
      return product ? HttpResponse.json({ data: product }) : HttpResponse.json({ message: 'no' }, { status: 404 });
    }),
  );
}

jest.setTimeout(20_000);

describe('the compare page', () => {
  it("aligns the products' specifications in rows and highlights where they differ", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveProducts();
    await renderApp('/en/compare?products=orbita-130,tetnuldi-8,gone');
    const table = await screen.findByRole('table', { name: /Specifications side by side/ });
    await within(table).findByRole('link', { name: 'Tetnuldi 8' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.querySelector('a')?.textContent ?? cell.textContent)).toEqual([
      'Specifications',
      'Orbita 130',
      'Tetnuldi 8',
    ]);
    const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect([...row(/^Optical design/).cells].map((cell) => cell.textContent)).toEqual([
      'Optical design',
      'Newtonian',
      'Newtonian',
    ]);
    expect(row(/^Optical design/)).not.toHaveAttribute('data-differs');
    expect([...row(/^Aperture/).cells].map((cell) => cell.textContent)).toEqual([
      'Aperturediffers',
      '130 mm',
      '203 mm',
    ]);
    expect(row(/^Aperture/)).toHaveAttribute('data-differs', 'true');
    // a specification only one product has is still a row, the other's cell a dash
    expect([...row(/^Mount/).cells].map((cell) => cell.textContent)).toEqual(['Mountdiffers', '—', 'Dobsonian']);
    // taking one out is a link to the comparison without it
    expect(within(table).getByRole('link', { name: 'Remove Orbita 130' })).toHaveAttribute(
      'href',
      '/en/compare?products=tetnuldi-8',
    );
    // the product that is gone is a failed load, logged as every one is
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Get data failed: ', expect.objectContaining({ status: 404 })),
    );
  });

  it('speaks Georgian, and says there is nothing to compare without products', async () => {
    serveProducts();
    await renderApp('/ka/compare');
    expect(await screen.findByText(/შესადარებელი ჯერ არაფერია/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'პროდუქტების შედარება' })).toBeInTheDocument();
  });

  it("sets telescopes' figures side by side, and Jupiter as each shows it at its highest useful power", async () => {
    serveProducts();
    await renderApp('/en/compare?products=orbita-130-900,tetnuldi-8-1200');
    const table = await screen.findByRole('table', { name: /Specifications side by side/ });
    await within(table).findByRole('link', { name: 'Tetnuldi 8' });
    const row = (name: RegExp) => [...within(table).getByRole('rowheader', { name }).closest('tr')!.cells];
    expect(row(/^Highest useful magnification/).map((cell) => cell.textContent)).toEqual([
      'Highest useful magnificationdiffers',
      '260×',
      '406×',
    ]);
    expect(
      row(/^Faintest star/)
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['12.6', '13.5']);
    // Jupiter at 260x and 406x through a 52° eyepiece: the bigger telescope draws it bigger
    const jupiters = row(/^Jupiter at its highest useful magnification/)
      .slice(1)
      .map((cell) => within(cell).getByRole('img', { name: "Jupiter in this eyepiece's field, drawn to scale" }));
    const radius = (drawing: HTMLElement) =>
      Number(drawing.querySelectorAll('g[clip-path] circle')[4].getAttribute('r'));
    expect(radius(jupiters[1]) / radius(jupiters[0])).toBeCloseTo(406 / 260, 2);
  });
});
