import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loadConfig } from '../server/src/config';
import { bogSdkScript } from '../server/src/payments/bogSdk';
import { startServer, type ServerProcess } from '../server/test/support/serverProcess';
import { newShopper, registerAndLogIn } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { putInCart } from './support/cart';
import { stateFile } from './support/globalSetup';
import { shot } from './support/shots';

jest.setTimeout(300_000);

// Issue 34 in Chromium: BOG's installment calculator as a live shop loads it, from BOG's origins and not
// the shop's, under the page's own Content-Security-Policy. BOG is played on other origins of this
// machine: a script host serves the sandbox's stand-in calculator at BOG_SDK_URL, and the calculator's
// window talks to its bank on a third origin, listed in BOG_SDK_ORIGINS (a proxy in front of the shop's
// sandbox BOG, which settles the order). The file starts its own shop with those settings.

type Lang = 'ka' | 'en';

/** the shop's loan terms (its defaults), on which the calculator it loads opens */
const { loanTerms } = loadConfig({});
/** an in-stock telescope of the seeded catalogue (6 at the first pickup point; this file buys 5) */
const PRODUCT = 'orbita-70-700-az';

/** what the shopper reads, in each language (locales/{lang}/checkout.json, the stand-in's dialog) */
const TEXTS = {
  en: {
    delivery: 'Delivery',
    pickup: /^Pickup/,
    pickupPoint: 'Pickup point',
    bogLoan: /^Bank of Georgia installments/,
    bogCard: /via Bank of Georgia/,
    comment: 'Comment',
    note: 'I will come on Saturday morning',
    continue: 'Continue',
    calculator: 'Bank of Georgia · installments (sandbox)',
    requestLoan: 'Request the loan',
    calculatorFailed:
      'The installment calculator could not be loaded, so no order was placed. Choose another payment method or try again.',
  },
  ka: {
    delivery: 'მიწოდება',
    pickup: /^გატანა/,
    pickupPoint: 'გატანის პუნქტი',
    bogLoan: /^საქართველოს ბანკის განვადება/,
    bogCard: /საქართველოს ბანკის მეშვეობით/,
    comment: 'კომენტარი',
    note: 'შაბათს დილით მოვალ',
    continue: 'გაგრძელება',
    calculator: 'საქართველოს ბანკი · განვადება (სატესტო)',
    requestLoan: 'განაცხადის გაგზავნა',
    calculatorFailed:
      'განვადების კალკულატორი ვერ ჩაიტვირთა, ამიტომ შეკვეთა არ გაფორმებულა. აირჩიეთ გადახდის სხვა მეთოდი ან სცადეთ ხელახლა.',
  },
} as const;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

/** BOG's script host: the calculator script naming its bank, or 404 while `bank` is null */
function scriptHost(calculator: { bank: string | null }, requests: string[]) {
  return http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (calculator.bank === null || !request.url?.startsWith('/bog-sdk.js')) return response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' })
      .end(bogSdkScript(loanTerms, `${calculator.bank}/sandbox/bog`));
  });
}

