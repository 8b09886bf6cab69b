import type { Page } from 'playwright-core';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';

jest.setTimeout(90_000);

type ProductAnswer = { slug: string; live_stock: number; translations: { name: string }[] };

/** What the server holds, read over the API, so the assertions follow the seed rather than copy it. */
async function productsOf(page: Page, path: string, lang = 'en'): Promise<ProductAnswer[]> {
  const response = await page.request.get(path, { headers: { 'accept-language': lang } });
  return (await response.json()).data.data;
}

describeInBrowser('browsing the shop in Chromium', () => {
  const page = shopPage();

  it('goes from home to a category, sorts it, opens a product and puts it in the cart', async () => {
    await page.goto('/en');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Telescopes', exact: true }).click();
    await page.waitForURL(/\/en\/products\/telescopes$/);
    await page.getByText(/^found \d+ products$/).waitFor();

    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Name A–Z' });
    await page.waitForURL(/\/en\/products\/telescopes\?sort=name-asc$/);
    const [first] = await productsOf(page, '/api/products/telescopes?sort=name-asc');
    const firstCard = main.getByRole('heading', { level: 2, name: first.translations[0].name });
    await firstCard.waitFor();
    const headings = await main.locator('.MuiCard-root h2').allTextContents();
    expect(headings[0]).toBe(first.translations[0].name);

    const inStock = (await productsOf(page, '/api/products/telescopes?sort=name-asc')).find(
      (product) => product.live_stock > 1,
    )!;
    await main.getByRole('link', { name: inStock.translations[0].name, exact: true }).click();
    await page.waitForURL(new RegExp(`/en/product/${inStock.slug}$`));
    await page.getByRole('heading', { level: 1, name: inStock.translations[0].name }).waitFor();
    expect(await page.title()).toBe(`${inStock.translations[0].name} | AstroShop`);

    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('added to cart').waitFor();
    await page.getByRole('link', { name: 'Cart, products: 1' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(Object.values(stored.products)).toEqual([2]);
  });

  it('toggles a product in the cart from its card', async () => {
    await page.goto('/en/products/eyepieces');
    await waitForHydration(page); // a click or a hover before then reaches plain HTML
    const toggle = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    await toggle.click();
    await page.getByText('added to cart').waitFor();
    await page
      .getByRole('button', { name: /^Remove .+ from cart$/ })
      .first()
      .click();
    await page.getByText('remove from cart').waitFor();
  });

  it('shows the added to cart toast for a click right after the page has become the shop', async () => {
    // the toasts' code arrives late (a slow phone's network): a toast raised before its provider has
    // mounted must wait for it, not be dropped
    await page.route(/toasts\.[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    try {
      await page.goto('/en/products/eyepieces');
      await waitForHydration(page);
      await page
        .getByRole('button', { name: /^Add .+ to cart$/ })
        .first()
        .click();
      await page.getByText('added to cart').waitFor({ timeout: 10_000 });
      await page
        .getByRole('button', { name: /^Remove .+ from cart$/ })
        .first()
        .click();
      await page.getByText('remove from cart').waitFor();
    } finally {
      await page.unroute(/toasts\.[^/]*\.js$/);
    }
  });

  it('searches from the header with the keyword kept in the address', async () => {
    await page.goto('/en/about');
    // typed before hydration, the keyword was sometimes reset by React taking over the field (the search
    // page opened with an empty keyword): this test is of the hydrated header
    await waitForHydration(page);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('Dobsonian');
    await search.press('Enter');
    await page.waitForURL(/\/en\/search\?keyword=Dobsonian$/);
    const expected = await productsOf(page, '/api/products?keyword=Dobsonian');
    await page.getByRole('link', { name: expected[0].translations[0].name, exact: true }).waitFor();
    expect(await page.getByRole('main').locator('.MuiCard-root').count()).toBe(expected.length);
    expect(await page.getByRole('combobox', { name: 'Search products' }).inputValue()).toBe('Dobsonian');
  });

  describe('a search typed into the server-rendered page before its script has taken it over', () => {
    const MAIN_SCRIPT = /\/js\/main\.[^/]*\.js$/;
    beforeEach(() =>
      // the script is held back: the shopper types into the server's HTML
      page.route(MAIN_SCRIPT, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      }),
    );
    afterEach(() => page.unroute(MAIN_SCRIPT));

    it('is submitted by the browser (the search box is a form)', async () => {
      await page.goto('/en/about', { waitUntil: 'commit' });
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.fill('Newtonian reflector');
      await search.press('Enter');
      await page.waitForURL(/\/en\/search\?keyword=Newtonian\+reflector$/);
      const expected = await productsOf(page, '/api/products?keyword=Newtonian%20reflector');
      await page.getByRole('link', { name: expected[0].translations[0].name, exact: true }).waitFor();
      await waitForHydration(page);
      expect(await page.getByRole('combobox', { name: 'Search products' }).inputValue()).toBe('Newtonian reflector');
    });

    it('is kept by the hydrated shop, through the suggestions taking over the field, and searched with Enter', async () => {
      await page.goto('/en/about', { waitUntil: 'commit' });
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.fill('Dobsonian');
      await waitForHydration(page);
      // the suggesting field replaces the plain one, drawn from the shop's state
      await page.locator('[role="search"] input.MuiAutocomplete-input').waitFor();
      expect(await search.inputValue()).toBe('Dobsonian');
      await search.press('Enter');
      await page.waitForURL(/\/en\/search\?keyword=Dobsonian$/);
      const expected = await productsOf(page, '/api/products?keyword=Dobsonian');
      await page.getByRole('link', { name: expected[0].translations[0].name, exact: true }).waitFor();
    });
  });

  it('pages through the news with the page in the address', async () => {
    await page.goto('/en/news');
    await waitForHydration(page); // a click or a hover before then reaches plain HTML
    const main = page.getByRole('main');
    await main.locator('.MuiCard-root h2').first().waitFor();
    const firstPage = await main.locator('.MuiCard-root h2').allTextContents();
    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await page.waitForURL(/\/en\/news\?page=2$/);
    await page.waitForFunction(
      (before) => document.querySelector('main .MuiCard-root h2')?.textContent !== before,
      firstPage[0],
    );
    const secondPage = await main.locator('.MuiCard-root h2').allTextContents();
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    await main.locator('.MuiCard-root a').first().click();
    await page.waitForURL(/\/en\/news\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: secondPage[0] }).waitFor();
  });

  it('switches a product page to Georgian on the same address', async () => {
    const [product] = await productsOf(page, '/api/products/binoculars');
    const [georgian] = (await productsOf(page, '/api/products/binoculars', 'ka')).filter(
      (p) => p.slug === product.slug,
    );
    await page.goto(`/en/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.translations[0].name }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'ქარ' }).click();
    await page.waitForURL(new RegExp(`/ka/product/${product.slug}$`));
    await page.getByRole('heading', { level: 1, name: georgian.translations[0].name }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ka');
    await page.getByRole('combobox', { name: 'პროდუქტების ძიება' }).waitFor();
  });

  it('opens a header category dropdown on hover and follows a descendant', async () => {
    await page.goto('/en');
    await waitForHydration(page); // a click or a hover before then reaches plain HTML
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Telescope Accessories' }).hover();
    const binoviewers = menu.getByRole('link', { name: 'Binoviewers' });
    await binoviewers.waitFor();
    expect(await menu.getByTestId('dropdown-column').count()).toBe(3); // 29 descendants: 10, 10, 9
    await binoviewers.click();
    await page.waitForURL(/\/en\/products\/binoviewers$/);
    await page.getByRole('heading', { level: 1, name: 'Binoviewers' }).waitFor();
  });
});
