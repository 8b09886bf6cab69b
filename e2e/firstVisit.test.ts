import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { shot } from './support/shots';

jest.setTimeout(120_000);

// A first visit from a browser that speaks English: the shop's root and its Georgian pages stay Georgian
// (the spec's default language), and English is offered once, in English.

describeInBrowser('a first visit from an English-speaking browser', () => {
  const page = shopPage(undefined, { offerEnglish: true });
  const offer = () => page.getByText('This shop is in English too.');

  it('lands on Georgian, is offered English once, and switches to it on the same page', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ka');
    await waitForHydration(page);
    await offer().waitFor();
    await shot(page, 'offer-english-390');
    await page.getByRole('link', { name: 'Switch to English' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await page.getByRole('banner').getByRole('link', { name: 'ქარ' }).waitFor();

    // the next Georgian page says nothing more: the offer was made
    await page.goto('/ka/about');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await offer().count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('astroshop.english-offered'))).toBe('1');
  });

  it.each([320, 1366])('shows the offer on the screen at %i px', async (width) => {
    // a browser that has not had the offer yet (forgotten once this page has looked for it)
    await page.goto('/ka/about');
    await waitForHydration(page);
    await page.evaluate(() => localStorage.removeItem('astroshop.english-offered'));
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/ka');
    await waitForHydration(page);
    await offer().waitFor();
    // on the screen once it has slid in: within the page's width, nothing cut
    await page.waitForFunction((screenWidth) => {
      const message = [...document.querySelectorAll('#notistack-snackbar')].find((node) =>
        node.textContent?.includes('This shop is in English too.'),
      );
      const box = message?.getBoundingClientRect();
      return box !== undefined && box.left >= 0 && box.right <= screenWidth;
    }, width);
    await shot(page, `offer-english-${width}`);
  });
});
