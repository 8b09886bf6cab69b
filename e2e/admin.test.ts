import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { logIn, newShopper } from './support/account';
import { baseUrl, describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { payOnCheckout, putInCart } from './support/cart';
import {
  adminApi,
  backOfficeToken,
  newOperator,
  openBackOffice,
  openOrderInBackOffice,
  signInToBackOffice,
} from './support/operators';
import { writeInEditor } from './support/editor';
import { newProduct } from './support/products';

jest.setTimeout(180_000);

// The back office (issue 23) in Chromium against the real server: its people's journeys from sign-in to
// what shoppers then see in the storefront. Each test adds its own operator and, where it changes the
// catalogue, its own product: the seeded ones are other suites' (they run against the same server).

/** a paid order of a new shopper, paid through the sandbox bank page as a shopper pays: its number */
async function paidOrder(page: Page): Promise<string> {
  const product = await newProduct(5, 120);
  const shopper = newShopper('Tamar', 'Kobakhidze');
  const { password, ...details } = shopper;
  expect(
    (await page.request.post('/api/register', { data: { ...details, password, repeat_password: password } })).ok(),
  ).toBe(true);
  await page.goto('/en?auth=login');
  await logIn(page, shopper);
  await putInCart(page, product.slug, 1);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Payment details' }).getByText(/₾/).first().waitFor();
  await payOnCheckout(page, /via Bank of Georgia/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/en\/success\?order=TS-\d+$/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await page.getByText(`Order ${number} is paid.`).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
  return number;
}

describeInBrowser('the back office in Chromium: operators run the shop, shoppers see it at once', () => {
  const page = shopPage();

  it('an owner signs in for the first time and enrols two-step sign-in by the key beside the QR code', async () => {
    const owner = await newOperator('owner');
    await openBackOffice(page);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    expect(await page.getByRole('img', { name: 'QR code for the authenticator app' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    // signInToBackOffice reads the key shown as text and types the authenticator's code
    await signInToBackOffice(page, owner);
    expect(owner.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const me = await adminApi<{ role: string; totp: boolean }>(await backOfficeToken(page), 'GET', '/me');
    expect(me.body).toMatchObject({ role: 'owner', totp: true });
    // the operators' screen is an owner's (the suite's operators fill more than its first page: any of them)
    await page.getByRole('menuitem', { name: 'Operators' }).click();
    await page
      .getByRole('cell', { name: /@e2e\.astroshop\.test$/ })
      .first()
      .waitFor();
  });

  it('a manager creates a product in both languages; it is in its category, the search and the sitemap at once', async () => {
    const manager = await newOperator('manager');
    await signInToBackOffice(page, manager);
    const slug = `e2e-refractor-${Date.now()}`;
    await page.goto('/admin/products/create');
    await page.getByLabel('Address (slug)').fill(slug);
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Telescopes', exact: true }).click();
    await page.getByRole('spinbutton', { name: /^Price/ }).fill('777');
    // each language's tab panel is labelled by its tab (all of them are in the page, the others hidden)
    await page.getByRole('tab', { name: 'ქართული' }).click();
    const georgian = page.getByLabel('ქართული', { exact: true });
    await georgian.getByLabel(/^Name/).fill('ვეგა 80/400 რეფრაქტორი');
    await writeInEditor(page, 'ქართული', ['მსუბუქი რეფრაქტორი.']);
    await page.getByRole('tab', { name: 'English' }).click();
    const english = page.getByLabel('English', { exact: true });
    await english.getByLabel(/^Name/).fill('Vega 80/400 refractor');
    await writeInEditor(page, 'English', ['A light refractor.']);
    // a new product is hidden until the manager publishes it (on the details tab)
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByLabel('Visible', { exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    // its picture, picked on the edit screen as an operator picks a file
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a5a8a' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type="file"][accept^="image/"]')
      .setInputFiles({ name: 'vega.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.locator(`img[src*="/storage/uploads/products/"][src*="${slug}"]`).first().waitFor();

    // the category lists its newest products first (date-desc, the default), with the picture
    await page.goto('/en/products/telescopes');
    await waitForHydration(page);
    await page.getByRole('main').getByText('Vega 80/400 refractor', { exact: true }).first().waitFor();
    const card = page.locator('main .MuiCard-root', { hasText: 'Vega 80/400 refractor' }).first();
    expect(await card.locator(`img[src*="${slug}"]`).count()).toBe(1);
    await page.goto('/en/search?keyword=Vega%2080%2F400');
    await page
      .getByRole('link', { name: /Vega 80\/400 refractor/ })
      .first()
      .waitFor();
    await page.goto('/ka/search?keyword=%E1%83%95%E1%83%94%E1%83%92%E1%83%90');
    await page
      .getByRole('link', { name: /ვეგა 80\/400 რეფრაქტორი/ })
      .first()
      .waitFor();
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/product/${slug}`);
  });

  it('a price change shows on the product page at once', async () => {
    const product = await newProduct(3, 500);
    const manager = await newOperator('manager');
    await signInToBackOffice(page, manager);
    await page.goto(`/admin/products/${product.id}`);
    const price = page.getByRole('spinbutton', { name: /^Price/ });
    await price.fill('432.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Element updated').waitFor();
    await page.goto(`/en/product/${product.slug}`);
    await waitForHydration(page);
    await page.getByRole('main').getByText('432.50 ₾').first().waitFor();
  });

  it('a manager fills a telescope’s compatibility in its tab: a weight past the rules is refused on its field, then its fits list offers a 2" eyepiece', async () => {
    const product = await newProduct(2);
    const manager = await newOperator('manager');
    await signInToBackOffice(page, manager);
    await page.goto(`/admin/products/${product.id}`);
    await page.getByRole('tab', { name: 'Compatibility' }).click();
    const tab = page.getByLabel('Compatibility', { exact: true });
    const choose = async (label: RegExp, option: string) => {
      await tab.getByLabel(label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose(/^Kind of product/, 'Telescope');
    await choose(/^Optical design/, 'Refractor');
    await tab.getByRole('radio', { name: '2"' }).check();
    const weight = tab.getByRole('spinbutton', { name: /^Tube weight/ });
    await weight.fill('1500');
    await choose(/^Dovetail bar/, 'Vixen');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // the server's rule (a tube of at most 1000 kg), on its field, in the operator's language
    await tab.getByText('The tube weight field is out of range.').waitFor();
    await weight.fill('3.2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Element updated').waitFor();

    const saved = await adminApi<{ compatibility: unknown }>(
      await backOfficeToken(page),
      'GET',
      `/products/${product.id}`,
    );
    expect(saved.body.compatibility).toEqual({
      role: 'telescope',
      design: 'refractor',
      focuser: 2,
      weight: 3.2,
      dovetail: 'vixen',
      mounted: false,
    });
    // what the storefront answers at once: the seeded 2" eyepiece fits it
    const fitting = await page.request.get(`/api/products/eyepieces?fits=${product.slug}`);
    expect(fitting.status()).toBe(200);
    const slugs = ((await fitting.json()).data.data as { slug: string }[]).map((item) => item.slug);
    expect(slugs).toContain('kavkasia-uwa-82-30');
  });

  it('staff count a product’s stock to 0, and its card in the storefront says out of stock', async () => {
    const product = await newProduct(4);
    const staff = await newOperator('staff');
    await signInToBackOffice(page, staff);
    await page.goto(`/admin/products/${product.id}/show`);
    const count = page.getByLabel('In stock').first();
    await count.fill('0');
    await page.getByRole('button', { name: 'Save count' }).first().click();
    await page.getByText('Stock count saved').waitFor();
    await page.goto(`/en/search?keyword=${encodeURIComponent(product.name)}`);
    await waitForHydration(page);
    await page.getByText(product.name, { exact: true }).first().waitFor();
    await page.getByRole('main').getByText('out of stock', { exact: true }).waitFor();
  });

  it('a new promo code applies in the storefront’s cart', async () => {
    const product = await newProduct(5, 300);
    const manager = await newOperator('manager');
    await signInToBackOffice(page, manager);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/admin/promo-codes/create');
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Fixed amount (₾)' }).click();
    await page.getByLabel('Value').fill('25');
    await page.getByLabel('Valid to').fill('2099-12-31T23:59');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('cell', { name: code }).waitFor();

    await putInCart(page, product.slug, 1);
    await page.goto('/en/cart');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText(`Code ${code} applied: 25.00 ₾ off`).waitFor();
  });

  it('staff pack a paid pickup order, then it is ready at its point and collected there: never shipped', async () => {
    const number = await paidOrder(page);
    const staff = await newOperator('staff');
    await signInToBackOffice(page, staff);
    await openOrderInBackOffice(page, number);
    await page.getByRole('button', { name: 'Packed' }).click();
    // a pickup order waits at its point: no courier, no tracking number
    await page.getByRole('button', { name: 'Ready for pickup' }).click();
    expect(await page.getByRole('button', { name: 'Ship' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Collected' }).click();
    await page.getByRole('button', { name: 'Collected' }).waitFor({ state: 'detached' });
    // refunds are not staff's
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    const id = Number(/\/orders\/(\d+)\/show$/.exec(page.url())![1]);
    const order = await adminApi<{ status: string; trackingNumber: string | null }>(
      await backOfficeToken(page),
      'GET',
      `/orders/${id}`,
    );
    expect(order.body).toMatchObject({ status: 'collected', trackingNumber: null });
  });

  it('a manager refunds a paid order through the sandbox bank', async () => {
    const number = await paidOrder(page);
    const manager = await newOperator('manager');
    await signInToBackOffice(page, manager);
    await openOrderInBackOffice(page, number);
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    await dialog.getByLabel('Put the stock back').check();
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Done').waitFor();
    const id = Number(/\/orders\/(\d+)\/show$/.exec(page.url())![1]);
    const order = await adminApi<{ total: number; refunded: number; refunds: { providerRefundId: string | null }[] }>(
      await backOfficeToken(page),
      'GET',
      `/orders/${id}`,
    );
    expect(order.body.refunded).toBe(order.body.total);
    expect(order.body.refunds).toHaveLength(1);
    expect(order.body.refunds[0].providerRefundId).toBeTruthy();
    // all of it is back: nothing left to refund
    await page.reload();
    await page.getByText(number).first().waitFor();
    await page.getByRole('heading', { name: 'Refunds' }).waitFor();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
  });

  it('staff see no prices, promo codes or operators, and the API refuses them those with 403', async () => {
    const staff = await newOperator('staff');
    await signInToBackOffice(page, staff);
    const menu = page.getByRole('menu').first();
    await menu.getByRole('menuitem', { name: 'Orders' }).waitFor();
    for (const hidden of ['Promo codes', 'Operators', 'Customers', 'Categories'])
      expect(await page.getByRole('menuitem', { name: hidden }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Products' }).click();
    await page.getByRole('columnheader', { name: 'Address (slug)' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Price' }).count()).toBe(0);

    const token = await backOfficeToken(page);
    for (const route of ['/promo-codes', '/operators', '/audit', '/news'])
      expect([route, (await adminApi(token, 'GET', route)).status]).toEqual([route, 403]);
    const products = await adminApi<{ items: Record<string, unknown>[] }>(token, 'GET', '/products?perPage=5');
    expect(products.status).toBe(200);
    for (const product of products.body.items) expect(product).not.toHaveProperty('price');
    const { id } = await newProduct(1);
    expect((await adminApi(token, 'PUT', `/products/${id}`, {})).status).toBe(403);
  });

  it('refuses a shopper’s token on the admin API with 401', async () => {
    const shopper = newShopper('Levan', 'Gelashvili');
    const { password, ...details } = shopper;
    await page.request.post('/api/register', { data: { ...details, password, repeat_password: password } });
    const login = await (
      await fetch(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: shopper.email, password }),
      })
    ).json();
    const token = login.data?.access_token ?? login.access_token;
    expect(typeof token).toBe('string');
    for (const route of ['/me', '/orders', '/products', '/operators', '/promo-codes'])
      expect([route, (await adminApi(token, 'GET', route)).status]).toEqual([route, 401]);
  });
});
