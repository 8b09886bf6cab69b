import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { adminApi, backOfficeToken, newOperator, signInToBackOffice } from './support/operators';
import { shot } from './support/shots';

jest.setTimeout(240_000);

// A manager adds a telescope from an empty form (issue 36), in Georgian on a desktop and in English on a
// phone: only what the telescope has is filled (no discount, no address: it is drawn from the English
// name), its specifications picked from the shop's list, three pictures picked at once and described in
// both languages, then published; the storefront's page shows its specification table and each picture
// with its description as the picture's alternative text, in the shopper's language.

/** the back office's and the storefront's words in each language, as the manager and the shopper read them */
const WORDS = {
  ka: {
    category: 'კატეგორია',
    telescopes: 'ტელესკოპები',
    price: /^ფასი/,
    name: /^სახელი/,
    details: 'დეტალები',
    add: 'დამატება',
    key: /^მახასიათებელი/,
    value: (lang: 'ka' | 'en') => new RegExp(`^მნიშვნელობა \\(${lang}\\)`),
    visible: 'ჩანს',
    save: 'შენახვა',
    altKa: 'აღწერა ქართულად',
    altEn: 'აღწერა ინგლისურად',
    saveAlts: 'აღწერების შენახვა',
    filterValues: /მყიდველები ფილტრავენ ერთ-ერთით: .*ნიუტონის რეფლექტორი \(Newtonian reflector\)/,
    specifications: 'მახასიათებლები',
    showImage: (number: number) => `სურათი ${number}`,
  },
  en: {
    category: 'Category',
    telescopes: 'Telescopes',
    price: /^Price/,
    name: /^Name/,
    details: 'Details',
    add: 'Add',
    key: /^Specification/,
    value: (lang: 'ka' | 'en') => new RegExp(`^Value \\(${lang}\\)`),
    visible: 'Visible',
    save: 'Save',
    altKa: 'Description (Georgian)',
    altEn: 'Description (English)',
    saveAlts: 'Save the descriptions',
    filterValues: /Shoppers filter by one of: .*Newtonian reflector/,
    specifications: 'Specifications',
    showImage: (number: number) => `Show image ${number}`,
  },
};

const SPECS = [
  { key: /^(Aperture|აპერტურა)/, ka: '203', en: '203', shown: { ka: '203 მმ', en: '203 mm' } },
  { key: /^(Focal length|ფოკუსური მანძილი)/, ka: '1200', en: '1200', shown: { ka: '1200 მმ', en: '1200 mm' } },
  {
    key: /^(Optical design|ოპტიკური სქემა)/,
    ka: 'ნიუტონის რეფლექტორი, პარაბოლური სარკე',
    en: 'Newtonian, parabolic primary mirror',
    shown: { ka: 'ნიუტონის რეფლექტორი, პარაბოლური სარკე', en: 'Newtonian, parabolic primary mirror' },
  },
];

const ALTS = [
  { en: 'The Dobsonian on its rocker box', ka: 'დობსონი თავის ბაზაზე' },
  { en: 'The 2-inch focuser', ka: '2-დიუმიანი ფოკუსერი' },
  { en: 'The primary mirror cell', ka: 'მთავარი სარკის ბუდე' },
];

