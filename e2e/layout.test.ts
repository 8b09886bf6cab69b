import type { Page } from 'playwright-core';
import { newShopper, registerAndLogIn } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { putInCart } from './support/cart';

jest.setTimeout(240_000);

const WIDTHS = [320, 390, 1366];
const LANGUAGES = ['ka', 'en'] as const;

/** How far the page scrolls sideways (0: it fits), and what sticks out of a product card, if anything. */
function overflows(page: Page) {
  return page.evaluate(() => {
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const outOfCards: string[] = [];
    for (const card of document.querySelectorAll('main .MuiCard-root')) {
      const box = card.getBoundingClientRect();
      for (const inner of card.querySelectorAll('*')) {
        const own = inner.getBoundingClientRect();
        if (own.width === 0 || own.width <= 1) continue;
        if (own.right > box.right + 1 || own.left < box.left - 1)
          outOfCards.push(`${inner.tagName} "${(inner.textContent ?? '').slice(0, 30)}"`);
      }
    }
    return { sideways, outOfCards };
  });
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

describeInBrowser('every page fits the screen: 320 and 390 px phones and a 1366 px desktop, in both languages', () => {
  const page = shopPage();

  it('nothing scrolls sideways and nothing overflows a product card', async () => {
    await registerAndLogIn(page, newShopper('Tamar', 'Lomidze'));
    const { data: product } = await (await page.request.get('/api/product/orbita-130-900')).json();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // an order, so the orders page has one to show
    const checkout = await page.request.post('/api/checkout', {
      headers: { authorization: `Bearer ${token}` },
      data: { products: { [product.id]: 1 }, promo: null, paymethod: 'BOG_CARD', comment: 'ვაჟა-ფშაველას გამზირი 45' },
    });
    expect(checkout.ok()).toBe(true);
    await putInCart(page, 'orbita-130-900', 2);

    const pages = [
      '',
      '/products/telescopes',
      '/product/orbita-130-900',
      '/search?keyword=telescope',
      '/cart',
      '/orders',
      '/fail?order=TS-1001',
      '/checkout',
    ];
    const faults: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of LANGUAGES) {
        for (const path of pages) {
          await visit(page, `/${lang}${path}`);
          const { sideways, outOfCards } = await overflows(page);
          if (sideways > 0) faults.push(`${width} px /${lang}${path}: scrolls ${sideways} px sideways`);
          if (outOfCards.length > 0)
            faults.push(`${width} px /${lang}${path}: out of a card: ${outOfCards.slice(0, 3).join(', ')}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('shows every control of a cart line on a phone, each line a card', async () => {
    await putInCart(page, 'orbita-130-900', 2);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of LANGUAGES) {
        await visit(page, `/${lang}/cart`);
        const quantity = page.getByRole('spinbutton', { name: /^Quantity of |— რაოდენობა$/ });
        const remove = page.getByRole('button', { name: /^Remove .+ from the cart$|— კალათიდან წაშლა$/ });
        const total = page.locator('td[data-cell="line_total"]');
        for (const control of [quantity, remove, total]) {
          const box = (await control.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        expect(await total.textContent()).toMatch(/₾/);
      }
    }
  });

  it('makes each product a row in the list layout on a desktop: thumbnail beside name, price and cart button', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await visit(page, '/en/products/telescopes');
    await page.getByRole('button', { name: 'List' }).click();
    const cards = page.locator('main .MuiCard-root');
    await cards.first().waitFor();
    const heights = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(1);
    expect(Math.max(...heights)).toBeLessThanOrEqual(250);
    const first = cards.first();
    const thumbnail = (await first.locator('img').boundingBox())!;
    const name = (await first.getByRole('heading').boundingBox())!;
    expect(thumbnail.x + thumbnail.width).toBeLessThanOrEqual(name.x);
    expect(await first.getByRole('button', { name: /^(Add|Remove) .+ (to|from) cart$/ }).count()).toBe(1);
  });

  it('offers the way back to the catalogue from an empty cart', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.removeItem('cart'));
    await visit(page, '/ka/cart');
    await page.getByText('თქვენი კალათა ცარიელია').waitFor();
    await page.getByRole('link', { name: 'კატალოგის დათვალიერება' }).click();
    await page.waitForURL(/\/ka$/);
  });
});
