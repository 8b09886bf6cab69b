import type { Page } from 'playwright-core';
import { logIn, newShopper } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { payOnCheckout } from './support/cart';

jest.setTimeout(120_000);

// Two in-stock products of the seeded catalogue and its fixed 50 lari promo code.
const products = ['orbita-70-700-az', 'orbita-90-900-eq2'];
const promo = 'COMET50';

const shopper = newShopper('Nino', 'Beridze');

async function register(page: Page) {
  await page.goto('/en');
  await waitForHydration(page); // a click before then reaches plain HTML
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('First name').fill(shopper.fname);
  await dialog.getByLabel('Last name').fill(shopper.lname);
  await dialog.getByLabel('Phone').fill(shopper.phone);
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByRole('textbox', { name: /^Personal ID/ }).fill(shopper.pid);
  await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
  await dialog.getByLabel('Repeat password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await page.getByText('You are registered. Please log in.').waitFor();
  // the login form that follows has the e-mail just registered
  expect(await page.getByRole('dialog', { name: 'Log in' }).getByLabel('Email').inputValue()).toBe(shopper.email);
}

async function fillCart(page: Page) {
  for (const slug of products) {
    await page.goto(`/en/product/${slug}`);
    await waitForHydration(page); // a click before then reaches plain HTML
    await page.getByRole('button', { name: /^(Add to cart|Update cart)$/ }).click();
    await page.getByText('added to cart').first().waitFor();
  }
  await page.goto('/en/cart');
  await waitForHydration(page);
  await page.getByRole('spinbutton').nth(1).waitFor();
  await page.getByRole('textbox', { name: 'Promo code' }).fill(promo);
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByText('−50.00 ₾').waitFor();
}

async function checkOut(page: Page, method: RegExp) {
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.waitForURL(/\/en\/checkout$/);
  await page.getByRole('region', { name: 'Payment details' }).getByText('−50.00 ₾').waitFor();
  await payOnCheckout(page, method);
}

/** The newest order, once the bank's callback has settled it. */
async function newestOrderStatus(page: Page, status: string) {
  let rows: string[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.goto('/en/orders');
    const table = page.getByRole('table', { name: 'My orders' });
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.getByRole('cell').first().waitFor();
    if ((await firstRow.textContent())?.includes(status)) return firstRow;
    rows = await table.getByRole('row').allTextContents();
    await page.waitForTimeout(500);
  }
  throw new Error(`the newest order never became ${status}; the orders read:\n${rows.join('\n')}`);
}

async function expectEmptyCartAfterSuccess(page: Page) {
  await page.waitForURL(/\/en\/success\?order=TS-\d+$/);
  await page.getByRole('heading', { name: 'Your payment was successful' }).waitFor();
  // the server's page shows before the shop's script has emptied the stored cart (a moment later)
  await page.waitForFunction(
    () => Object.keys(JSON.parse(localStorage.getItem('cart') ?? '{}').products ?? {}).length === 0,
  );
  await page.goto('/en/cart');
  await page.getByText('Your cart is empty').waitFor();
}

describeInBrowser('buying in Chromium against the real server and its sandbox banks', () => {
  const page = shopPage();

  beforeAll(async () => {
    await register(page);
    await logIn(page, shopper);
  });

  it('pays by card via Bank of Georgia: approved on the bank page, cart emptied, order paid', async () => {
    await fillCart(page);
    await checkOut(page, /via Bank of Georgia/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectEmptyCartAfterSuccess(page);
    const order = await newestOrderStatus(page, 'Paid');
    expect(await order.textContent()).toContain('Card (Visa, Mastercard) via Bank of Georgia');
  });

  it('pays by Liberty card through the posted form', async () => {
    await fillCart(page);
    await checkOut(page, /via Liberty Bank/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectEmptyCartAfterSuccess(page);
    const order = await newestOrderStatus(page, 'Paid');
    expect(await order.textContent()).toContain('Card (Visa, Mastercard) via Liberty Bank');
  });

  it('pays by Bank of Georgia installments through the loan calculator', async () => {
    await fillCart(page);
    await checkOut(page, /Bank of Georgia installments/);
    await page.getByRole('button', { name: 'Request the loan' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectEmptyCartAfterSuccess(page);
    const order = await newestOrderStatus(page, 'Paid');
    expect(await order.textContent()).toContain('Bank of Georgia installments');
  });

  it('a declined payment lands on the fail page and keeps the cart', async () => {
    await fillCart(page);
    await checkOut(page, /via Bank of Georgia/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/en\/fail\?order=TS-\d+$/);
    await page.getByRole('heading', { name: 'Your payment failed' }).waitFor();
    await page.goto('/en/cart');
    await page.getByRole('spinbutton').nth(1).waitFor();
    expect(await page.getByText('Your cart is empty').count()).toBe(0);
    await newestOrderStatus(page, 'Failed');
  });
});
