import { newShopper, registerAndLogIn } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { shot } from './support/shots';

jest.setTimeout(180_000);

// two seeded telescopes, a 130 mm and an 8" (203 mm), and the 1.25" 2x Barlow that fits the first
const small = 'orbita-130-900';
const large = 'tetnuldi-8-dobsonian';

const words = {
  en: {
    observe: 'What you will see',
    open: 'Open “What you will see”',
    jupiterRow: /^Jupiter at its highest useful magnification/,
    jupiter: "Jupiter in this eyepiece's field, drawn to scale",
    moon: "The Moon in this eyepiece's field, drawn to scale",
    toAdd: 'What to add',
    barlow: /^Add Lumen 2x APO Barlow Lens to cart$/,
    barlowAdded: /^Remove Lumen 2x APO Barlow Lens from cart$/,
    compare: 'Specifications side by side',
    chooseTelescope: 'Choose your telescope',
    fits: 'Fits',
    plossl: 'Lumen Plössl 25 mm Eyepiece',
  },
  ka: {
    observe: 'რას დაინახავთ',
    open: '„რას დაინახავთ“ გახსნა',
    jupiterRow: /^იუპიტერი უდიდესი სასარგებლო გადიდებით/,
    jupiter: 'იუპიტერი ამ ოკულარის ველში, მასშტაბით',
    moon: 'მთვარე ამ ოკულარის ველში, მასშტაბით',
    toAdd: 'რა დავამატოთ',
    barlow: /^Lumen 2x აპოქრომატული ბარლოუს ლინზა — კალათაში დამატება$/,
    barlowAdded: /^Lumen 2x აპოქრომატული ბარლოუს ლინზა — კალათიდან ამოღება$/,
    compare: 'მახასიათებლები გვერდიგვერდ',
    chooseTelescope: 'აირჩიეთ ტელესკოპი',
    fits: 'ერგება',
    plossl: 'Lumen Plössl 25 მმ ოკულარი',
  },
} as const;