/** the calculator's bank on its own origin: the shop's sandbox BOG behind it, called across origins (CORS) */
function calculatorBank(shop: () => ServerProcess, calls: string[]) {
  return http.createServer(async (request, response) => {
    const cors = {
      'access-control-allow-origin': shop().baseUrl,
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'GET, POST',
    };
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    if (!request.url?.startsWith('/sandbox/bog/calculator/')) return response.writeHead(404, cors).end();
    calls.push(`${request.method} ${new URL(request.url, 'http://bank.test').pathname}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await fetch(`${shop().baseUrl}${request.url}`, {
      method: request.method,
      headers: chunks.length ? { 'content-type': 'application/json' } : {},
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    response.writeHead(answer.status, { ...cors, 'content-type': answer.headers.get('content-type') ?? '' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
}

/** a new shopper, signed in (the one before leaves: each test's order list starts empty) */
async function newSignedInShopper(page: Page, lang: Lang) {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.removeItem('token'));
  await registerAndLogIn(page, newShopper(lang === 'ka' ? 'Nino' : 'Anna', 'Beridze'));
}

/** the checkout in `lang` with pickup at the first point and a comment, the method chosen, and Continue */
async function checkOutWith(page: Page, lang: Lang, method: RegExp) {
  const text = TEXTS[lang];
  await putInCart(page, PRODUCT, 1);
  await page.goto(`/${lang}/checkout`);
  await waitForHydration(page);
  await page.getByRole('radiogroup', { name: text.delivery }).getByRole('radio', { name: text.pickup }).check();
  await page.getByRole('radiogroup', { name: text.pickupPoint }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('textbox', { name: text.comment }).fill(text.note);
  await page.getByRole('button', { name: text.continue }).click();
}

/** the calculator's dialog (it has no name of its own: its heading says what it is) */
const calculatorDialog = (page: Page, lang: Lang) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: TEXTS[lang].calculator }) });

/** the order numbers the shopper's order list shows, as the server renders it */
async function orderNumbers(page: Page, lang: Lang) {
  await page.goto(`/${lang}/orders`);
  await waitForHydration(page);
  const orders = page.getByRole('main').getByRole('link', { name: /^TS-\d+$/ });
  await orders.first().waitFor();
  return orders.allTextContents();
}

/** the paid page the bank sends the shopper to; the order's number */
async function paidOrder(page: Page, lang: Lang) {
  await page.waitForURL(new RegExp(`/${lang}/success\\?order=TS-\\d+$`));
  return new URL(page.url()).searchParams.get('order')!;
}

describeInBrowser("BOG's installment calculator from BOG's origins, under the shop's CSP", () => {
  let dataDir = '';
  let shop: ServerProcess;
  const calculator: { bank: string | null } = { bank: null };
  const scriptRequests: string[] = [];
  const bankCalls: string[] = [];
  const unlistedCalls: string[] = [];
  const hosts = [
    scriptHost(calculator, scriptRequests),
    calculatorBank(() => shop, bankCalls),
    calculatorBank(() => shop, unlistedCalls),
  ];
  let bank = '';
  let unlistedBank = '';
  /** what the page's CSP refused, on any page of the tab (the listener is added to every document) */
  const violations: string[] = [];

  beforeAll(async () => {
    const [scriptOrigin, bankOrigin, unlistedOrigin] = await Promise.all(hosts.map(listen));
    [bank, unlistedBank] = [bankOrigin, unlistedOrigin];
    const { distDir } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { distDir: string };
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astroshop-e2e-bog-'));
    // as the suite's own server (e2e/support/globalSetup.ts), but for BOG's calculator, as a live shop sets
    // it: BOG's script address (as BOG's own, with a query), and the one origin its window calls
    shop = await startServer(
      dataDir,
      {
        DIST_DIR: distDir,
        BOG_SDK_URL: `${scriptOrigin}/bog-sdk.js?version=2&client_id=astroshop`,
        BOG_SDK_ORIGINS: bankOrigin,
        MAX_EVENT_LOOP_DELAY_MS: '0',
        PAGE_RENDERS_PER_MINUTE: '100000',
      },
      undefined,
      { compiled: true },
    );
  });

  const page = shopPage(() => shop.baseUrl);

  beforeAll(async () => {
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      ),
    );
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
  });

  afterAll(async () => {
    await shop?.stop();
    await Promise.all(hosts.map(close));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    violations.length = 0;
    scriptRequests.length = 0;
    bankCalls.length = 0;
    unlistedCalls.length = 0;
  });

  for (const lang of ['ka', 'en'] as const) {
    const text = TEXTS[lang];

    it(`${lang}: pays by installments through the calculator BOG serves, with no CSP violation`, async () => {
      calculator.bank = bank;
      await page.setViewportSize({ width: 1366, height: 900 });
      await newSignedInShopper(page, lang);
      await checkOutWith(page, lang, text.bogLoan);

      // the calculator opens on the shop's page, from the script host, in the page's language
      const dialog = calculatorDialog(page, lang);
      await dialog.waitFor();
      expect(scriptRequests).toEqual(['/bog-sdk.js?version=2&client_id=astroshop']);
      await dialog.getByRole('button', { name: text.requestLoan }).click();
      // the order it asked the shop for, at its bank on its own origin
      await dialog.getByRole('button', { name: 'Approve' }).click();
      const number = await paidOrder(page, lang);
      expect(bankCalls).toEqual(['GET /sandbox/bog/calculator/payment', 'POST /sandbox/bog/calculator/decide']);
      expect(await orderNumbers(page, lang)).toEqual([number]);
      expect(violations).toEqual([]);
    });

    it(`${lang}: a calculator that cannot load says so, places no order, and the card pays`, async () => {
      // BOG's script host answers 404
      calculator.bank = null;
      await page.setViewportSize({ width: 1366, height: 900 });
      await newSignedInShopper(page, lang);
      await checkOutWith(page, lang, text.bogLoan);
      await page.getByRole('alert').filter({ hasText: text.calculatorFailed }).waitFor();
      expect(scriptRequests).toEqual(['/bog-sdk.js?version=2&client_id=astroshop']);
      // the message and the checkout around it on a phone and a desktop (SHOTS_DIR), from the top: the
      // header sticks to the top of the window, and a full page shot shows it where the window was
      for (const width of [320, 390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `bog-calculator-failed-${lang}-${width}`);
      }

      // another method, on the same checkout: the card pays, and it is the shopper's only order
      await page.getByRole('radio', { name: text.bogCard }).check();
      await page.getByRole('button', { name: text.continue }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      const number = await paidOrder(page, lang);
      expect(await orderNumbers(page, lang)).toEqual([number]);
      expect(violations).toEqual([]);
    });
  }

  it('the CSP blocks a calculator that calls an origin BOG_SDK_ORIGINS does not list', async () => {
    // the same calculator and bank, on an origin the shop was not told of
    calculator.bank = unlistedBank;
    await page.setViewportSize({ width: 1366, height: 900 });
    await newSignedInShopper(page, 'en');
    await checkOutWith(page, 'en', TEXTS.en.bogLoan);
    const dialog = calculatorDialog(page, 'en');
    await dialog.getByRole('button', { name: TEXTS.en.requestLoan }).click();
    await dialog.getByText('Failed to fetch').waitFor();
    expect(violations.filter((violation) => violation.startsWith(`connect-src ${unlistedBank}/`))).not.toEqual([]);
    expect(unlistedCalls).toEqual([]);
  });
});
