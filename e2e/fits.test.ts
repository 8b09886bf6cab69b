import type { Page } from 'playwright-core';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';

jest.setTimeout(180_000);

const dobsonian = 'tetnuldi-8-dobsonian';

interface Accessory {
  slug: string;
  translations: { name: string }[];
  fit?: { verdict: 'fits' | 'adapter' | 'needs' };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    filters: 'Filters',
    chooseTelescope: 'Choose your telescope',
    yourTelescope: 'Your telescope: ',
    found: (total: number) => `found ${total} products`,
    showProducts: /^Show \d+ products?$/,
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
    filters: 'ფილტრები',
    chooseTelescope: 'აირჩიეთ ტელესკოპი',
    yourTelescope: 'თქვენი ტელესკოპი: ',
    found: (total: number) => `ნაპოვნია ${total} პროდუქტი`,
    showProducts: /პროდუქტის ჩვენება$/,
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
          eyepieces.data.data.filter((item) => item.fit?.verdict === 'fits').map((item) => item.slug),
        );
        const twoInch = related.data.accessories.find((item) => twoInchEyepieces.has(item.slug));
        expect(twoInch).toBeDefined();
        await page.goto(`/${lang}/product/${dobsonian}`);
        await waitForHydration(page);
        const shelf = page.getByRole('region', { name: say.accessories });
        const card = shelf.getByRole('listitem').filter({ hasText: twoInch!.translations[0].name });
        await card.waitFor();
        expect(await card.textContent()).not.toContain(say.adapter);
        const viaAdapter = related.data.accessories.find((item) => item.fit?.verdict === 'adapter');
        if (viaAdapter) {
          const adapted = shelf.getByRole('listitem').filter({ hasText: viaAdapter.translations[0].name });
          expect(await adapted.textContent()).toContain(say.adapter);
        }
      });

      it(`picks the telescope on the eyepieces list, shows what fits it, and offers it on the next list (${lang}, ${width} px)`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const phone = width < 900;
        const { data: telescopes } = await answer<{ data: { slug: string; name: string }[] }>(
          page,
          '/api/telescopes',
          lang,
        );
        const name = telescopes.find((telescope) => telescope.slug === dobsonian)!.name;
        const fitting = await answer<{ data: { total: number; data: Accessory[] } }>(
          page,
          `/api/products/eyepieces?fits=${dobsonian}`,
          lang,
        );
        // a 2" eyepiece: it fits the Dobsonian's 2" focuser without the adapter
        const twoInch = fitting.data.data.find((item) => item.fit?.verdict === 'fits')!;
        expect(twoInch).toBeDefined();
        const filtersOf = async () => {
          if (!phone) return page.locator('aside');
          await page.getByRole('button', { name: say.filters, exact: true }).click();
          return page.getByRole('dialog', { name: say.filters });
        };
        const closeDrawer = async () => {
          if (!phone) return;
          await page.getByRole('dialog').getByRole('button', { name: say.showProducts }).click();
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        };

        await page.goto(`/${lang}/products/eyepieces`);
        await waitForHydration(page);
        const field = (await filtersOf()).getByRole('combobox', { name: say.chooseTelescope });
        await field.fill(name.slice(0, 10));
        await page.getByRole('option', { name, exact: true }).click();
        await page.waitForURL(new RegExp(`/${lang}/products/eyepieces\\?fits=${dobsonian}$`));
        await closeDrawer();
        // the list is the server's answer for that telescope
        await page
          .getByRole('status')
          .filter({ hasText: say.found(fitting.data.total) })
          .waitFor();
        await page.getByRole('link', { name: twoInch.translations[0].name, exact: true }).first().waitFor();

        const chip = page.getByRole('list', { name: say.chips }).getByRole('link', { name: new RegExp(escaped(name)) });
        await chip.click();
        await page.waitForURL(new RegExp(`/${lang}/products/eyepieces$`));

        // the next list offers the telescope as one tap, without applying it
        await page.goto(`/${lang}/products/barlow-lenses`);
        await waitForHydration(page);
        const suggestion = (await filtersOf()).getByRole('link', { name: say.yourTelescope + name });
        await suggestion.waitFor();
        expect(new URL(page.url()).search).toBe('');
        await suggestion.click();
        await page.waitForURL(new RegExp(`/${lang}/products/barlow-lenses\\?fits=${dobsonian}$`));
        await closeDrawer();
        await page
          .getByRole('list', { name: say.chips })
          .getByRole('link', { name: new RegExp(escaped(name)) })
          .waitFor();
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