const picture = (background: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * a tap on what is on screen: scrolled to the middle first, as a manager scrolls it there (scrolled only
 * as far as needed, a control at the bottom of a phone's screen is under the form's fixed toolbar)
 */
async function tap(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await target.click();
}

/** the back office in the language, signed in as a new manager, at the width */
async function managerAt(page: Page, language: 'ka' | 'en', width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInToBackOffice(page, await newOperator('manager'));
  await page.evaluate((locale) => localStorage.setItem('astroshop.admin.language', locale), language);
}

describeInBrowser('a manager adds a telescope from an empty form, and shoppers see it as she wrote it', () => {
  const page = shopPage();

  it.each([
    ['ka', 1366],
    ['en', 390],
  ] as const)('in %s at %i px: three pictures described, its specifications as a table', async (language, width) => {
    const words = WORDS[language];
    await managerAt(page, language, width);
    const name = `Lumen Dob 8 ${language} ${Date.now()}`;
    await page.goto('/admin/products/create');

    // the details: the category from the tree, the price; nothing else asked
    await tap(page.getByLabel(words.category, { exact: false }).first());
    await page.getByRole('option', { name: words.telescopes, exact: true }).click();
    await page.getByRole('spinbutton', { name: words.price }).fill('1650');
    for (const [index, spec] of SPECS.entries()) {
      await tap(page.getByRole('button', { name: words.add, exact: true }));
      await tap(page.getByRole('combobox', { name: words.key }).nth(index));
      await page.getByRole('option', { name: spec.key }).click();
      await page
        .getByRole('textbox', { name: words.value('ka') })
        .nth(index)
        .fill(spec.ka);
      await page
        .getByRole('textbox', { name: words.value('en') })
        .nth(index)
        .fill(spec.en);
    }
    // the optical design is a filter: the values shoppers filter by are listed under it
    await page.getByText(words.filterValues).waitFor();
    await shot(page, `product-form-create-${language}-${width}`);
    // each language's name, in its tab
    await page.getByRole('tab', { name: 'ქართული' }).click();
    await page.getByLabel('ქართული', { exact: true }).getByLabel(words.name).fill('ლუმენ დობ 8');
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByLabel('English', { exact: true }).getByLabel(words.name).fill(name);
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const token = await backOfficeToken(page);
    const created = (await adminApi<{ slug: string; visible: boolean }>(token, 'GET', `/products/${id}`)).body;
    // hidden until published, its address drawn from the English name
    expect(created).toMatchObject({ visible: false, slug: name.toLowerCase().replace(/ /g, '-') });

    // three pictures picked at once, then what each shows in both languages
    await page.locator('input[type="file"][accept^="image/"]').setInputFiles(
      await Promise.all(
        ['#24324f', '#6a4a2a', '#2f5f4f'].map(async (colour, index) => ({
          name: `dob-${index + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await picture(colour),
        })),
      ),
    );
    await page.getByRole('textbox', { name: words.altEn }).nth(2).waitFor();
    for (const [index, alt] of ALTS.entries()) {
      await page.getByRole('textbox', { name: words.altKa }).nth(index).fill(alt.ka);
      await page.getByRole('textbox', { name: words.altEn }).nth(index).fill(alt.en);
    }
    const described = page.waitForResponse(
      (response) => response.url().endsWith(`/api/admin/products/${id}/images`) && response.ok(),
    );
    await tap(page.getByRole('button', { name: words.saveAlts }));
    await described;

    // published
    await page.getByRole('tab', { name: words.details }).click();
    await tap(page.getByRole('switch', { name: new RegExp(`^${words.visible}`) }));
    const published = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/admin/products/${id}`) && response.request().method() === 'PUT' && response.ok(),
    );
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await published;
    // the filled form at each width; the menu, open on a wide screen, is a drawer over a phone's: closed
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(`/admin/products/${id}`);
    for (const formWidth of [320, 390, 1366]) {
      await page.setViewportSize({ width: formWidth, height: 900 });
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: words.altEn }).nth(2).waitFor();
      await shot(page, `product-form-edit-${language}-${formWidth}`);
    }

    // the storefront's page, in the shopper's language, on the manager's screen
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${language}/product/${created.slug}`);
    await waitForHydration(page);
    const table = page.getByRole('table', { name: words.specifications });
    const rows = await table.getByRole('row').allTextContents();
    for (const spec of SPECS) expect(rows.some((row) => row.includes(spec.shown[language]))).toBe(true);
    const main = page.getByRole('main').getByRole('img', { name: ALTS[0][language], exact: true });
    expect(await main.getAttribute('src')).toContain(`/storage/uploads/products/${created.slug}-`);
    await page.getByRole('button', { name: words.showImage(3) }).click();
    await page.getByRole('main').getByRole('img', { name: ALTS[2][language], exact: true }).waitFor();
    for (const shopWidth of [320, 390, 1366]) {
      await page.setViewportSize({ width: shopWidth, height: 900 });
      await shot(page, `product-page-${language}-${shopWidth}`);
    }
  });
});
