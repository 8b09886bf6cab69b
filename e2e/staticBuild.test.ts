import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ConsoleMessage } from 'playwright-core';
import { baseUrl, describeInBrowser, shopPage } from './support/browser';
import { stateFile } from './support/globalSetup';

jest.setTimeout(120_000);

// The same build without our server: dist/ from a plain static host whose history fallback answers
// index.html for every page path, in front of an API that follows the contract (ours, proxied). No
// page is rendered on a server: the browser renders everything, as before server rendering.

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};
const API_PREFIXES = ['/api/', '/storage/', '/locales/', '/sandbox/'];

function staticHost(distDir: string, api: string) {
  return http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://static.test');
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      const body =
        request.method === 'GET' || request.method === 'HEAD'
          ? undefined
          : await new Response(request as unknown as ReadableStream).arrayBuffer();
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
      );
      const answer = await fetch(`${api}${url.pathname}${url.search}`, { method: request.method, headers, body });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file = path.join(distDir, path.normalize(url.pathname));
    const found = file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile();
    const served = found ? file : path.join(distDir, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    response.end(fs.readFileSync(served));
  });
}

describeInBrowser('the static build on any host', () => {
  const page = shopPage();
  let host: http.Server;
  let origin = '';

  beforeAll(async () => {
    const { distDir } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { distDir: string };
    host = staticHost(distDir, baseUrl());
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => host.close(resolve)));

  it('renders a category and a product in the browser, with their heads, and the cart works', async () => {
    const messages: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    };
    page.on('console', onConsole);
    try {
      const response = await page.goto(`${origin}/en/products/telescopes`);
      // what the host sent is the bare build: no page, no server state
      const html = await response!.text();
      expect(html).toMatch(/<div id="?root"?><\/div>/);
      expect(html).not.toContain('server-page');

      await page.getByRole('heading', { level: 1, name: 'Telescopes' }).waitFor();
      await page.getByText(/^found \d+ products$/).waitFor();
      expect(await page.title()).toBe('Telescopes | AstroShop');
      const first = page.getByRole('main').locator('.MuiCard-root h2').first();
      const name = (await first.textContent())!;
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.waitForFunction((title) => document.title === title, `${name} | AstroShop`);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
      // a plain host sends the Georgian index.html for every path: on an English page its preloads of the
      // Georgian translation files go unused, and Chromium says so
      expect(
        messages.filter((message) => !/locales\/ka\/.*preloaded using link preload but not used/.test(message)),
      ).toEqual([]);
    } finally {
      page.off('console', onConsole);
    }
  });
});
