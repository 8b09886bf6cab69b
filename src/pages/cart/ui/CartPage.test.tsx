import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { emptyCart } from '@/entities/cart';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { CartPage } from './CartPage';

const catalogue: Record<string, { price: string; discounted: string | null; live_stock: number; name: string }> = {
  '7': { price: '1299.50', discounted: '999.00', live_stock: 3, name: 'Orbita 130' },
  '9': { price: '20', discounted: null, live_stock: 10, name: 'Red torch' },
};

/** A pricing server like ours: unit price discounted ?? price, quantities within the stock, COMET50 takes 50 lari off. */
function pricingServer() {
  const calls: { body: { products: Record<string, number> | null; promo: string | null }; headers: Headers }[] = [];
  server.use(
    http.post(`${apiBase}/api/cart`, async ({ request }) => {
      const body = (await request.json()) as (typeof calls)[number]['body'];
      calls.push({ body, headers: request.headers });
      const lines = Object.entries(body.products ?? {}).map(([id, quantity]) => {
        const { name, ...product } = catalogue[id];
        const label = request.headers.get('accept-language') === 'ka' ? `${name} (ka)` : name;
        return {
          product: { id: Number(id), slug: `p-${id}`, img: `${id}.webp`, ...product, translations: [{ name: label }] },
          quantity: Math.min(quantity, product.live_stock),
        };
      });
      const subtotal = lines.reduce(
        (sum, { product, quantity }) => sum + Number(product.discounted ?? product.price) * quantity,
        0,
      );
      const discount = body.promo === 'COMET50' ? 50 : 0;
      return HttpResponse.json({
        data: {
          total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
          total_price: subtotal - discount,
          promo_discount: discount,
          products: lines,
        },
      });
    }),
  );
  return calls;
}

const withProducts = (products: Record<string, number>) => ({ cart: { ...emptyCart, products } });

