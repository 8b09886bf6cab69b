import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath } from '../../test/harness/chromium';

/** `describe` for browser tests: skipped, with the reason printed once by globalSetup, without Chromium. */
export const describeInBrowser = process.env.E2E_SKIP === '1' ? describe.skip : describe;

export const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';

interface Shop {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/**
 * A fresh browser profile per test file, as a first-time shopper has. Its browser speaks English, so a
 * Georgian page would offer English (features/switch-language) in a toast over the header's controls:
 * the profile has had that offer, unless `offerEnglish` (the offer's own test).
 */
async function openShop(shopUrl: string, offerEnglish: boolean): Promise<Shop> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'astroshop-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    baseURL: shopUrl,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  if (!offerEnglish) {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('astroshop.english-offered', '1');
      } catch {
        // a page without storage (about:blank) offers nothing
      }
    });
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the shop before the tests of the calling `describe` and closes it after them, and returns
 * its page. The page exists only once `beforeAll` has run, so what is returned stands in for it:
 * hooks and tests may use it, code that runs while the file loads may not. `shopUrl`, asked in
 * `beforeAll`: a file's own server rather than the suite's (one started with other settings).
 */
export function shopPage(shopUrl: () => string = baseUrl, { offerEnglish = false } = {}): Page {
  let shop: Shop | undefined;
  beforeAll(async () => {
    shop = await openShop(shopUrl(), offerEnglish);
  });
  afterAll(async () => shop?.close());
  return new Proxy({} as Page, {
    get(_, key) {
      if (!shop) throw new Error('the shop opens in beforeAll: use its page in hooks and tests');
      const value: unknown = Reflect.get(shop.page, key, shop.page);
      return typeof value === 'function' ? value.bind(shop.page) : value;
    },
  });
}

/**
 * Waits until React has hydrated the server-rendered page (its root then holds React's container) and
 * has made again the taps the page kept before (server/src/render/afterPaint.ts): the HTML shows the
 * page before that, but a click on it waits for the script, or does nothing, until then.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const taps = (window as unknown as { __taps?: { done?: boolean } }).__taps;
    return (
      !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer')) && (!taps || taps.done === true)
    );
  });
}
