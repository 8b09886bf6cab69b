import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from './helpers';

// Fresh renders in worker threads (RENDER_WORKERS): the same page as the main thread renders, rendered
// elsewhere, and a render that fails or a worker that dies gives the built page, as a failed render does
// in the main thread, never an error; the pool starts another worker.

// A build's renderer in plain JavaScript, which a worker thread loads as the compiled server's would (the
// storefront's source needs swc, which a worker has not): it asks the API as a page does (a list, a
// POST with a body, an address without an answer), shows the answers and a translation, and names the
// thread that rendered it. Searching for `fail` throws; for `crash` ends the thread (in a worker,
// process.exit ends that worker alone).
const RENDERER = `const { threadId } = require('node:worker_threads');
exports.pageAddress = (url) => url.pathname + url.search;
exports.contentPages = [];
exports.renderPage = async ({ url, fetchApi, translations }) => {
  const keyword = url.searchParams.get('keyword');
  if (keyword === 'fail') throw new Error('the renderer failed');
  if (keyword === 'crash') process.exit(1);
  const lang = url.pathname.startsWith('/en') ? 'en' : 'ka';
  const answers = await Promise.all([
    fetchApi(new URL('/api/categories', url), { headers: { 'accept-language': lang } }),
    fetchApi(new URL('/api/cart', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ products: { 2: 2 } }),
    }),
    fetchApi(new URL('/api/no-such-thing', url)),
  ]);
  const [categories, cart, missing] = await Promise.all(
    answers.map(async (answer) => [answer.status, answer.headers.get('content-type'), await answer.text()]),
  );
  // of the priced cart, what was asked for (its products carry the time the catalogue was seeded)
  cart[2] = JSON.parse(cart[2]).data.products.map(({ product, quantity }) => [product.id, quantity]);
  const shown = [categories, cart, missing];
  return {
    status: 200,
    lang,
    head: '<title>' + translations[lang].common.shop_name + '</title><meta name="thread" content="' + threadId + '">',
    styles: '',
    html: '<pre>' + JSON.stringify(shown).replace(/</g, '\\\\u003c') + '</pre>',
    state: '<script id="server-page" type="application/json">{}</script>',
    complete: true,
    private: false,
  };
};`;

/** an app rendering in `workers` worker threads with RENDERER */
async function appWith(workers: number) {
  const { app, dir } = await buildTestApp({ config: { publicUrl: 'http://shop.test', renderWorkers: workers } });
  writeFileSync(path.join(dir, 'dist', 'server', 'renderPage.js'), RENDERER);
  return app;
}

let inWorkers: FastifyInstance;
let inMain: FastifyInstance;
beforeAll(async () => {
  [inWorkers, inMain] = await Promise.all([appWith(2), appWith(0)]);
});
afterAll(() => Promise.all([inWorkers?.close(), inMain?.close()]));

const THREAD = /<meta name="thread" content="(\d+)">/;
const threadOf = (answer: LightMyRequestResponse) => Number(THREAD.exec(answer.body)?.[1]);
/** the built page, for the browser to render */
const unrendered = (answer: LightMyRequestResponse) =>
  answer.statusCode === 200 &&
  answer.body.includes('<div id="root"></div>') &&
  answer.headers['cache-control'] === 'no-cache';

it.each(['/en/product/beta-apo', '/ka/products/telescopes'])(
  'renders %s in a worker thread as the main thread renders it, with the same answers of the API',
  async (url) => {
    const [inWorker, here] = await Promise.all([inWorkers.inject(url), inMain.inject(url)]);
    expect(inWorker.statusCode).toBe(here.statusCode);
    expect(threadOf(here)).toBe(0);
    expect(threadOf(inWorker)).toBeGreaterThan(0);
    expect(inWorker.body.replace(THREAD, '')).toBe(here.body.replace(THREAD, ''));
    // the worker's requests reached the API and its answers came back whole: status, headers and body
    const [categories, cart, missing] = JSON.parse(/<pre>(.*)<\/pre>/s.exec(inWorker.body)![1]) as unknown[][];
    expect(categories.slice(0, 2)).toEqual([200, 'application/json; charset=utf-8']);
    expect(cart).toEqual([200, 'application/json; charset=utf-8', [[2, 2]]]);
    expect(missing[0]).toBe(404);
  },
);

/** the threads that rendered `count` new search pages asked at once */
let asked = 0;
async function renderingThreads(count: number): Promise<Set<number>> {
  const answers = await Promise.all(
    Array.from({ length: count }, () => inWorkers.inject(`/en/search?keyword=page-${++asked}`)),
  );
  return new Set(answers.map(threadOf));
}

it('sends the built page when the render fails in a worker', async () => {
  expect(Math.min(...(await renderingThreads(1)))).toBeGreaterThan(0);
  expect(unrendered(await inWorkers.inject('/en/search?keyword=fail'))).toBe(true);
});

it('sends the built page when its worker dies mid-render, and renders in the worker started in its place', async () => {
  const before = await renderingThreads(4);
  expect(Math.min(...before)).toBeGreaterThan(0);
  expect(unrendered(await inWorkers.inject('/en/search?keyword=crash'))).toBe(true);
  // every page after is rendered in a worker, and soon one of them in a thread the pool started since
  for (let round = 0; round < 100; round++) {
    const after = await renderingThreads(4);
    expect(Math.min(...after)).toBeGreaterThan(0);
    if ([...after].some((thread) => thread > Math.max(...before))) return;
  }
  throw new Error('no worker was started in place of the one that died');
});
