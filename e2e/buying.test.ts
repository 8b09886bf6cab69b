import type { Page } from 'playwright-core';
import { logIn, newShopper } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { payOnCheckout, putInCart } from './support/cart';

jest.setTimeout(120_000);

const shopper = newShopper('Ketevan', 'Abashidze');
const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cart') ?? '{}') as {
        products?: Record<string, number> | null;
        comment?: string;
      },
  );

/** The checkout, as a shopper on a phone reaches it: the page has become the shop. */
async function openCheckout(page: Page) {
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Payment details' }).getByText(/₾/).first().waitFor();
}

describeInBrowser('buying on a phone: signing in at the checkout, promo codes, outcomes, the bank page', () => {
  const page = shopPage();

  beforeAll(async () => {
    const { password, ...details } = shopper;
    const registered = await page.request.post('/api/register', {
      data: { ...details, password, repeat_password: password },
    });
    expect(registered.ok()).toBe(true);
    await page.setViewportSize({ width: 390, height: 800 });
  });

  it('opens the login modal from the checkout and, signed in, leaves the shopper at the checkout with the comment kept', async () => {
    await putInCart(page, 'orbita-70-700-az', 1);
    await openCheckout(page);
    await page.getByRole('textbox', { name: 'Comment' }).fill('Saburtalo, Pekini 10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please log in to place an order.').waitFor();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await logIn(page, shopper);
    await page.waitForURL(/\/en\/checkout$/);
    expect(await page.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('Saburtalo, Pekini 10');
  });

  it('says whether a promo code applies, and removes it', async () => {
    await putInCart(page, 'orbita-70-700-az', 1);
    await page.goto('/en/cart');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Code NO-SUCH-CODE gives no discount on this cart').waitFor();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('COMET50');
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Code COMET50 applied: 50.00 ₾ off').waitFor();
    await page.getByRole('button', { name: 'Remove code' }).click();
    await page.getByText('--').waitFor();
    expect(await page.getByText(/^Code /).count()).toBe(0);
    expect((await storedCart(page)) as { promo?: string | null }).toMatchObject({ promo: null });
  });

  it('fits the sandbox bank page on 320 and 390 px phones; a paid order names its number and clears the comment', async () => {
    await putInCart(page, 'orbita-70-700-az', 1);
    await openCheckout(page);
    await payOnCheckout(page, /via Bank of Georgia/);
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      for (const name of ['Approve', 'Decline']) {
        const button = (await page.getByRole('button', { name }).boundingBox())!;
        expect(button.x).toBeGreaterThanOrEqual(0);
        expect(button.x + button.width).toBeLessThanOrEqual(width);
      }
    }
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/en\/success\?order=TS-\d+$/);
    const number = new URL(page.url()).searchParams.get('order');
    await page.getByText(`Order ${number} is paid.`).waitFor();
    await page.getByText(/will write when it is on its way or ready for pickup/).waitFor();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '{}').comment === '');
    expect(await storedCart(page)).toMatchObject({ products: null, comment: '' });
  });

  it('fits the bank’s loan calculator on a 320 px phone', async () => {
    await putInCart(page, 'orbita-70-700-az', 1);
    await page.setViewportSize({ width: 320, height: 740 });
    await openCheckout(page);
    await payOnCheckout(page, /Bank of Georgia installments/);
    const calculator = page.getByRole('dialog');
    await calculator.getByRole('button', { name: 'Request the loan' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    const box = (await calculator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    // the monthly payment's ₾ is drawn with the shop's font: the dialog takes the page's
    expect(await calculator.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Noto Sans"/);
    await calculator.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 390, height: 800 });
  });

  it('a declined payment, then "Try again", pays the same order from its page (one order, not two)', async () => {
    await putInCart(page, 'orbita-70-700-az', 2);
    await openCheckout(page);
    await payOnCheckout(page, /via Bank of Georgia/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/en\/fail\?order=TS-\d+$/);
    const number = new URL(page.url()).searchParams.get('order')!;
    await page.getByText(`Order ${number} is not paid.`).waitFor();
    await page.getByRole('link', { name: 'Try again' }).click();
    // the order's own page, with its Pay choice and every method: never a second checkout
    await page.waitForURL(new RegExp(`/en/orders/${number}$`));
    await page.getByRole('heading', { name: 'Pay for the order' }).waitFor();
    expect(await page.getByRole('radio').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(new RegExp(`/en/success\\?order=${number}$`));
    // the newest order is the one paid: no second order was placed beside it
    await page.goto('/en/orders');
    const newest = page.getByRole('table', { name: 'My orders' }).getByRole('row').nth(1).getByRole('link');
    expect(await newest.textContent()).toBe(number);
  });

  it('forgets the checkout comment at logout', async () => {
    // the order before was paid, and the cart emptied with it
    await putInCart(page, 'orbita-70-700-az', 1);
    await openCheckout(page);
    await page.getByRole('textbox', { name: 'Comment' }).fill('Vake, Chavchavadze 12, 599 11 22 33');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '{}').comment !== '');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '{}').comment === '');
    expect(await storedCart(page)).toMatchObject({ comment: '' });
  });
});
