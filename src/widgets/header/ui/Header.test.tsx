import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase, server } from '@/test/msw';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import { emptyCart } from '@/entities/cart';
import { Header } from './Header';

const descendants = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: 100 + i, slug: `part-${i}`, name: `Part ${i}` }));

function serveLayoutData() {
  const languages: (string | null)[] = [];
  server.use(
    http.get(`${apiBase}/api/categories`, ({ request }) => {
      languages.push(request.headers.get('accept-language'));
      return HttpResponse.json([
        { id: 1, slug: 'telescopes', translations: [{ name: 'Telescopes' }], descendants: descendants(3) },
        { id: 2, slug: 'accessories', translations: [{ name: 'Accessories' }], descendants: descendants(46) },
        { id: 3, slug: 'mounts', translations: [{ name: 'Mounts' }], descendants: [] },
        { id: 4, slug: 'eyepieces', translations: [{ name: 'Eyepieces' }], descendants: [] },
      ]);
    }),
    http.get(`${apiBase}/api/contact`, () =>
      HttpResponse.json({
        fb: 'https://facebook.com/astro',
        instagram: 'https://instagram.com/astro',
        phone: '599 11 22 33|032 2 00 00 00',
        email: 'info@astro.ge',
        translations: [{ address: 'Tbilisi' }],
      }),
    ),
    // what the shopper types is suggested on: nothing matches here
    http.get(`${apiBase}/api/search/suggest`, () => HttpResponse.json({ products: [], categories: [], spellings: [] })),
  );
  return languages;
}

const renderHeader = (path: string, options = {}) =>
  renderWithProviders(
    <>
      <Header account={<button type="button">Log in</button>} />
      <Address />
    </>,
    { path, ...options },
  );

// MUI's menus and transitions are slow in jsdom, more so on a busy CI machine.
jest.setTimeout(20_000);

describe('the header', () => {
  it('shows the first three top categories and the fixed links', async () => {
    serveLayoutData();
    await renderHeader('/en/about');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Telescopes' })).toHaveAttribute(
      'href',
      '/en/products/telescopes',
    );
    expect(within(menu).getByRole('link', { name: 'Mounts' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Eyepieces' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Outlet' })).toHaveAttribute('href', '/en/products/outlet');
    expect(within(menu).getByRole('link', { name: 'Weekly promotion' })).toHaveAttribute(
      'href',
      '/en/products/weekly-promotion',
    );
    expect(within(menu).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/news');
    // the calculator is our own page now, in the same tab
    const calculator = within(menu).getByRole('link', { name: 'What you will see' });
    expect(calculator).toHaveAttribute('href', '/en/observe');
    expect(calculator).not.toHaveAttribute('target');
  });

  it('opens a category dropdown on hover, its descendants in columns of 10 then 8', async () => {
    serveLayoutData();
    await renderHeader('/en');
    const accessories = await screen.findByRole('link', { name: 'Accessories' });
    expect(accessories).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(accessories);
    expect(accessories).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getAllByTestId('dropdown-column').map((column) => within(column).getAllByRole('link').length),
    ).toEqual([10, 10, 10, 8, 8]);
    expect(screen.getByRole('link', { name: 'Part 45' })).toHaveAttribute('href', '/en/products/part-45');
    await userEvent.unhover(accessories);
    expect(screen.queryByRole('link', { name: 'Part 45' })).not.toBeInTheDocument();
  });

  it('opens the dropdown on keyboard focus, lets Tab walk into it and closes on Escape, focus back on the category', async () => {
    serveLayoutData();
    await renderHeader('/en');
    const telescopes = await screen.findByRole('link', { name: 'Telescopes' });
    act(() => telescopes.focus());
    expect(telescopes).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Part 0' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Part 1' })).not.toBeInTheDocument();
    expect(telescopes).toHaveFocus();
    expect(telescopes).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the dropdown with the arrow keys, and arrow down opens a closed one', async () => {
    serveLayoutData();
    await renderHeader('/en');
    const telescopes = await screen.findByRole('link', { name: 'Telescopes' });
    act(() => telescopes.focus());
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('link', { name: 'Part 0' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Part 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(telescopes).toHaveFocus();
    expect(telescopes).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches on Enter with the keyword as typed, and shows the keyword of the address', async () => {
    serveLayoutData();
    await renderHeader('/en/search?keyword=dob');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('dob');
    expect(box).toHaveAttribute('placeholder', 'Search products');
    await userEvent.clear(box);
    await userEvent.type(box, 'Sky & Star{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/en/search?keyword=Sky+%26+Star');
  });

  it('searches with the search button too', async () => {
    serveLayoutData();
    await renderHeader('/ka');
    await userEvent.type(screen.getByRole('combobox'), 'ბინოკლი');
    await userEvent.click(screen.getByRole('button', { name: 'ძიება' }));
    expect(screen.getByTestId('address')).toHaveTextContent(`/ka/search?keyword=${encodeURIComponent('ბინოკლი')}`);
  });

  it('switches language on the same path and query', async () => {
    serveLayoutData();
    await renderHeader('/en/products/telescopes?sort=name-asc');
    expect(screen.getByRole('link', { name: 'ქარ' })).toHaveAttribute('href', '/ka/products/telescopes?sort=name-asc');
  });

  it('links the contact icons: facebook, instagram, the first phone and e-mail', async () => {
    serveLayoutData();
    await renderHeader('/en');
    expect(await screen.findByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/astro');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Phone: 599 11 22 33' })).toHaveAttribute('href', 'tel:599112233');
    expect(screen.getByRole('link', { name: 'E-mail: info@astro.ge' })).toHaveAttribute('href', 'mailto:info@astro.ge');
  });

  it('counts distinct products on the cart badge', async () => {
    serveLayoutData();
    await renderHeader('/en', { preloadedState: { cart: { ...emptyCart, products: { '1': 5, '2': 1 } } } });
    const cart = screen.getByRole('link', { name: 'Cart, products: 2' });
    expect(cart).toHaveAttribute('href', '/en/cart');
    expect(within(cart).getByText('2')).toBeInTheDocument();
  });

  it('holds the account slot', async () => {
    serveLayoutData();
    await renderHeader('/en');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('loads categories in the page language', async () => {
    const languages = serveLayoutData();
    await renderHeader('/ka');
    await screen.findByRole('link', { name: 'Telescopes' });
    expect(languages).toEqual(['ka']);
  });

  it('shows the categories menu in the mobile drawer', async () => {
    serveLayoutData();
    await renderHeader('/en');
    await screen.findByRole('link', { name: 'Telescopes' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('button', { name: 'Eyepieces' })).toBeInTheDocument();
  });
});
