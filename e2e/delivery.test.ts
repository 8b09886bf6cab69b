import type { Page } from 'playwright-core';
import { newShopper, registerAndLogIn } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { payOnCheckout, putInCart } from './support/cart';
import { shot } from './support/shots';
import { adminApi, firstOwnerToken } from './support/operators';

jest.setTimeout(180_000);

// an in-stock product of the seeded catalogue
const product = 'orbita-90-900-eq2';
const shopper = newShopper('Tamar', 'Kapanadze');

/** to the checkout with one telescope in the cart, in `lang` */
async function toCheckout(page: Page, lang: 'en' | 'ka') {
  await putInCart(page, product, 1);
  await page.goto(`/${lang}/checkout`);
  await waitForHydration(page);
}

/** the order number the bank's page was reached for (the sandbox's return address names it) */
async function orderFromOutcome(page: Page, outcome: 'success' | 'fail', lang: 'en' | 'ka') {
  await page.waitForURL(new RegExp(`/${lang}/${outcome}\\?order=TS-\\d+$`));
  return new URL(page.url()).searchParams.get('order')!;
}

/** the back office moves the order on, as an operator would */
async function operatorSets(number: string, status: string, trackingNumber?: string) {
  const token = await firstOwnerToken();
  const { body } = await adminApi<{ items: { id: number }[] }>(token, 'GET', `/orders?number=${number}`);
  const { status: code } = await adminApi(token, 'POST', `/orders/${body.items[0].id}/status`, {
    status,
    trackingNumber,
  });
  expect(code).toBe(200);
}

const timelineOf = (page: Page, name: string) => page.getByRole('list', { name });

describeInBrowser('delivery and the order’s life in Chromium', () => {
  const page = shopPage();

  beforeAll(async () => {
    await registerAndLogIn(page, shopper);
  });

  it('at 390 px in Georgian: courier in Tbilisi to a new address, paid, then the timeline follows the back office', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await toCheckout(page, 'ka');
    await page
      .getByRole('radiogroup', { name: 'მიწოდება' })
      .getByRole('radio', { name: /^კურიერი თბილისში/ })
      .check();
    await page.getByRole('textbox', { name: /ქუჩა/ }).fill('დიღმის მასივი, მე-3 კვ., კორპ. 1ბ');
    await page.getByRole('textbox', { name: /ბინა/ }).fill('12');
    await page.getByRole('textbox', { name: /ტელეფონი/ }).fill('+995 555 12 34 56');
    await page.getByRole('radio', { name: /საქართველოს ბანკის მეშვეობით/ }).check();
    await page.getByRole('textbox', { name: /კომენტარი/ }).fill('დარეკეთ მისვლამდე');
    await shot(page, 'checkout-courier-ka-390');
    await page.getByRole('button', { name: /გაგრძელება/ }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    const number = await orderFromOutcome(page, 'success', 'ka');

    await page.getByRole('link', { name: 'შეკვეთის ნახვა' }).click();
    await page.waitForURL(new RegExp(`/ka/orders/${number}$`));
    await page.getByText('კურიერი თბილისში').waitFor();
    await page.getByText(/დიღმის მასივი, მე-3 კვ., კორპ. 1ბ, 12/).waitFor();

    await operatorSets(number, 'packed');
    await operatorSets(number, 'shipped', 'RR123456789GE');
    await page.reload();
    const timeline = timelineOf(page, 'შეკვეთის ისტორია');
    await timeline.getByText('გაიგზავნა').waitFor();
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('განთავსდა'),
      expect.stringContaining('გადახდილია'),
      expect.stringContaining('შეფუთულია'),
      expect.stringContaining('RR123456789GE'),
    ]);
    expect(await timeline.getByRole('link').getAttribute('href')).toContain('RR123456789GE');
    await shot(page, 'order-shipped-ka-390');
    // the page fits the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('at 1366 px in English: pickup, a declined payment, paid again from the order page', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await toCheckout(page, 'en');
    await payOnCheckout(page, /via Bank of Georgia/);
    await page.getByRole('button', { name: 'Decline' }).click();
    const number = await orderFromOutcome(page, 'fail', 'en');

    await page.goto('/en/orders');
    await page.getByRole('link', { name: number }).click();
    await page.waitForURL(new RegExp(`/en/orders/${number}$`));
    await page.getByText('Pickup point').waitFor();
    await timelineOf(page, 'Order history').getByText('Payment declined').waitFor();
    await page.getByRole('radio', { name: /via Liberty Bank/ }).check();
    await shot(page, 'order-pay-again-en-1366');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    expect(await orderFromOutcome(page, 'success', 'en')).toBe(number);
    await page.goto(`/en/orders/${number}`);
    await timelineOf(page, 'Order history').getByText('Paid', { exact: true }).waitFor();
  });

  it('cancels a pending order from its page, after a confirm', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await toCheckout(page, 'en');
    await payOnCheckout(page, /via Bank of Georgia/);
    // the shopper leaves the bank's page without paying: the order waits, pending
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await page.goto('/en/orders');
    const newest = page.getByRole('table', { name: 'My orders' }).getByRole('row').nth(1).getByRole('link');
    const number = (await newest.textContent())!;
    await newest.click();
    await page.waitForURL(new RegExp(`/en/orders/${number}$`));
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page
      .getByRole('dialog', { name: `Cancel order ${number}?` })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await page.getByText('The order is cancelled.').waitFor();
    await timelineOf(page, 'Order history').getByText('Cancelled').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  });
});
