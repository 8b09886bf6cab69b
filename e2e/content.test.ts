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

describeInBrowser('a manager’s texts in Chromium, as the storefront shows them', () => {
  const page = shopPage();

  it('at 1366 px in Georgian: a story with two paragraphs and a picture, written in the editor, is on the news page as written', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const manager = await newOperator('manager');
    await signInToBackOffice(page, manager);
    await inGeorgian(page);
    const slug = `e2e-first-light-${Date.now()}`;
    await page.goto('/admin/news/create');
    await page.getByLabel(/^მისამართი/).fill(slug);
    await page.getByRole('tab', { name: 'ქართული' }).click();
    const georgian = page.getByLabel('ქართული', { exact: true });
    await georgian.getByLabel(/^სათაური/).fill('პირველი სინათლე კლუბში');
    await writeInEditor(page, 'ქართული', [
      'კლუბი შაბათს ცხრა საათზე იკრიბება.',
      'თბილად ჩაიცვით და წითელი ფარანი წამოიღეთ.',
    ]);
    // the preview shows the story as the storefront will: two paragraphs
    const preview = georgian.getByRole('region', { name: /წინასწარი ხედი/ });
    await preview.getByText('თბილად ჩაიცვით და წითელი ფარანი წამოიღეთ.').waitFor();
    expect(await preview.locator('p').count()).toBe(2);
    await georgian.getByLabel(/^რა ჩანს სურათზე/).fill('ტელესკოპი ვარსკვლავიან ცაზე');
    await page.getByRole('tab', { name: 'English' }).click();
    const english = page.getByLabel('English', { exact: true });
    await english.getByLabel(/^სათაური/).fill('First light at the club');
    await writeInEditor(page, 'English', [
      'The club meets on Saturday at nine.',
      'Dress warmly and bring a red torch.',
    ]);
    await english.getByLabel(/^რა ჩანს სურათზე/).fill('A telescope under a starry sky');
    await page.getByRole('tab', { name: 'ქართული' }).click();
    await shot(page, 'news-editor-ka-1366');
    await page.getByRole('button', { name: 'შენახვა', exact: true }).click();
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
    await page.goto(`/ka/news/${slug}`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'პირველი სინათლე კლუბში' }).waitFor();
    const shown = main.getByRole('img', { name: 'ტელესკოპი ვარსკვლავიან ცაზე' });
    expect(await shown.getAttribute('src')).toContain(`/storage/uploads/news/${slug}-`);
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await main.locator('p', { hasText: /კლუბი შაბათს|თბილად ჩაიცვით/ }).allTextContents()).toEqual([
      'კლუბი შაბათს ცხრა საათზე იკრიბება.',
      'თბილად ჩაიცვით და წითელი ფარანი წამოიღეთ.',
    ]);
    await shot(page, 'news-page-ka-1366');
    // the newest story leads the news list and the home page, with its picture, not the night-sky placeholder
    for (const address of ['/ka/news', '/ka']) {
      await page.goto(address);
      await waitForHydration(page);
      const card = page.locator('main .MuiCard-root', { hasText: 'პირველი სინათლე კლუბში' });
      await card.getByRole('img', { name: 'ტელესკოპი ვარსკვლავიან ცაზე' }).waitFor();
      expect(await card.getByTestId('no-picture').count()).toBe(0);
    }
  });

  it('at 390 px in English: a delivery fee changed in the delivery settings is on the delivery terms page at once', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    const manager = await newOperator('manager');
    await signInToBackOffice(page, manager);
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
      const fee = page.getByRole('spinbutton', { name: /^Fee/ });
      await fee.fill('16.5');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Element updated').waitFor();

      await page.goto('/en/delivery');
      await waitForHydration(page);
      const row = page
        .getByRole('table', { name: 'Fees and delivery times' })
        .getByRole('row', { name: /Delivery to the regions/ });
      await row.getByRole('cell', { name: /16\.50/ }).waitFor();
      await shot(page, 'delivery-terms-en-390');
    } finally {
      const current = await adminApi<Record<string, unknown>>(token, 'GET', `/delivery-methods/${regions.id}`);
      const { id: _id, ...fields } = current.body;
      await adminApi(token, 'PUT', `/delivery-methods/${regions.id}`, { ...fields, fee: regions.fee });
    }
  });
});