describeInBrowser('what you will see, in Chromium', () => {
  const page = shopPage();

  for (const width of [390, 1366]) {
    for (const lang of ['en', 'ka'] as const) {
      const say = words[lang];
      /** whether the cart kept in the browser holds one unit of a product (the Barlow, in these tests) */
      const cartHoldsOne = (holds: boolean) =>
        page.waitForFunction(
          (wanted) =>
            Object.values(
              (JSON.parse(localStorage.getItem('cart') ?? '{}') as { products?: Record<string, number> }).products ??
                {},
            ).includes(1) === wanted,
          holds,
        );
      /** "What to add"'s Barlow into the cart, and out again by the same button, now saying so */
      const addAndTakeOutBarlow = async (whileInCart?: () => Promise<void>) => {
        const toAdd = page.getByRole('region', { name: say.toAdd });
        await toAdd.getByRole('button', { name: say.barlow }).click();
        await cartHoldsOne(true);
        await whileInCart?.();
        // out again for the next run: the cart kept in the browser must have forgotten it before the next
        // test opens a page (it read the Barlow as still in the cart)
        await toAdd.getByRole('button', { name: say.barlowAdded }).click();
        await toAdd.getByRole('button', { name: say.barlow }).waitFor();
        await cartHoldsOne(false);
      };

      it(`an owner of a telescope we do not sell picks it, sees what fits, what an eyepiece shows in it, and adds the suggested Barlow (${lang}, ${width} px)`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}/products/eyepieces`);
        await waitForHydration(page);
        // on a phone the filters are in their drawer
        // exact: a product's "add to cart" names the eyepiece-and-filter kit, ფილტრების ნაკრები
        const filtersButton = page.getByRole('button', { name: lang === 'en' ? 'Filters' : 'ფილტრები', exact: true });
        if (width < 900) await filtersButton.click();
        const field = page.getByRole('combobox', { name: say.chooseTelescope });
        await field.click();
        await field.pressSequentially('nexstar 8');
        await page.getByRole('option', { name: /8SE/ }).click();
        await page.waitForURL(/fits=ref%3A/);
        if (width < 900) await page.keyboard.press('Escape');
        // the 1.25" eyepieces fit the NexStar 8SE's focuser as they are
        await page.getByText(say.fits, { exact: true }).first().waitFor();
        await page.getByRole('link', { name: say.plossl }).first().click();
        await waitForHydration(page);
        await page.getByRole('region', { name: say.observe }).getByRole('link', { name: say.open }).click();
        await page.waitForURL(/observe\?telescope=ref%3A.*&eyepiece=lumen-plossl-25/);
        // 2032 mm / 25 mm: 81x, as Celestron's manual has it
        await page.locator('[data-figure="magnification"]').filter({ hasText: '81×' }).waitFor();
        await shot(page, `observe-reference-${lang}-${width}`);
        // the Barlow it suggests for the telescope we do not sell goes to the cart, then out again
        await addAndTakeOutBarlow();
      });

      it(`a telescope's page opens what it shows; the suggested Barlow goes to the cart (${lang}, ${width} px)`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}/product/${small}`);
        await waitForHydration(page);
        const section = page.getByRole('region', { name: say.observe });
        await section.getByRole('link', { name: say.open }).click();
        await page.waitForURL(`**/${lang}/observe?telescope=${small}`);
        // the supplied 25 mm eyepiece in a 900 mm telescope: 36x; the sky drawn to its field
        await page.locator('[data-figure="magnification"]').filter({ hasText: '36×' }).waitFor();
        await page.getByRole('img', { name: say.moon }).waitFor();
        await addAndTakeOutBarlow(async () => shot(page, `observe-${small}-${lang}-${width}`));
      });

      it(`a beginner compares two telescopes' views of Jupiter (${lang}, ${width} px)`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}/compare?products=${small},${large}`);
        await waitForHydration(page);
        const table = page.getByRole('table', { name: say.compare });
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: say.jupiterRow }) });
        const drawings = row.getByRole('img', { name: say.jupiter });
        await drawings.nth(1).waitFor();
        // the drawn planet's size on screen: the 8" shows Jupiter bigger at its highest useful power
        const sizes = await drawings.evaluateAll((svgs) =>
          svgs.map((svg) => svg.querySelectorAll('g[clip-path] circle')[4].getBoundingClientRect().width),
        );
        expect(sizes[1]).toBeGreaterThan(sizes[0] * 1.4);
        await row.scrollIntoViewIfNeeded();
        await shot(page, `compare-jupiter-${lang}-${width}`);
      });
    }
  }

  for (const width of [320, 390, 1366])
    for (const lang of ['en', 'ka'] as const)
      it(`draws the observe page for a telescope and an eyepiece at ${width} px (${lang})`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}/observe?telescope=${large}&eyepiece=kavkasia-uwa-82-14`);
        await waitForHydration(page);
        // 1200 mm / 14 mm = 86x, an 82° field: 0.96°
        await page.locator('[data-figure="true_field"]').filter({ hasText: '0.96°' }).waitFor();
        // nothing wider than the screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `observe-page-${lang}-${width}`);
      });
});

describeInBrowser('my telescopes, kept in the account, in Chromium', () => {
  const page = shopPage();

  for (const width of [320, 390, 1366])
    it(`a signed-in owner keeps a telescope we do not sell, finds it on the profile and on the next list (${width} px)`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await registerAndLogIn(page, newShopper('Tamar', 'Kavtaradze'));
      await page.goto('/en/observe?telescope=ref%3Acelestron-nexstar-8se&eyepiece=lumen-plossl-25');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Keep in my telescopes' }).click();
      await page.getByText('In your telescopes', { exact: true }).waitFor();

      await page.goto('/en/profile');
      await waitForHydration(page);
      const mine = page.getByRole('region', { name: 'My telescopes' });
      await mine.getByText('203 mm aperture · 2032 mm focal length · 1.25″ focuser').waitFor();
      await mine.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `my-telescopes-en-${width}`);
      await mine.getByRole('link', { name: /^Eyepieces that fit Celestron NexStar 8SE/ }).click();
      await page.waitForURL(/\/en\/products\/eyepieces\?fits=ref%3Acelestron-nexstar-8se$/);
      await page.getByText('Fits', { exact: true }).first().waitFor();

      // in Georgian, on the profile, and removed
      await page.goto('/ka/profile');
      await waitForHydration(page);
      const georgian = page.getByRole('region', { name: 'ჩემი ტელესკოპები' });
      await shot(page, `my-telescopes-ka-${width}`);
      await georgian.getByRole('button', { name: /^წაშლა: Celestron NexStar 8SE/ }).click();
      await georgian.getByText(/შენახული ტელესკოპები ჯერ არ გაქვთ/).waitFor();
      await page.evaluate(() => localStorage.clear());
    });
});
