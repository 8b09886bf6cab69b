import type { Page } from 'playwright-core';
import { contentPages } from '../src/app/router';
import { newShopper, registerAndLogIn } from './support/account';
import { accessibilityViolations, settle } from './support/axe';
import { payOnCheckout, putInCart } from './support/cart';
import { describeInBrowser, shopPage } from './support/browser';

jest.setTimeout(90_000);

// Every page of the shop, in both languages, checked by axe in the state a shopper sees it: the
// catalogue's pages anonymous with an empty cart, then with a cart and a promo, then signed in.
const languages = ['ka', 'en'] as const;
const menuButton = { ka: 'მენიუ', en: 'Menu' };
const promo = 'STARGAZER10';
const product = 'orbita-130-900';
const shopper = newShopper('Tamar', 'Gelashvili');

const anonymousPaths = (newsSlug: string) => [
  '',
  'products/telescopes',
  `product/${product}`,
  'search?keyword=Orbita',
  `news/${newsSlug}`,
  // the home page above, then about, news, faq, partners, contact and the policies: the route table's
  ...contentPages.filter(Boolean),
  'cart',
  'reset-password?token=from-the-mail',
  'nowhere',
  '?auth=login',
  '?auth=register',
  '?auth=reset',
];

async function newestNewsSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/news?page=1');
  return (await response.json()).data.data[0].slug;
}

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await page.locator('html').getAttribute('lang')).toBe(path.split(/[/?]/)[1]);
}

describeInBrowser('axe finds no WCAG A/AA violation on any page, in either language', () => {
  const page = shopPage();
  let newsSlug = '';

  beforeAll(async () => {
    newsSlug = await newestNewsSlug(page);
  });

  describe('anonymous, with an empty cart', () => {
    // a function, since the news slug comes from the server once the tests run
    const cases = languages.flatMap((lang) =>
      anonymousPaths('{news}').map((path) => [`/${lang}${path && !path.startsWith('?') ? '/' : ''}${path}`]),
    );
    it.each(cases)('%s', async (path) => expectNoViolations(page, path.replace('{news}', newsSlug)));

    it.each(languages)('/%s with a header category dropdown open', async (lang) => {
      await page.goto(`/${lang}`);
      const opener = page.getByRole('navigation').locator('a[aria-expanded]').first();
      await opener.hover();
      await page.locator('a[aria-expanded="true"]').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    it.each(languages)('/%s on a phone, with the menu drawer open', async (lang) => {
      await page.setViewportSize({ width: 412, height: 823 });
      try {
        await page.goto(`/${lang}/products/telescopes`);
        await page.getByRole('button', { name: menuButton[lang] }).click();
        await page.getByRole('presentation').getByRole('navigation').waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
  });

  describe('with products in the cart and a promo applied', () => {
    beforeAll(async () => putInCart(page, product, 2, promo));

    it.each(languages)('/%s/cart', async (lang) => {
      await page.goto(`/${lang}/cart`);
      await page.getByRole('spinbutton').first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  describe('signed in, with products in the cart and a declined order', () => {
    beforeAll(async () => {
      await registerAndLogIn(page, shopper);
      await settle(page);
      await putInCart(page, product, 2, promo);
      // a declined payment: the orders and transactions pages have a row, the cart stays
      await page.goto('/en/checkout');
      await payOnCheckout(page, /via Bank of Georgia/);
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL(/\/en\/fail\?order=TS-\d+$/);
    });

    // the success page empties the cart, so it comes last
    const cases = ['checkout', 'profile', 'orders', 'transactions', 'fail', 'success'].flatMap((path) =>
      languages.map((lang) => [`/${lang}/${path}`]),
    );
    it.each(cases)('%s', async (path) => expectNoViolations(page, path));
  });
});
