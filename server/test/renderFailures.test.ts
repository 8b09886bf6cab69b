import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inProcessFetch } from '../src/render/inProcessFetch';
import type { PageRenderer, Translations } from '../src/render/pageRenderer';
import { readTranslations } from '../src/render/storefront';
import { buildTestApp, storefrontRenderer } from './helpers';

// A page whose API call fails while the server renders it is still the page: its skeleton where the
// answer would be, status 200 (never a 500 page), not kept in the HTML cache, and without the failed
// answer in the state it carries, so the browser asks again.

let app: FastifyInstance;
let renderer: PageRenderer;
let translations: Record<string, Translations>;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: { publicUrl: 'http://shop.test' } }));
  renderer = storefrontRenderer();
  translations = readTranslations(path.resolve(__dirname, '..', '..', 'locales'));
});
afterAll(() => app.close());

/** the API as our server answers it, but for the calls matching `call`, which fail as `failure` says */
function failingApi(call: RegExp, failure: () => Promise<Response>): typeof fetch {
  const api = inProcessFetch(app);
  return (input, init) => (call.test(new Request(input, init).url) ? failure() : api(input, init));
}

const FAILURES: [string, () => Promise<Response>][] = [
  ['answers 500', () => Promise.resolve(Response.json({ message: 'Server Error' }, { status: 500 }))],
  ['cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
];

/** the endpoints whose answers a rendered page carries for the browser */
function answeredCalls(state: string): string[] {
  const json = /<script id="server-page" type="application\/json">(.*)<\/script>/s.exec(state)![1];
  const queries = (JSON.parse(json) as { api: { api: { queries: Record<string, { endpointName: string }> } } }).api.api
    .queries;
  return Object.values(queries).map((query) => query.endpointName);
}

const render = (address: string, fetchApi: typeof fetch) =>
  renderer.renderPage({ url: new URL(address, 'http://shop.test'), fetchApi, translations });

it.each(FAILURES)(
  'renders a product page whose product call %s with its skeleton, 200 and incomplete',
  async (_, failure) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await render('/en/product/beta-apo', failingApi(/\/api\/product\/beta-apo$/, failure));
    // the failed call is logged as the browser logs one
    expect(error).toHaveBeenCalledWith('Get data failed: ', expect.anything());
    if ('redirect' in page) throw new Error(`redirected to ${page.redirect}`);
    expect(page).toMatchObject({ status: 200, complete: false });
    expect(page.html).toContain('MuiSkeleton');
    expect(page.html).not.toContain('Beta Apo 100% Glass');
    // the state carries what was answered (the header's categories), and not the failed call
    const answered = answeredCalls(page.state);
    expect(answered).toContain('categories');
    expect(answered).not.toContain('product');
  },
);

it('renders the same page whole when nothing fails, for comparison', async () => {
  const page = await render('/en/product/beta-apo', inProcessFetch(app));
  if ('redirect' in page) throw new Error(`redirected to ${page.redirect}`);
  expect(page).toMatchObject({ status: 200, complete: true });
  expect(page.html).toContain('Beta Apo 100% Glass');
  expect(answeredCalls(page.state)).toContain('product');
});
