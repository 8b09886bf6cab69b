import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { adminApi, backOfficeToken, newOperator, signInToBackOffice } from './support/operators';
import { writeInEditor } from './support/editor';
import { shot } from './support/shots';

jest.setTimeout(180_000);

// What a manager writes reaches the storefront as written (issue 36): a news story in the rich-text
// editor, two paragraphs and a picture, on the storefront's news page as two paragraphs under the picture;
// a delivery fee changed in the delivery settings, on the delivery terms page at once.

/** the back office in Georgian, for the operator already signed in in this tab */
async function inGeorgian(page: Page) {
  await page.evaluate(() => localStorage.setItem('astroshop.admin.language', 'ka'));
  await page.reload();
  await page.getByRole('button', { name: 'პროფილი' }).waitFor();
}

/** the back office's words the journeys look for, in its two languages */
const words = {
  ka: {
    slug: /^მისამართი/,
    title: /^სათაური/,
    alt: /^რა ჩანს სურათზე/,
    preview: /წინასწარი ხედი/,
    save: 'შენახვა',
    fee: /^საფასური/,
    updated: 'ჩანაწერი განახლდა',
    terms: 'მიწოდების საფასური და ვადები',
    regions: /მიწოდება რეგიონებში/,
  },
  en: {
    slug: /^Address/,
    title: /^Title/,
    alt: /^What the picture shows/,
    preview: /^Preview: as the shop shows it/,
    save: 'Save',
    fee: /^Fee/,
    updated: 'Element updated',
    terms: 'Fees and delivery times',
    regions: /Delivery to the regions/,
  },
} as const;

/** the story in each language: its title, paragraphs and what its picture shows */
const story = {
  ka: {
    title: 'პირველი სინათლე კლუბში',
    paragraphs: ['კლუბი შაბათს ცხრა საათზე იკრიბება.', 'თბილად ჩაიცვით და წითელი ფარანი წამოიღეთ.'],
    alt: 'ტელესკოპი ვარსკვლავიან ცაზე',
  },
  en: {
    title: 'First light at the club',
    paragraphs: ['The club meets on Saturday at nine.', 'Dress warmly and bring a red torch.'],
    alt: 'A telescope under a starry sky',
  },
} as const;
const TABS = { ka: 'ქართული', en: 'English' } as const;

describeInBrowser('a manager’s texts in Chromium, as the storefront shows them', () => {
  const page = shopPage();

  it.each([
    ['ka', 1366],
    ['en', 390],
  ] as const)(
    'in %s at %i px: a story with two paragraphs and a picture, written in the editor, is on the news page as written',
    async (lang, width) => {
      await page.setViewportSize({ width, height: 900 });
      const manager = await newOperator('manager');
      await signInToBackOffice(page, manager);
      if (lang === 'ka') await inGeorgian(page);
      const said = words[lang];
      const slug = `e2e-first-light-${lang}-${Date.now()}`;
      await page.goto('/admin/news/create');
      await page.getByLabel(said.slug).fill(slug);
      for (const language of ['ka', 'en'] as const) {
        await page.getByRole('tab', { name: TABS[language] }).click();
        const panel = page.getByLabel(TABS[language], { exact: true });
        await panel.getByLabel(said.title).fill(story[language].title);
        await writeInEditor(page, TABS[language], [...story[language].paragraphs]);
        // the preview shows the story as the storefront will: two paragraphs
        const preview = panel.getByRole('region', { name: said.preview });
        await preview.getByText(story[language].paragraphs[1]).waitFor();
        expect(await preview.locator('p').count()).toBe(2);
        await panel.getByLabel(said.alt).fill(story[language].alt);
      }
      await page.getByRole('tab', { name: TABS[lang] }).click();
      await shot(page, `news-editor-${lang}-${width}`);
      await page.getByRole('button', { name: said.save, exact: true }).click();
      // saved, the story's edit screen, where its picture is picked as an operator picks a file
      await page.waitForURL(/\/admin\/news\/\d+$/);
      const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1b2a4a' } })
        .jpeg()
        .toBuffer();
      await page
        .locator('input[type="file"][accept^="image/"]')
        .setInputFiles({ name: 'first-light.jpg', mimeType: 'image/jpeg', buffer: picture });
      await page.locator(`img[src*="/storage/uploads/news/"][src*="${slug}"]`).waitFor();

      // the storefront's story: its picture, described, above its two paragraphs
      const written = story[lang];
      await page.goto(`/${lang}/news/${slug}`);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: written.title }).waitFor();
      const shown = main.getByRole('img', { name: written.alt });
      expect(await shown.getAttribute('src')).toContain(`/storage/uploads/news/${slug}-`);
      expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const paragraphs = main.locator('p', {
        hasText: new RegExp(written.paragraphs.map((text) => text.slice(0, 12)).join('|')),
      });
      expect(await paragraphs.allTextContents()).toEqual([...written.paragraphs]);
      await shot(page, `news-page-${lang}-${width}`);
      // the newest story leads the news list and the home page, with its picture, not the night-sky placeholder
      for (const address of [`/${lang}/news`, `/${lang}`]) {
        await page.goto(address);
        await waitForHydration(page);
        const card = page.locator('main .MuiCard-root', { hasText: written.title }).first();
        await card.getByRole('img', { name: written.alt }).waitFor();
        expect(await card.getByTestId('no-picture').count()).toBe(0);
      }
    },
  );

  it.each([
    ['en', 390],
    ['ka', 1366],
  ] as const)(
    'in %s at %i px: a delivery fee changed in the delivery settings is on the delivery terms page at once',
    async (lang, width) => {
      await page.setViewportSize({ width, height: 800 });
      const manager = await newOperator('manager');
      await signInToBackOffice(page, manager);
      if (lang === 'ka') await inGeorgian(page);
      const said = words[lang];
      const token = await backOfficeToken(page);
      const methods = await adminApi<{ items: { id: number; code: string; version: number; fee: number }[] }>(
        token,
        'GET',
        '/delivery-methods?perPage=50',
      );
      // the regions' method: no other browser test buys with it, and it is put back below
      const regions = methods.body.items.find((method) => method.code === 'regions')!;
      try {
        await page.goto(`/admin/delivery-methods/${regions.id}`);
        const fee = page.getByRole('spinbutton', { name: said.fee });
        await fee.fill('16.5');
        await page.getByRole('button', { name: said.save, exact: true }).click();
        await page.getByText(said.updated).waitFor();

        await page.goto(`/${lang}/delivery`);
        await waitForHydration(page);
        const row = page.getByRole('table', { name: said.terms }).getByRole('row', { name: said.regions });
        await row.getByRole('cell', { name: /16[.,]50/ }).waitFor();
        await shot(page, `delivery-terms-${lang}-${width}`);
      } finally {
        const current = await adminApi<Record<string, unknown>>(token, 'GET', `/delivery-methods/${regions.id}`);
        const { id: _id, ...fields } = current.body;
        await adminApi(token, 'PUT', `/delivery-methods/${regions.id}`, { ...fields, fee: regions.fee });
      }
    },
  );
});
