import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ProductPage } from './ProductPage';

const orbita = {
  id: 7,
  slug: 'orbita-130',
  img: 'a.webp',
  img2: 'b.webp',
  img3: null,
  img4: 'd.webp',
  img5: null,
  pdf: 'orbita.pdf',
  price: '1299.50',
  discounted: '999.00',
  live_stock: 4,
  translations: [
    {
      name: 'Orbita 130',
      details: '<p>Sharp views</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
    },
  ],
  stocks: [
    { warehouse: { img: 'tbilisi.webp', translations: [{ name: 'Tbilisi' }] } },
    { warehouse: { img: 'batumi.webp', translations: [{ name: 'Batumi' }] } },
  ],
};

// our server's related products, none unless a test says otherwise
const serve = (product: object) =>
  server.use(
    http.get(`${apiBase}/api/product/:slug`, () => HttpResponse.json({ data: product })),
    http.get(`${apiBase}/api/product/:slug/related`, () =>
      HttpResponse.json({ data: { accessories: [], similar: [] } }),
    ),
  );
const render = () =>
  renderWithProviders(<ProductPage />, { path: '/en/product/orbita-130', route: '/:locale/product/:slug' });

describe('the product page', () => {
  it("shows our server's additions: the monthly price and related products", async () => {
    serve({ ...orbita, installment: { months: 12, monthly: 83.25 } });
    server.use(
      http.get(`${apiBase}/api/product/:slug/related`, () =>
        HttpResponse.json({
          data: {
            accessories: [
              { id: 8, slug: 'eyepiece', price: 90, live_stock: 3, translations: [{ name: 'Plössl 25 mm' }] },
            ],
            similar: [
              {
                id: 9,
                slug: 'orbita-150',
                price: 1500,
                live_stock: 1,
                translations: [{ name: 'Orbita 150' }],
                installment: { months: 12, monthly: 125 },
              },
            ],
          },
        }),
      ),
    );
    await render();
    expect(await screen.findByText('from 83.25 ₾/month · 12 months, BOG')).toBeInTheDocument();
    const accessories = await screen.findByRole('region', { name: 'Accessories that fit' });
    expect(accessories).toHaveTextContent('Plössl 25 mm');
    expect(screen.getByRole('region', { name: 'Similar products' })).toHaveTextContent(
      'from 125.00 ₾/month · 12 months, BOG',
    );
  });

  it('shows no monthly price nor related products from a contract-only server', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(orbita);
    server.use(
      http.get(`${apiBase}/api/product/:slug/related`, () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Orbita 130' })).toBeInTheDocument();
    expect(screen.queryByText(/month/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fits these telescopes' })).not.toBeInTheDocument();
    // the related products' 404 is a failed load, logged as any is
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Get data failed: ', expect.objectContaining({ status: 404 })),
    );
  });

  it("names the product's category in the breadcrumb when our server says it", async () => {
    serve(orbita);
    server.use(
      http.get(`${apiBase}/api/product/:slug`, () =>
        HttpResponse.json({
          data: orbita,
          category: { id: 3, slug: 'reflectors', translations: [{ name: 'Reflectors' }] },
        }),
      ),
    );
    await render();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(within(trail).getByRole('link', { name: 'Reflectors' })).toHaveAttribute(
        'href',
        '/en/products/reflectors',
      ),
    );
    expect(within(trail).getByText('Orbita 130')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the breadcrumb at Home > product from a contract-only server', async () => {
    serve(orbita);
    await render();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getByText('Orbita 130')).toBeInTheDocument());
    expect(within(trail).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the name, price with Sale badge, warehouses and the PDF', async () => {
    serve(orbita);
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Orbita 130' })).toBeInTheDocument();
    expect(screen.getByText('999.00 ₾')).toBeInTheDocument();
    expect(screen.getByText('1,299.50 ₾').tagName).toBe('DEL');
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.getByText('Tbilisi')).toBeInTheDocument();
    expect(screen.getByText('Batumi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Specification sheet/ })).toHaveAttribute(
      'href',
      'http://shop.test/storage/uploads/products/orbita.pdf',
    );
  });

  it('shows the images as a gallery', async () => {
    serve(orbita);
    await render();
    const main = await screen.findByRole('img', { name: 'Orbita 130' });
    expect(main).toHaveAttribute('src', 'http://shop.test/storage/uploads/products/a.webp');
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Orbita 130' })).toHaveAttribute(
        'src',
        'http://shop.test/storage/uploads/products/d.webp',
      ),
    );
  });

  it("describes each picture by the alternative text our server gives, the product's name where there is none", async () => {
    serve({
      ...orbita,
      pictures: [
        { img: 'a.webp', translations: [{ locale: 'en', alt: 'Orbita 130 on its tripod at dusk' }] },
        { img: 'b.webp', translations: [{ locale: 'en', alt: '' }] },
      ],
    });
    await render();
    const main = await screen.findByRole('img', { name: 'Orbita 130 on its tripod at dusk' });
    expect(main).toHaveAttribute('src', 'http://shop.test/storage/uploads/products/a.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Orbita 130' })).toHaveAttribute(
        'src',
        'http://shop.test/storage/uploads/products/b.webp',
      ),
    );
  });

  it('sanitizes the details HTML', async () => {
    serve(orbita);
    await render();
    expect(await screen.findByText('Sharp views')).toBeInTheDocument();
    const details = screen.getByText('Sharp views').parentElement!;
    expect(details.innerHTML).not.toMatch(/script|onerror/);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('falls back to No title, No Details and No Price', async () => {
    serve({ id: 8, slug: 'bare', live_stock: 0 });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'No title' })).toBeInTheDocument();
    expect(screen.getByText('No Details')).toBeInTheDocument();
    expect(screen.getByText('No Price')).toBeInTheDocument();
    expect(screen.getByText('out of stock')).toBeInTheDocument();
  });

  it('keeps its skeletons and logs when the product cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${apiBase}/api/product/:slug`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    await render();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Get data failed: ', expect.objectContaining({ status: 500 })),
    );
    expect(screen.getAllByTestId('html-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('says which accessory fits through the adapter, and which telescopes an accessory fits, with a link to all', async () => {
    serve(orbita);
    const scope = (id: number, name: string) => ({
      id,
      slug: `scope-${id}`,
      price: 900,
      live_stock: 2,
      translations: [{ name }],
    });
    server.use(
      http.get(`${apiBase}/api/product/:slug/related`, () =>
        HttpResponse.json({
          data: {
            accessories: [
              { ...scope(8, 'Plössl 25 mm'), fit: { verdict: 'adapter' } },
              { ...scope(10, 'Panorama 2" 32 mm'), fit: { verdict: 'fits' } },
            ],
            similar: [],
            telescopes: [scope(11, 'Tetnuldi 8'), scope(12, 'Orbita 150')],
            telescopes_total: 12,
          },
        }),
      ),
    );
    await render();
    const accessories = await screen.findByRole('region', { name: 'Accessories that fit' });
    const [plossl, panorama] = within(accessories).getAllByRole('listitem');
    expect(plossl).toHaveTextContent('Plössl 25 mm');
    expect(plossl).toHaveTextContent(`Fits through the focuser's 1.25" adapter`);
    expect(panorama).not.toHaveTextContent('adapter');
    const telescopes = screen.getByRole('region', { name: 'Fits these telescopes' });
    expect(within(telescopes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(telescopes).getByRole('link', { name: 'See all 12 telescopes it fits' })).toHaveAttribute(
      'href',
      '/en/products/telescopes?fits=orbita-130',
    );
  });

  it("says what a telescope shows, and links its page and an eyepiece's to 'What you will see'", async () => {
    const spec = (key: string, value: string) => ({ key, translations: [{ label: key, value }] });
    serve({ ...orbita, specs: [spec('aperture', '130 mm'), spec('focal_length', '900 mm')] });
    await render();
    const section = await screen.findByRole('region', { name: 'What you will see' });
    // twice the aperture, 2 + 5 log 130, 116 / 130
    expect(within(section).getByText('260×')).toBeInTheDocument();
    expect(within(section).getByText('12.6')).toBeInTheDocument();
    expect(within(section).getByText('0.89″')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open “What you will see”' })).toHaveAttribute(
      'href',
      '/en/observe?telescope=orbita-130',
    );
  });

  it("links an eyepiece's page to 'What you will see' with it, and says nothing on a product without optics", async () => {
    const spec = (key: string, value: string) => ({ key, translations: [{ label: key, value }] });
    serve({ ...orbita, specs: [spec('focal_length', '25 mm'), spec('apparent_field', '52°')] });
    const { unmount } = await render();
    const section = await screen.findByRole('region', { name: 'What you will see' });
    expect(within(section).getByRole('link', { name: 'Open “What you will see”' })).toHaveAttribute(
      'href',
      '/en/observe?eyepiece=orbita-130',
    );
    unmount();
    serve({ ...orbita, specs: [spec('weight', '2 kg')] });
    await render();
    await screen.findByRole('heading', { name: 'Orbita 130' });
    await screen.findByText('Sharp views');
    expect(screen.queryByRole('region', { name: 'What you will see' })).not.toBeInTheDocument();
  });
});
