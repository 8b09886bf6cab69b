import type { Page } from 'playwright-core';
import { putInCart } from './support/cart';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';

jest.setTimeout(90_000);

// A server-rendered page is painted seconds before its script has made it the shop (about 3 s on a
// mid-range phone). These tests hold the script back, tap the page's controls in that time, then let
// the script run: every tap has its effect, once.

const MAIN_SCRIPT = /\/js\/main\.[^/]*\.js$/;

type ProductAnswer = { id: number; slug: string; live_stock: number; translations: { name: string }[] };

/** Holds the shop's script back until `release` is called: the shopper has the painted HTML alone. */
async function holdScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(MAIN_SCRIPT, async (route) => {
    await released;
    // a request the page gave up on (it went on to another address before the script came) is gone
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** the cart as the shop stores it: product id → quantity */
const storedCart = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"products":{}}').products);

describeInBrowser('taps made before the page has become the shop', () => {
  const page = shopPage();
  let release: () => void;

  beforeEach(async () => {
    // a first-time shopper: no cart (from a page without the shop's script, which would write its own)
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.clear());
    release = await holdScript(page);
  });
  afterEach(async () => {
    release();
    await page.unroute(MAIN_SCRIPT);
  });

  const productsOf = async (path: string): Promise<ProductAnswer[]> =>
    (await (await page.request.get(path, { headers: { 'accept-language': 'en' } })).json()).data.data;

  it('puts a product in the cart from its card once, however often it was tapped, with its toast', async () => {
    const [product] = await productsOf('/api/products/eyepieces');
    await page.goto('/en/products/eyepieces', { waitUntil: 'domcontentloaded' });
    const add = page.getByRole('button', { name: `Add ${product.translations[0].name} to cart`, exact: true });
    await add.click();
    await add.click();
    // the tap shows at once, and nothing has happened yet
    expect(await add.getAttribute('data-replay-pending')).toBe('');
    expect(await storedCart(page)).toEqual({});

    release();
    await page.getByText('added to cart').waitFor();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Cart, products: 1' }).waitFor();
    expect(await storedCart(page)).toEqual({ [product.id]: 1 });
    expect(await page.getByText('added to cart').count()).toBe(1);
    const remove = page.getByRole('button', { name: `Remove ${product.translations[0].name} from cart`, exact: true });
    expect(await remove.getAttribute('data-replay-pending')).toBeNull();
  });

  it("leaves a returning shopper's cart as it was when the card's icon turns out to be a remove", async () => {
    const [product] = await productsOf('/api/products/eyepieces');
    await putInCart(page, product.slug, 3);
    await page.goto('/en/products/eyepieces', { waitUntil: 'domcontentloaded' });
    // the server does not know the stored cart: its page offers "add"
    await page.getByRole('button', { name: `Add ${product.translations[0].name} to cart`, exact: true }).click();

    release();
    await waitForHydration(page);
    await page.getByRole('button', { name: `Remove ${product.translations[0].name} from cart`, exact: true }).waitFor();
    expect(await storedCart(page)).toEqual({ [product.id]: 3 });
    expect(await page.getByText('remove from cart').count()).toBe(0);
  });

  it('puts the quantity chosen on the product page in the cart, in the order of the taps', async () => {
    const product = (await productsOf('/api/products/telescopes')).find((candidate) => candidate.live_stock > 2)!;
    await page.goto(`/en/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'One more', exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();

    release();
    await page.getByText('added to cart').waitFor();
    await waitForHydration(page);
    expect(await storedCart(page)).toEqual({ [product.id]: 2 });
    expect(await page.getByRole('status').filter({ hasText: /^2$/ }).count()).toBe(1);
    await page.getByRole('link', { name: 'Cart, products: 1' }).waitFor();
  });

  it('opens the login modal tapped for', async () => {
    await page.goto('/en/about', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();

    release();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.waitForURL(/\/en\/about\?auth=login$/);
  });
});

describeInBrowser("the product list's filters, sort and pages, before and after the page has become the shop", () => {
  const page = shopPage();
  type ListAnswer = { data: { total: number; data: ProductAnswer[] }; facets: { in_stock: number } };
  const listOf = async (path: string): Promise<ListAnswer> =>
    (await page.request.get(path, { headers: { 'accept-language': 'en' } })).json();
  const firstCard = () => page.getByRole('main').locator('.MuiCard-root h2').first();

  describe('before: the browser follows them', () => {
    let release: () => void;
    beforeEach(async () => {
      release = await holdScript(page);
    });
    afterEach(async () => {
      release();
      await page.unroute(MAIN_SCRIPT);
    });

    it('opens the filtered list for a filter tapped', async () => {
      const all = await listOf('/api/products/telescopes');
      const inStock = await listOf('/api/products/telescopes?in_stock=true');
      await page.goto('/en/products/telescopes', { waitUntil: 'domcontentloaded' });
      await page.getByRole('checkbox', { name: `In stock (${all.facets.in_stock})` }).click();
      await page.waitForURL(/\/en\/products\/telescopes\?in_stock=true$/, { waitUntil: 'commit' });
      await page.getByText(`found ${inStock.data.total} products`).waitFor();

      release();
      await waitForHydration(page);
      expect(await page.getByRole('checkbox', { name: /^In stock/ }).isChecked()).toBe(true);
    });

    it('opens the list in the order chosen', async () => {
      await page.goto('/en/products/telescopes?in_stock=true&page=2', { waitUntil: 'domcontentloaded' });
      await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Price: low to high' });
      // the filters kept, back on the first page
      await page.waitForURL(/\/en\/products\/telescopes\?in_stock=true&sort=price-asc$/, { waitUntil: 'commit' });
      const [cheapestInStock] = (await listOf('/api/products/telescopes?in_stock=true&sort=price-asc')).data.data;
      await firstCard().filter({ hasText: cheapestInStock.translations[0].name }).waitFor();

      release();
      await waitForHydration(page);
      expect(await page.getByRole('combobox', { name: 'Sort' }).locator('option:checked').textContent()).toBe(
        'Price: low to high',
      );
    });

    it('opens the next page tapped', async () => {
      const [second] = (await listOf('/api/products/telescopes?page=2')).data.data;
      await page.goto('/en/products/telescopes', { waitUntil: 'domcontentloaded' });
      await page.getByRole('link', { name: 'Go to next page' }).click();
      await page.waitForURL(/\/en\/products\/telescopes\?page=2$/, { waitUntil: 'commit' });
      await firstCard().filter({ hasText: second.translations[0].name }).waitFor();

      release();
      await waitForHydration(page);
      expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    });
  });

  it('after: the shop follows them itself, without reloading the page', async () => {
    await page.goto('/en/products/telescopes');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stillTheSamePage = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    const [second] = (await listOf('/api/products/telescopes?page=2')).data.data;
    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await page.waitForURL(/\/telescopes\?page=2$/);
    await firstCard().filter({ hasText: second.translations[0].name }).waitFor();
    await page.getByRole('checkbox', { name: /^In stock/ }).click();
    await page.waitForURL(/\/telescopes\?in_stock=true$/);
    await page
      .getByText(`found ${(await listOf('/api/products/telescopes?in_stock=true')).data.total} products`)
      .waitFor();
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Name A–Z' });
    await page.waitForURL(/\/telescopes\?in_stock=true&sort=name-asc$/);
    const [first] = (await listOf('/api/products/telescopes?in_stock=true&sort=name-asc')).data.data;
    await firstCard().filter({ hasText: first.translations[0].name }).waitFor();
    await page.getByRole('spinbutton', { name: 'Price to' }).fill('2000');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await page.waitForURL(/\/telescopes\?in_stock=true&sort=name-asc&price_max=2000$/);
    expect(await stillTheSamePage()).toBe(true);
  });
});
