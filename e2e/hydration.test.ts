import { logIn, newShopper } from './support/account';
import { staticPages } from '../src/app/router';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { openAndRecord } from './support/hydration';

jest.setTimeout(180_000);

// Every page of the route table, server-rendered, then hydrated by the browser: the HTML already holds the
// page, so hydration must neither complain nor ask the API again for what the page carried.

// the query the test gives a page that reads one
const QUERIES: Record<string, string> = { search: '?keyword=telescope', 'reset-password': '?token=abc' };

const ROUTES = [
  ...staticPages.map((page) => (page ? `/${page}${QUERIES[page] ?? ''}` : '')),
  '/products/telescopes',
  '/products/outlet',
  '/products/weekly-promotion',
  '/product/PRODUCT',
  '/news/NEWS',
  '/nowhere',
];

const ACCOUNT_PAGES = /^\/(ka|en)\/(profile|orders|transactions)$/;

describeInBrowser('server-rendered pages, hydrated', () => {
  const page = shopPage();
  const slugs = { PRODUCT: '', NEWS: '' };

  beforeAll(async () => {
    slugs.PRODUCT = (await (await page.request.get('/api/products/telescopes')).json()).data.data[0].slug;
    slugs.NEWS = (await (await page.request.get('/api/news')).json()).data.data[0].slug;
  });

  const cases = ['en', 'ka'].flatMap((lang) => ROUTES.map((route) => `/${lang}${route}`));

  it.each(cases)(
    '%s hydrates without a console error or warning and asks nothing the HTML carried',
    async (template) => {
      const path = template.replace(/PRODUCT|NEWS/, (name) => slugs[name as keyof typeof slugs]);
      const missing = path.endsWith('/nowhere');
      // a reset link is checked by the browser as its page opens (never rendered into a kept page)
      const resetLink = path.includes('/reset-password?token=');
      const { status, messages, apiCalls } = await openAndRecord(page, path);
      expect(status).toBe(missing ? 404 : 200);
      // Chromium reports the 404 of the page itself, as it should, and the 422 of a dead reset link's check
      const expected = (message: string) =>
        (missing && /status of 404/.test(message)) || (resetLink && /status of 422/.test(message));
      expect(messages.filter((message) => !expected(message))).toEqual([]);
      if (ACCOUNT_PAGES.test(path)) {
        // a guest's account page leads home once the browser knows there is no token: a page of its own
        expect(new URL(page.url()).pathname).toBe(path.slice(0, 3));
      } else {
        expect(apiCalls).toEqual(resetLink ? [`GET /api/reset/check${new URL(path, 'http://shop').search}`] : []);
      }
    },
  );

  it("names the build's image addresses, not those of an API_URL in the server's environment", async () => {
    const html = await (await page.request.get(`/en/product/${slugs.PRODUCT}`)).text();
    const images = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map(([, src]) => src);
    expect(images.length).toBeGreaterThan(0);
    // the build's API_URL is the same origin (e2e/support/globalSetup.ts gives the server another)
    expect(images.filter((src) => !src.startsWith('/storage/uploads/'))).toEqual([]);
  });

  it.each(['/ka', '/en/products/telescopes', '/ka/product/PRODUCT', '/en/cart'])(
    '%s hydrates without inserting a style: the server sent every rule the page needs',
    async (template) => {
      const path = template.replace('PRODUCT', slugs.PRODUCT);
      const tab = await page.context().newPage();
      try {
        // Records each style rule or <style> element added to the document (a rendered page's own
        // <style> tags being moved into <head> by emotion are not new), and how many there were when
        // React committed its first render, which is the hydration: the page's code is loaded before
        // hydrateRoot, so nothing suspends and the whole page hydrates in that one commit.
        await tab.addInitScript(() => {
          const record = { added: [] as string[], atHydration: null as string[] | null, stillDehydrated: false };
          Object.assign(window, { styleRecord: record });
          const insertRule = CSSStyleSheet.prototype.insertRule;
          CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
            record.added.push(rule);
            return insertRule.call(this, rule, index);
          };
          for (const method of ['appendChild', 'insertBefore'] as const) {
            const original = Node.prototype[method] as (this: Node, node: Node, ...rest: unknown[]) => Node;
            Object.assign(Node.prototype, {
              [method](this: Node, node: Node, ...rest: unknown[]) {
                const isStyle =
                  node.nodeName === 'STYLE' || (this.nodeName === 'STYLE' && node.nodeType === Node.TEXT_NODE);
                if (isStyle && !node.isConnected) record.added.push(node.textContent || '<style>');
                return original.call(this, node, ...rest);
              },
            });
          }
          // React reports every commit to the developer tools' hook; we stand in for them
          Object.assign(window, {
            __REACT_DEVTOOLS_GLOBAL_HOOK__: {
              supportsFiber: true,
              isDisabled: false,
              renderers: new Map(),
              inject: () => 1,
              checkDCE: () => undefined,
              onScheduleFiberRoot: () => undefined,
              onCommitFiberUnmount: () => undefined,
              onPostCommitFiberRoot: () => undefined,
              onCommitFiberRoot: (_id: number, root: { current: { memoizedState?: { isDehydrated?: boolean } } }) => {
                if (record.atHydration) return;
                record.atHydration = [...record.added];
                record.stillDehydrated = root.current.memoizedState?.isDehydrated === true;
              },
            },
          });
        });
        await tab.goto(path, { waitUntil: 'networkidle' });
        await waitForHydration(tab);
        await tab.waitForFunction(
          () => (window as unknown as { styleRecord: { atHydration: unknown } }).styleRecord.atHydration !== null,
        );
        const record = await tab.evaluate(
          () => (window as unknown as { styleRecord: { atHydration: string[]; stillDehydrated: boolean } }).styleRecord,
        );
        expect(record.stillDehydrated).toBe(false);
        expect(record.atHydration).toEqual([]);
      } finally {
        await tab.close();
      }
    },
  );

  it('works once hydrated: adds to the cart, switches the language and logs in', async () => {
    const shopper = newShopper('Tamar', 'Hydration');
    const { password, ...details } = shopper;
    expect(
      (await page.request.post('/api/register', { data: { ...details, password, repeat_password: password } })).ok(),
    ).toBe(true);

    await openAndRecord(page, `/en/product/${slugs.PRODUCT}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'Cart, products: 1' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'ქარ' }).click();
    await page.waitForURL(new RegExp(`/ka/product/${slugs.PRODUCT}$`));
    await page.waitForFunction(() => document.documentElement.lang === 'ka');

    await openAndRecord(page, '/en');
    await logIn(page, shopper);
  });
});
