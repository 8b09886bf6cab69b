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
    await route.continue();
  });
  return release;
}

/** the cart as the shop stores it: product id → quantity */
const storedCart = (page: Page): Promise<Record<string, number>> => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"products":{}}').products);

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
