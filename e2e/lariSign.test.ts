import { settle } from './support/axe';
import { describeInBrowser, shopPage } from './support/browser';

jest.setTimeout(90_000);

// Debian's Chromium, like many Linux and older Android devices, has no system font with the lari sign:
// without the shop's own face every price ends in an empty box.
describeInBrowser('the lari sign', () => {
  const page = shopPage();

  it.each(['ka', 'en'] as const)('is drawn with the shop’s own font in a %s price, in both weights', async (lang) => {
    await page.goto(`/${lang}/product/orbita-130-900`);
    // hydration done (the header's field taken over after it), so React removes no node put into <main>
    await settle(page);
    await page.evaluate(() => document.fonts.ready);
    // the DevTools protocol needs the page itself, not the suite's stand-in for it
    const [tab] = page.context().pages();
    const cdp = await page.context().newCDPSession(tab);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const fontsOf = async (weight: number) => {
      // a sign alone, in the page's price typography, so the font that draws it is the only one reported
      await page.evaluate(async (fontWeight) => {
        document.getElementById('lari-probe')?.remove();
        const sign = document.createElement('span');
        sign.id = 'lari-probe';
        sign.textContent = '₾';
        sign.style.fontWeight = String(fontWeight);
        document.querySelector('main')?.append(sign);
        // a face is fetched when first needed (a page with no price in this weight has not asked for it):
        // wait for it, and for the frame that draws the sign with it
        await document.fonts.load(`${fontWeight} 16px "Noto Sans"`, '₾');
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      }, weight);
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#lari-probe' });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
    };
    expect(await fontsOf(400)).toEqual([{ familyName: 'Noto Sans', isCustomFont: true }]);
    expect(await fontsOf(700)).toEqual([{ familyName: 'Noto Sans', isCustomFont: true }]);
    await cdp.detach();
  });
});
