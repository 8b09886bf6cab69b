import type { FastifyInstance } from 'fastify';
import { JSDOM, type DOMWindow } from 'jsdom';
import { monthlyPayment } from '../src/domain/installments';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';

// The stand-in calculator script, run in a DOM as the storefront runs it: open, choose months,
// request (the storefront's onRequest posts the checkout), then approve or decline on the bank's dialog.

let app: FastifyInstance;
let shopper: TestUser;
let mountId: number;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  shopper = await registerUser(app);
  mountId = await productId(app, 'delta-mount');
});
afterAll(() => app.close());

/** a page that loaded /sandbox/bog-sdk.js, whose fetch goes to the app */
async function pageWithSdk(lang: string) {
  const sdk = (await app.inject({ method: 'GET', url: '/sandbox/bog-sdk.js' })).body;
  const dom = new JSDOM(`<!doctype html><html lang="${lang}"><body></body></html>`, {
    url: 'http://localhost/',
    runScripts: 'outside-only',
  });
  const window = dom.window as DOMWindow & { BOG: { Calculator: { open(options: object): void } } };
  Object.assign(window, {
    fetch: async (link: string, init: { method?: string; body?: string } = {}) => {
      const url = new URL(link, window.location.href);
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: url.pathname + url.search,
        payload: init.body,
        headers: init.body ? { 'content-type': 'application/json' } : {},
      });
      return { ok: response.statusCode < 400, json: async () => response.json() };
    },
  });
  window.eval(sdk);
  return window;
}

/** waits for the dialog to change, which it does when its requests answer */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error('the calculator never got there');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const buttons = (window: DOMWindow) => [...window.document.querySelectorAll('button')];
const click = (window: DOMWindow, text: string) =>
  buttons(window)
    .find((button) => button.textContent?.includes(text))!
    .click();

async function runCalculator(lang: string, decision: 'Approve' | 'Decline') {
  const window = await pageWithSdk(lang);
  const requested: Array<{ amount: number; month: number; discount_code: string }> = [];
  let order = '';
  const completed = new Promise<{ redirectUrl: string }>((resolve) => {
    window.BOG.Calculator.open({
      amount: 500,
      onRequest: async (
        selected: { amount: number; month: number; discount_code: string },
        successCb: (id: string) => void,
      ) => {
        requested.push(selected);
        const response = await app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...shopper.auth, 'accept-language': lang },
          payload: { products: { [mountId]: 2 }, promo: null, paymethod: 'BOG_LOAN', comment: 'loan', ...selected },
        });
        order = response.json().order_number;
        successCb(response.json().order_id);
      },
      onComplete: resolve,
    });
  });
  const select = window.document.querySelector('select')!;
  expect([...select.options].map((option) => Number(option.value))).toEqual(
    Array.from({ length: 22 }, (_, i) => i + 3),
  );
  // it opens on the shop's terms (the default: 12 months at 0 %), as "from X ₾/month" on the cards does
  expect(select.value).toBe('12');
  expect(window.document.body.textContent).toContain('41.67 ₾');
  select.value = '6';
  select.dispatchEvent(new window.Event('change'));
  expect(window.document.body.textContent).toContain('83.34 ₾');
  click(window, lang === 'ka' ? 'განაცხადის' : 'Request');
  await until(() => order !== '' && (window.document.body.textContent ?? '').includes(order));
  expect(window.document.body.textContent).toContain('500.00 ₾');
  click(window, decision);
  const { redirectUrl } = await completed;
  expect(window.document.querySelector('[role="dialog"]')).toBeNull();
  return { requested, redirectUrl, order };
}

const status = async (order: string) =>
  (await app.inject({ method: 'GET', url: '/api/orders', headers: shopper.auth }))
    .json()
    .data.find((o: { order_number: string }) => o.order_number === order).payment_statust;

describe('bog-sdk.js', () => {
  it('asks for 3 to 24 months, requests the loan, and approving completes to success', async () => {
    const { requested, redirectUrl, order } = await runCalculator('ka', 'Approve');
    expect(requested).toEqual([{ amount: 83.34, month: 6, discount_code: 'STANDARD' }]);
    expect(redirectUrl).toMatch(new RegExp(`/ka/success\\?order=${order}$`));
    expect(await status(order)).toBe('paid');
  });

  it('declining completes to fail', async () => {
    const { redirectUrl, order } = await runCalculator('en', 'Decline');
    expect(redirectUrl).toMatch(new RegExp(`/en/fail\\?order=${order}$`));
    expect(await status(order)).toBe('failed');
  });
});

describe("bog-sdk.js on the shop's own loan terms", () => {
  it('opens on BOG_LOAN_MONTHS and charges BOG_LOAN_RATE, the figures of the product cards', async () => {
    const terms = { months: 18, yearlyRatePercent: 12, minimumTetri: 10_000 };
    const { app: termsApp } = await buildTestApp({
      env: { BOG_LOAN_MONTHS: '18', BOG_LOAN_RATE: '12', BOG_LOAN_MINIMUM: '100' },
    });
    try {
      const sdk = (await termsApp.inject({ method: 'GET', url: '/sandbox/bog-sdk.js' })).body;
      const dom = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
        url: 'http://localhost/',
        runScripts: 'outside-only',
      });
      const window = dom.window as DOMWindow & { BOG: { Calculator: { open(options: object): void } } };
      window.eval(sdk);
      window.BOG.Calculator.open({ amount: 1000, onRequest: () => undefined });
      expect(window.document.querySelector('select')!.value).toBe('18');
      // 1000 ₾ over 18 months at 12 % a year: the annuity of domain/installments.ts
      const card = monthlyPayment(100_000, terms)! / 100;
      expect(card).toBe(60.99);
      expect(window.document.body.textContent).toContain(`${card.toFixed(2)} ₾`);
    } finally {
      await termsApp.close();
    }
  });
});
