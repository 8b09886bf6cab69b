import type { Page } from 'playwright-core';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';

jest.setTimeout(120_000);

const slug = 'orbita-70-700-az';

async function openProduct(page: Page, lang: 'en' | 'ka') {
  await page.goto(`/${lang}/product/${slug}`);
  await waitForHydration(page);
}

/** the category the server files the product under, as the breadcrumb should name it */
async function categoryOf(page: Page, lang: 'en' | 'ka') {
  const answer = await page.request.get(`/api/product/${slug}`, { headers: { 'accept-language': lang } });
  const { category } = (await answer.json()) as { category: { slug: string; translations: { name: string }[] } };
  return { slug: category.slug, name: category.translations[0].name };
}

const inViewport = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  });

describeInBrowser('a product page that sells on a phone', () => {
  const page = shopPage();

  for (const [lang, words] of [
    ['en', { add: /^(Add to|Update) cart$/, goToCart: 'Go to cart', breadcrumb: 'Breadcrumb' }],
    [
      'ka',
      {
        add: /^(კალათაში დამატება|კალათის განახლება)$/,
        goToCart: 'კალათაში გადასვლა',
        breadcrumb: 'ნავიგაციის ბილიკი',
      },
    ],
  ] as const) {
    it(`keeps price and "add to cart" on screen at 390 px, and its toast leads to the cart (${lang})`, async () => {
      await page.setViewportSize({ width: 390, height: 760 });
      await openProduct(page, lang);
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      expect(await inViewport(page, 'buying-bar')).toBe(true);
      await page.getByTestId('buying-bar').getByRole('button', { name: words.add }).click();
      await page.getByRole('link', { name: words.goToCart }).click();
      await page.waitForURL(new RegExp(`/${lang}/cart$`));
    });

    it(`names the category in the breadcrumb (${lang})`, async () => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openProduct(page, lang);
      const category = await categoryOf(page, lang);
      const trail = page.getByRole('navigation', { name: words.breadcrumb });
      expect(await trail.getByRole('link', { name: category.name }).getAttribute('href')).toBe(
        `/${lang}/products/${category.slug}`,
      );
    });
  }

  it('leaves the buying block in place on a wide screen', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openProduct(page, 'en');
    expect(await page.getByTestId('buying-bar').evaluate((element) => getComputedStyle(element).position)).toBe(
      'static',
    );
  });
});
