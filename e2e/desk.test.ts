import type { Page } from 'playwright-core';
import { newShopper, registerAndLogIn } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { putInCart } from './support/cart';
import { newOperator, signInToBackOffice } from './support/operators';
import { newProduct } from './support/products';
import { shot } from './support/shots';

jest.setTimeout(240_000);

// The fulfilment desk (issue 35) in Chromium: a shopper's courier order, paid; staff find it in the
// menu's "to pack" queue, read where it goes and whom to call, and see no money anywhere on it, on a
// phone in Georgian and on a desktop in English. The order screen is shot at 320, 390 and 1366 px in
// both languages (staff's and a manager's), and never scrolls sideways.

const shopper = newShopper('Ketevan', 'Lomidze');
const street = 'ვაჟა-ფშაველას გამზ. 41';

/** a courier order to Tbilisi, paid through the sandbox bank: its number */
async function paidCourierOrder(page: Page): Promise<string> {
  // below the courier's free threshold: the order pays its fee
  const product = await newProduct(5, 120);
  await putInCart(page, product.slug, 1);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await page
    .getByRole('radiogroup', { name: 'Delivery' })
    .getByRole('radio', { name: /^Courier in Tbilisi/ })
    .check();
  await page.getByRole('textbox', { name: /Street/ }).fill(street);
  await page.getByRole('textbox', { name: /Apartment/ }).fill('7');
  await page.getByRole('textbox', { name: /Phone/ }).fill('555-12-34-56');
  await page.getByRole('radio', { name: /via Bank of Georgia/ }).check();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Evening, please');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/en\/success\?order=TS-\d+$/);
  return new URL(page.url()).searchParams.get('order')!;
}

/** the back office in `language`, signed in already in this tab (the language is kept in localStorage) */
async function inLanguage(page: Page, language: 'ka' | 'en') {
  await page.evaluate((locale) => localStorage.setItem('astroshop.admin.language', locale), language);
}

/** the page is as wide as the screen: nothing clipped or scrolled sideways */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

const words = {
  ka: { menu: 'მენიუს გახსნა', toPack: /^შესაფუთი/, call: 'დასარეკი ტელეფონი', address: `${street}, ბინა 7, თბილისი` },
  en: { menu: 'Open menu', toPack: /^To pack/, call: 'Phone to call', address: `${street}, apt. 7, Tbilisi` },
};

describeInBrowser('the fulfilment desk in Chromium', () => {
  const page = shopPage();
  let number: string;

  beforeAll(async () => {
    await registerAndLogIn(page, shopper);
    number = await paidCourierOrder(page);
  });

  for (const [width, language] of [
    [390, 'ka'],
    [1366, 'en'],
  ] as const) {
    it(`staff find the courier order in "to pack" at ${width} px in ${language}: where it goes, whom to call, no money`, async () => {
      const staff = await newOperator('staff');
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInToBackOffice(page, staff);
      await page.setViewportSize({ width, height: 844 });
      await inLanguage(page, language);
      await page.goto('/admin');
      const said = words[language];
      // on a phone the menu is a drawer
      if (width < 900) await page.getByRole('button', { name: said.menu }).click();
      const toPack = page.getByRole('menuitem', { name: said.toPack });
      await toPack.waitFor();
      expect(Number((await toPack.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
      await toPack.click();
      await page.waitForURL(/\/admin\/orders\?/);
      expect(decodeURIComponent(page.url())).toContain('"status":"paid"');
      await page.getByText(number).first().click();
      await page.waitForURL(/\/admin\/orders\/\d+\/show$/);

      await page.getByText(said.address).waitFor();
      const phone = page.getByRole('link', { name: '+995 555 12 34 56' });
      expect(await phone.getAttribute('href')).toBe('tel:+995555123456');
      await page.getByText(said.call).waitFor();
      expect(await page.locator('body').innerText()).not.toContain('₾');
      await expectNoSidewaysScroll(page);
    });
  }

  it('shows the order screen at 320, 390 and 1366 px in both languages, to staff and a manager, unclipped', async () => {
    for (const role of ['staff', 'manager'] as const) {
      const operator = await newOperator(role);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInToBackOffice(page, operator);
      await page.goto(`/admin/orders?filter=${encodeURIComponent(JSON.stringify({ number }))}`);
      await page.getByText(number).first().click();
      await page.waitForURL(/\/admin\/orders\/\d+\/show$/);
      const url = page.url();
      for (const language of ['ka', 'en'] as const) {
        await inLanguage(page, language);
        for (const width of [320, 390, 1366]) {
          await page.setViewportSize({ width, height: 844 });
          await page.goto(url);
          await page.getByText(words[language].address).waitFor();
          if (role === 'manager') await page.getByText('₾').first().waitFor();
          await shot(page, `order-${role}-${language}-${width}`);
          await expectNoSidewaysScroll(page);
        }
      }
    }
  });
});
