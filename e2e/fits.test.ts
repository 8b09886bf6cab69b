import type { Page } from 'playwright-core';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';

jest.setTimeout(180_000);

const dobsonian = 'tetnuldi-8-dobsonian';

interface Accessory {
  slug: string;
  translations: { name: string }[];
  fit?: { via_adapter: boolean };
}

/** the server's own answers, so the assertions follow the seed rather than copy it */
async function answer<T>(page: Page, path: string, lang: string): Promise<T> {
  const response = await page.request.get(path, { headers: { 'accept-language': lang } });
  return (await response.json()) as T;
}

const words = {
  en: {
    accessories: 'Accessories that fit',
    adapter: `Fits through the focuser's 1.25" adapter`,
    chips: 'Filters in force',
    apertureFrom: 'Aperture from',
    applyAperture: 'Apply Aperture',
    remove: 'Remove filter',
    compare: 'Specifications side by side',
    differs: 'differs',
  },
  ka: {
    accessories: 'შესაფერისი აქსესუარები',
    adapter: 'ერგება ფოკუსერის 1.25" ადაპტერით',
    chips: 'არჩეული ფილტრები',
    apertureFrom: ': დან',
    applyAperture: ': გამოყენება',
    remove: 'ფილტრის მოხსნა',
    compare: 'მახასიათებლები გვერდიგვერდ',
    differs: 'განსხვავდება',
  },
} as const;

describeInBrowser('fits your telescope, ranges and compare', () => {
  const page = shopPage();

  for (const width of [390, 1366]) {
    for (const lang of ['en', 'ka'] as const) {
      const say = words[lang];

      it(`offers the 8" Dobsonian a 2" eyepiece, and notes what fits through the adapter (${lang}, ${width} px)`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const related = await answer<{ data: { accessories: Accessory[] } }>(
          page,
          `/api/product/${dobsonian}/related`,
          lang,
        );
        // the related answer names how each fits, not its barrel: a 2" eyepiece is one of the eyepieces that
        // fit this telescope without the adapter
        const eyepieces = await answer<{ data: { data: Accessory[] } }>(
          page,
          `/api/products/eyepieces?fits=${dobsonian}`,
          lang,
        );
        const twoInchEyepieces = new Set(
          eyepieces.data.data.filter((item) => item.fit?.via_adapter === false).map((item) => item.slug),
        );
        const twoInch = related.data.accessories.find((item) => twoInchEyepieces.has(item.slug));
        expect(twoInch).toBeDefined();
        await page.goto(`/${lang}/product/${dobsonian}`);
        await waitForHydration(page);
        const shelf = page.getByRole('region', { name: say.accessories });
        const card = shelf.getByRole('listitem').filter({ hasText: twoInch!.translations[0].name });
        await card.waitFor();
        expect(await card.textContent()).not.toContain(say.adapter);
        const viaAdapter = related.data.accessories.find((item) => item.fit?.via_adapter);
        if (viaAdapter) {
          const adapted = shelf.getByRole('listitem').filter({ hasText: viaAdapter.translations[0].name });
          expect(await adapted.textContent()).toContain(say.adapter);
        }
      });

      it(`filters telescopes by an aperture range, shown as a removable chip (${lang}, ${width} px)`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const list = await answer<{ facets: { ranges: { key: string; label: string; min: number; max: number }[] } }>(
          page,
          '/api/products/telescopes',
          lang,
        );
        const aperture = list.facets.ranges.find((range) => range.key === 'aperture')!;
        const min = Math.ceil((aperture.min + aperture.max) / 2 / 10) * 10;
        const filtered = await answer<{ data: { total: number } }>(
          page,
          `/api/products/telescopes?aperture_min=${min}`,
          lang,
        );
        await page.goto(`/${lang}/products/telescopes`);
        await waitForHydration(page);
        if (width < 900) {
          await page.getByRole('button', { name: lang === 'en' ? 'Filters' : 'ფილტრები', exact: true }).click();
        }
        const scope = width < 900 ? page.getByRole('dialog') : page.locator('aside');
        const group = scope.getByRole('group', { name: new RegExp(`^${aperture.label}`) });
        await group.getByRole('spinbutton', { name: new RegExp(say.apertureFrom) }).fill(String(min));
        await group.getByRole('button', { name: new RegExp(say.applyAperture) }).click();
        await page.waitForURL(new RegExp(`/${lang}/products/telescopes\\?aperture_min=${min}$`));
        if (width < 900) {
          // the shopper closes the drawer on its "show N products"
          await page
            .getByRole('dialog')
            .getByRole('button', { name: lang === 'en' ? /^Show \d+ products?$/ : /პროდუქტის ჩვენება$/ })
            .click();
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
        const chips = page.getByRole('list', { name: say.chips });
        const chip = chips.getByRole('link', { name: new RegExp(`${aperture.label}: .*${min}`) });
        await chip.waitFor();
        await page
          .getByText(new RegExp(`${filtered.data.total}`))
          .first()
          .waitFor();
        await chip.click();
        await page.waitForURL(new RegExp(`/${lang}/products/telescopes$`));
      });

      it(`compares two telescopes side by side with their specifications aligned (${lang}, ${width} px)`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const { data } = await answer<{ data: { data: { slug: string; translations: { name: string }[] }[] } }>(
          page,
          '/api/products/telescopes?sort=name-asc',
          lang,
        );
        const [first, second] = data.data;
        await page.goto(`/${lang}/compare?products=${first.slug},${second.slug}`);
        await waitForHydration(page);
        const table = page.getByRole('table', { name: new RegExp(say.compare) });
        await table.getByRole('link', { name: second.translations[0].name, exact: true }).waitFor();
        const rows = table.locator('tbody tr');
        expect(await rows.count()).toBeGreaterThan(2);
        // each row: the specification, then one value per telescope
        for (const cells of await rows.evaluateAll((trs) =>
          trs.map((tr) => (tr as HTMLTableRowElement).cells.length),
        )) {
          expect(cells).toBe(3);
        }
        if (width === 390) {
          // the table scrolls sideways under its sticky first column
          const firstColumn = table.locator('tbody th').first();
          expect(await firstColumn.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
        }
      });
    }
  }
});