describe('the cart page', () => {
  it('says "Your cart is empty" and asks nothing when the cart is empty', async () => {
    const calls = pricingServer();
    await renderWithProviders(<CartPage />, { path: '/en/cart' });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows skeleton rows, then each line priced by the server, anonymously', async () => {
    const calls = pricingServer();
    await renderWithProviders(<CartPage />, {
      path: '/en/cart',
      preloadedState: { ...withProducts({ '7': 2, '9': 1 }), session: { token: 'secret' } },
    });
    expect(document.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    const row = (await screen.findByRole('link', { name: 'Orbita 130' })).closest('tr')!;
    expect(within(row).getByText('999.00 ₾')).toBeInTheDocument();
    expect(within(row).getByText('1,299.50 ₾').tagName).toBe('DEL');
    expect(within(row).getByText('1,998.00 ₾')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      'http://shop.test/storage/uploads/products/thumbs/large_7.webp',
    );
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(calls[0].headers.get('accept-language')).toBe('en');
    expect(calls[0].body).toMatchObject({ products: { '7': 2, '9': 1 }, promo: null, paymethod: 'BOG_CARD' });
    expect(screen.getByText('3 pieces')).toBeInTheDocument();
    expect(screen.getByText('2,018.00 ₾')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/en/checkout');
  });

  it('steps the quantity with the arrows only, between 1 and the live stock, and re-prices', async () => {
    const calls = pricingServer();
    const { store } = await renderWithProviders(<CartPage />, {
      path: '/en/cart',
      preloadedState: withProducts({ '7': 2 }),
    });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Orbita 130' });
    await userEvent.click(quantity);
    await userEvent.keyboard('5');
    expect(quantity).toHaveValue(2);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(quantity).toHaveValue(3);
    expect(store.getState().cart.products).toEqual({ '7': 3 });
    await waitFor(() => expect(calls.at(-1)!.body.products).toEqual({ '7': 3 }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(quantity).toHaveValue(1);
    await waitFor(() => expect(screen.getByText('999.00 ₾', { selector: 'td' })).toBeInTheDocument());
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '3');
  });

  it.each([
    ['en', 'only 3 left'],
    ['ka', 'დარჩა მხოლოდ 3'],
  ])('says "only 3 left" (%s) of a quantity above the stock instead of silently lowering it', async (lang, left) => {
    pricingServer();
    const { store } = await renderWithProviders(<CartPage />, {
      path: `/${lang}/cart`,
      preloadedState: withProducts({ '7': 5 }),
    });
    const quantity = await screen.findByRole('spinbutton', { name: /Orbita 130/ });
    expect(quantity).toHaveValue(3);
    expect(quantity).toHaveAccessibleDescription(left);
    // the line shows once the server has priced it: the cart still holds what the shopper chose
    expect(store.getState().cart.products).toEqual({ '7': 5 });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowDown}');
    expect(store.getState().cart.products).toEqual({ '7': 2 });
    expect(screen.queryByText(left)).not.toBeInTheDocument();
  });

  it('removes a line and re-prices the rest', async () => {
    const calls = pricingServer();
    const { store } = await renderWithProviders(<CartPage />, {
      path: '/en/cart',
      preloadedState: withProducts({ '7': 1, '9': 2 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Orbita 130 from the cart' }));
    expect(store.getState().cart.products).toEqual({ '9': 2 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Orbita 130' })).not.toBeInTheDocument());
    expect(calls.at(-1)!.body.products).toEqual({ '9': 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Red torch from the cart' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('activates a promo code: stored in the cart, priced by the server, shown as a negative discount', async () => {
    const calls = pricingServer();
    const { store } = await renderWithProviders(<CartPage />, {
      path: '/en/cart',
      preloadedState: withProducts({ '9': 5 }),
    });
    expect(await screen.findByText('--')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), ' COMET50 ');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(store.getState().cart.promo).toBe('COMET50');
    expect(await screen.findByText('−50.00 ₾')).toBeInTheDocument();
    expect(screen.getByText('50.00 ₾', { selector: 'dd' })).toBeInTheDocument();
    expect(calls.at(-1)!.body.promo).toBe('COMET50');
  });

  it('says a code is applied with its discount, and removes it', async () => {
    pricingServer();
    const { store } = await renderWithProviders(<CartPage />, {
      path: '/en/cart',
      preloadedState: withProducts({ '9': 5 }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'COMET50');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const verdict = screen.getByRole('status');
    await waitFor(() => expect(verdict).toHaveTextContent('Code COMET50 applied: 50.00 ₾ off'));
    await userEvent.click(within(verdict).getByRole('button', { name: 'Remove code' }));
    expect(store.getState().cart.promo).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    expect(verdict).toBeEmptyDOMElement();
    expect(await screen.findByText('--')).toBeInTheDocument();
  });

  it('reads a code with no discount (all a contract server says of an unknown one) as not applied', async () => {
    pricingServer();
    await renderWithProviders(<CartPage />, { path: '/ka/cart', preloadedState: withProducts({ '9': 5 }) });
    await userEvent.type(screen.getByRole('textbox', { name: 'პრომო კოდი' }), 'NEBULA');
    await userEvent.click(screen.getByRole('button', { name: 'გააქტიურება' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('კოდი NEBULA ამ კალათაზე ფასდაკლებას არ იძლევა'),
    );
    expect(screen.getByRole('button', { name: 'კოდის წაშლა' })).toBeInTheDocument();
  });

  it('offers the way back to the catalogue when the cart is empty', async () => {
    pricingServer();
    await renderWithProviders(<CartPage />, { path: '/en/cart' });
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/en');
  });

  it('prices the cart again in the new language when the language changes', async () => {
    const calls = pricingServer();
    await renderWithProviders(
      <>
        <CartPage />
        <Link to="/ka/cart">ქართული</Link>
      </>,
      { path: '/en/cart', preloadedState: withProducts({ '9': 1 }) },
    );
    await screen.findByRole('link', { name: 'Red torch' });
    await userEvent.click(screen.getByRole('link', { name: 'ქართული' }));
    expect(await screen.findByRole('link', { name: 'Red torch (ka)' })).toBeInTheDocument();
    expect(calls.map((call) => call.headers.get('accept-language'))).toEqual(['en', 'ka']);
  });
});
