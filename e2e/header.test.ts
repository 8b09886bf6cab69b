import type { Locator, Page } from 'playwright-core';
import { newShopper, registerAndLogIn } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';

jest.setTimeout(120_000);

const PHONES = [320, 390];
const LANGUAGES = ['ka', 'en'] as const;

/** The header's controls as a shopper names them, in either language. */
function headerControls(page: Page, signedIn: boolean): Record<string, Locator> {
  const banner = page.getByRole('banner');
  return {
    menu: banner.getByRole('button', { name: /^(Menu|მენიუ)$/ }),
    logo: banner.getByRole('link', { name: /^(AstroShop|ასტროშოპი)$/ }),
    language: banner.getByRole('link', { name: /^(ENG|ქარ)$/ }),
    ...(signedIn
      ? {
          welcome: banner.getByRole('link', { name: /^(Welcome|გამარჯობა), / }),
          logout: banner.getByRole('button', { name: /^(Log out|გასვლა)$/ }),
        }
      : { login: banner.getByRole('button', { name: /^(Log in|შესვლა)$/ }) }),
    cart: banner.getByRole('link', { name: /^(Cart|კალათა)/ }),
  };
}

async function box(locator: Locator) {
  // the search field is replaced by its suggesting face once the browser is idle: wait for it to be there
  await locator.waitFor();
  const found = (await locator.boundingBox()) ?? (await locator.boundingBox());
  if (!found) throw new Error(`${locator} is not shown`);
  return found;
}

/** Every control on one row at the top (their vertical middles within a few pixels) and inside the page's width. */
async function expectOneRow(page: Page, signedIn: boolean, width: number) {
  const boxes = await Promise.all(
    Object.entries(headerControls(page, signedIn)).map(async ([name, locator]) => ({ name, ...(await box(locator)) })),
  );
  const middles = boxes.map((found) => found.y + found.height / 2);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
  for (const found of boxes)
    expect({ name: found.name, right: Math.min(found.x + found.width, width) }).toEqual({
      name: found.name,
      right: found.x + found.width,
    });
  const search = await box(page.getByRole('banner').getByRole('combobox'));
  expect(search.y).toBeGreaterThan(Math.max(...boxes.map((found) => found.y + found.height)) - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

describeInBrowser('the header on a phone', () => {
  const page = shopPage();

  for (const signedIn of [false, true]) {
    it(`keeps menu, logo, language, ${signedIn ? 'welcome, logout' : 'login'} and cart on one row at 320 and 390 px, the search below, in both languages`, async () => {
      if (signedIn) await registerAndLogIn(page, newShopper('Nino', 'Beridze'));
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: 700 });
        for (const lang of LANGUAGES) {
          await page.goto(`/${lang}/products/telescopes`);
          await waitForHydration(page);
          await expectOneRow(page, signedIn, width);
        }
      }
    });
  }

  it('keeps the cart and the search within reach down a long page', async () => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/ka/products/telescopes');
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    const { cart } = headerControls(page, false);
    for (const control of [cart, page.getByRole('banner').getByRole('combobox')]) {
      const found = await box(control);
      expect(found.y).toBeGreaterThanOrEqual(0);
      expect(found.y + found.height).toBeLessThanOrEqual(700);
    }
    await cart.click();
    await page.waitForURL(/\/ka\/cart$/);
  });
});

describeInBrowser('group headings in the shop font', () => {
  const page = shopPage();

  /** The font a heading button is drawn in: family and size, as Chromium computes them. */
  const fontOf = (locator: Locator) =>
    locator.evaluate((element) => ({
      family: getComputedStyle(element).fontFamily,
      size: getComputedStyle(element).fontSize,
    }));

  it('draws the sidebar’s and the phone drawer’s category headings in Noto Sans at the body size', async () => {
    await page.goto('/ka/products/telescopes');
    await waitForHydration(page);
    const sidebarHeading = page.getByRole('complementary').getByRole('button', { name: 'ტელესკოპები' });
    expect(await fontOf(sidebarHeading)).toEqual({ family: expect.stringMatching(/^"Noto Sans"/), size: '16px' });

    await page.setViewportSize({ width: 390, height: 700 });
    await page.getByRole('banner').getByRole('button', { name: 'მენიუ' }).click();
    const drawerHeading = page.locator('.MuiDrawer-paper').getByRole('button', { name: 'ტელესკოპები' });
    expect(await fontOf(drawerHeading)).toEqual({ family: expect.stringMatching(/^"Noto Sans"/), size: '16px' });
  });
});
