import { describeInBrowser, shopPage, waitForHydration } from './support/browser';

jest.setTimeout(60_000);

describeInBrowser('the storefront shell in Chromium', () => {
  const page = shopPage();

  it('lands on /ka from the root path, in Georgian', async () => {
    await page.goto('/');
    await page.waitForURL(/\/ka$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('ka');
  });

  it('shows 404 not found for an unknown English path', async () => {
    await page.goto('/en/nowhere');
    await expect(page.getByRole('heading', { name: '404 not found' }).waitFor()).resolves.toBeUndefined();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('keeps the path when the shopper switches language', async () => {
    await page.goto('/ka/about');
    await page.locator('html[lang="ka"]').waitFor();
    await page.getByRole('link', { name: 'ENG', exact: true }).first().click();
    await page.waitForURL(/\/en\/about$/);
    await page.locator('html[lang="en"]').waitFor();
  });

  it('serves the translation files over HTTP', async () => {
    const response = await page.request.get('/locales/en/common.json');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toHaveProperty('not_found', '404 not found');
  });

  it("marks the entry script, and no other, with V8's compile hint on its first line", async () => {
    await page.goto('/en/about');
    await waitForHydration(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(1); // the entry and the page's own code at least
    const firstLines = await Promise.all(
      scripts.map(async (src) => (await (await page.request.get(src)).text()).split('\n', 1)[0]),
    );
    const hinted = scripts.filter((_, index) => firstLines[index] === '//# allFunctionsCalledOnLoad');
    expect(hinted).toEqual([expect.stringMatching(/^\/js\/main\.[0-9a-f]+\.js$/)]);
  });
});
