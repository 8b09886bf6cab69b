import type { Locator, Page } from 'playwright-core';
import { settle } from './support/axe';
import { describeInBrowser, shopPage } from './support/browser';
import { putInCart } from './support/cart';

jest.setTimeout(90_000);

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
const focusIsWithin = (page: Page, selector: string) =>
  page.evaluate((within) => !!document.activeElement?.closest(within), selector);

/** Presses Tab until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 100) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}

/** Waits, as a shopper looks, until the modal is open and has taken focus. */
async function focusMovesInto(page: Page, dialog: Locator) {
  await dialog.waitFor();
  await page.waitForFunction((element) => element.contains(document.activeElement), await dialog.elementHandle());
}

/** Presses `key` `times` times and says whether focus stayed in `selector` after every press. */
async function focusStaysWithin(page: Page, selector: string, key: string, times: number) {
  for (let press = 0; press < times; press++) {
    await page.keyboard.press(key);
    if (!(await focusIsWithin(page, selector))) return false;
  }
  return true;
}

/**
 * Numbers every control a shopper can reach now (a visible, enabled Tab stop outside hidden
 * content; of a radio group only the checked radio), noting how its focus indicator looks unfocused.
 * The indicator is MUI's marked control around a focused input (a radio's) or the control itself.
 */
function markTabStops() {
  const ring = (element: Element) => {
    const style = getComputedStyle(element.closest('.Mui-focusVisible') ?? element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} / ${style.boxShadow}`;
  };
  const candidates = [
    ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
  ];
  const stops = candidates.filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[aria-hidden="true"], [inert]') &&
      !(
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        !element.checked &&
        document.querySelector(`input[name="${element.name}"]:checked`)
      ) &&
      (element.checkVisibility({ visibilityProperty: true }) ||
        element.closest('.MuiRadio-root, .MuiCheckbox-root') !== null),
  );
  stops.forEach((element, index) => {
    element.dataset.tabStop = String(index);
    element.dataset.unfocusedRing = ring(element);
  });
  (window as unknown as { focusRing: typeof ring }).focusRing = ring;
  return stops.map(
    (element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
  );
}

/** The focused control's number and whether its indicator differs from its unfocused look and can be seen. */
function focusedStop() {
  const element = document.activeElement as HTMLElement | null;
  if (!element?.dataset.tabStop) return null;
  const indicator = element.closest<HTMLElement>('.Mui-focusVisible') ?? element;
  const ring = (window as unknown as { focusRing: (element: Element) => string }).focusRing(element);
  return {
    stop: Number(element.dataset.tabStop),
    visibleFocus:
      ring !== element.dataset.unfocusedRing &&
      indicator.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  };
}

/**
 * Walks the page with Tab from the top and returns the controls it never reached and those whose
 * focus cannot be seen. Reaching every control in one walk also shows there is no keyboard trap.
 */
async function walkWithTab(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops = await page.evaluate(markTabStops);
  const reached = new Set<number>();
  const unseen = new Set<string>();
  // header dropdowns open as focus comes in and add their links to the walk
  for (let presses = 0; presses < stops.length + 150 && reached.size < stops.length; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(focusedStop);
    if (!focused) continue;
    reached.add(focused.stop);
    if (!focused.visibleFocus) unseen.add(stops[focused.stop]);
  }
  return {
    controls: stops.length,
    unreached: stops.filter((_, index) => !reached.has(index)),
    withoutVisibleFocus: [...unseen],
  };
}

describeInBrowser('the shop by keyboard alone', () => {
  const page = shopPage();

  it('skips the header with the first Tab and Enter', async () => {
    await page.goto('/en/about');
    await settle(page);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusIsWithin(page, 'main')).toBe(true);
  });

  it('opens a header dropdown, moves through it with the arrows, closes it with Escape and returns to its category', async () => {
    await page.goto('/en');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const accessories = nav.getByRole('link', { name: 'Telescope Accessories' });
    await tabTo(page, accessories);
    expect(await accessories.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const panelLinks = nav.locator(`[id="${await accessories.getAttribute('aria-controls')}"] a`);
    expect(await isFocused(panelLinks.nth(1))).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(panelLinks.nth(0))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isFocused(accessories)).toBe(true);
    expect(await accessories.getAttribute('aria-expanded')).toBe('false');
    expect(await panelLinks.count()).toBe(0);
    // closed, Tab goes on to the next top category rather than through the descendants
    await page.keyboard.press('Tab');
    expect(
      await accessories.evaluate((link) => !!link.closest('li')?.nextElementSibling?.contains(document.activeElement)),
    ).toBe(true);
  });

  it.each([
    ['Log in', []],
    ['Register', ['Register']],
    ['Reset password', ['Forgot password?']],
  ])('keeps focus inside the %s modal and returns it to the Log in button on Escape', async (title, switches) => {
    await page.goto('/en');
    await settle(page);
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await focusMovesInto(page, page.getByRole('dialog', { name: 'Log in' }));
    for (const name of switches) {
      await tabTo(page, page.getByRole('dialog').getByRole('button', { name }), 20);
      await page.keyboard.press('Enter');
    }
    const dialog = page.getByRole('dialog', { name: title });
    await focusMovesInto(page, dialog);
    await settle(page);
    expect(await focusStaysWithin(page, '[role="dialog"]', 'Tab', 15)).toBe(true);
    expect(await focusStaysWithin(page, '[role="dialog"]', 'Shift+Tab', 15)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(opener)).toBe(true);
  });

  it('expands and collapses a sidebar category with Enter and Space', async () => {
    await page.goto('/en/products/telescopes');
    await settle(page);
    const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'Categories' });
    const summary = sidebar.getByRole('button', { expanded: false }).first();
    const name = (await summary.textContent()) ?? '';
    const toggle = sidebar.getByRole('button', { name, exact: true });
    // the filters come before the category tree on desktop: every value of them is a tab stop
    await tabTo(page, toggle, 250);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await sidebar.getByRole('link', { name, exact: true }).waitFor();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('steps the cart quantity with the arrow keys', async () => {
    await putInCart(page, 'orbita-130-900', 2);
    await page.goto('/en/cart');
    const quantity = page.getByRole('spinbutton');
    await quantity.waitFor();
    await tabTo(page, quantity);
    await page.keyboard.press('ArrowUp');
    expect(await quantity.inputValue()).toBe('3');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await quantity.inputValue()).toBe('1');
    // the store is written to localStorage a moment later
    await page.waitForFunction(
      () => Object.values(JSON.parse(localStorage.getItem('cart') ?? '{}').products ?? {}).join() === '1',
    );
  });

  it.each(['/en', '/en/products/telescopes', '/en/product/orbita-130-900', '/en/cart', '/ka/faq', '/ka/contact'])(
    'reaches every control of %s by Tab, each with a visible focus indicator',
    async (path) => {
      await putInCart(page, 'orbita-130-900', 2);
      await page.goto(path);
      await settle(page);
      const walk = await walkWithTab(page);
      expect(walk.controls).toBeGreaterThan(10); // the header alone has more: the walk saw the page
      expect(walk).toEqual({ controls: walk.controls, unreached: [], withoutVisibleFocus: [] });
    },
  );
});
