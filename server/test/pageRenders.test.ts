import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, storefrontRenderer, waitFor } from './helpers';

// What fresh renders may cost: each takes the server's one thread for tens of milliseconds, so a client
// has a budget of them and only a few run at once. A request past either gets the built index.html at
// once (the browser renders the page), never a wait in a long line or an error; a kept page is sent to
// anyone, whatever their budget.

const BUDGET = 5;
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({
    config: {
      publicUrl: 'http://shop.test',
      pageRenders: {
        cacheBytes: 64 * 1024 * 1024,
        perClient: { max: BUDGET, timeWindow: 60_000 },
        renders: { running: 2, waiting: 4 },
      },
    },
  }));
});
afterAll(() => app.close());
/** the renders held by the test, let go whatever its outcome */
let releaseHeld: (() => void) | undefined;
afterEach(() => {
  releaseHeld?.();
  jest.restoreAllMocks();
});

const renderer = storefrontRenderer();
const get = (url: string, client: string) => app.inject({ method: 'GET', url, remoteAddress: client });
const rendered = (answer: LightMyRequestResponse) =>
  /<div id="root">.+<\/div><script id="server-page"/s.test(answer.body);
/** the built page, for the browser to render */
const unrendered = (answer: LightMyRequestResponse) =>
  answer.statusCode === 200 &&
  answer.body.includes('<div id="root"></div>') &&
  answer.headers['cache-control'] === 'no-cache';

/** renders counted, and held until released */
function holdRenders() {
  const render = renderer.renderPage;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  releaseHeld = release;
  const renders = jest.spyOn(renderer, 'renderPage').mockImplementation(async (request) => {
    await released;
    return render(request);
  });
  return { renders, release };
}

/** `urls` asked at once; `answered` fills as the answers arrive */
function askAtOnce(urls: string[], client: (index: number) => string) {
  const answered: LightMyRequestResponse[] = [];
  const answers = urls.map((url, index) =>
    get(url, client(index)).then((answer) => {
      answered.push(answer);
      return answer;
    }),
  );
  return { answered, all: () => Promise.all(answers) };
}

it('renders a burst of 100 new addresses from one client as far as its budget goes, and sends the rest the built page without waiting for a render', async () => {
  const { renders, release } = holdRenders();
  const burst = askAtOnce(
    Array.from({ length: 100 }, (_, i) => `/en/search?keyword=junk-${i}`),
    () => '10.0.0.1',
  );
  // all but the budget's are answered while its renders are still held
  await waitFor(() => burst.answered.length >= 100 - BUDGET);
  expect(burst.answered.filter(unrendered)).toHaveLength(100 - BUDGET);
  release();
  const answers = await burst.all();
  expect(renders).toHaveBeenCalledTimes(BUDGET);
  expect(answers.filter(rendered)).toHaveLength(BUDGET);
});

it('runs two fresh renders at once and lets four wait, whoever asks: more at once get the built page without waiting', async () => {
  const { renders, release } = holdRenders();
  const crowd = askAtOnce(
    Array.from({ length: 10 }, (_, i) => `/en/search?keyword=crowd-${i}`),
    (i) => `10.1.0.${i}`,
  );
  await waitFor(() => crowd.answered.length >= 4);
  expect(crowd.answered.filter(unrendered)).toHaveLength(4);
  expect(renders).toHaveBeenCalledTimes(2);
  release();
  const answers = await crowd.all();
  expect(answers.filter(rendered)).toHaveLength(6);
  expect(renders).toHaveBeenCalledTimes(6);
});

it('sends kept pages to a client past its budget', async () => {
  const client = '10.2.0.1';
  const own = await get('/en/search?keyword=own', client);
  for (let i = 1; i < BUDGET; i++) expect(rendered(await get(`/en/search?keyword=spent-${i}`, client))).toBe(true);
  // kept by someone else's visit
  const others = await get('/en/about', '10.2.0.2');
  expect(rendered(others)).toBe(true);

  const renders = jest.spyOn(renderer, 'renderPage');
  expect(unrendered(await get('/en/search?keyword=one-more', client))).toBe(true);
  const keptOwn = await get('/en/search?keyword=own', client);
  const keptOthers = await get('/en/about?utm_source=mail', client);
  expect([keptOwn.headers.etag, keptOthers.headers.etag]).toEqual([own.headers.etag, others.headers.etag]);
  expect(rendered(keptOwn) && rendered(keptOthers)).toBe(true);
  expect(renders).not.toHaveBeenCalled();
});

it("counts an IPv6 client's budget by its /56, as the other limits count addresses", async () => {
  for (let i = 0; i < BUDGET; i++)
    expect(rendered(await get(`/en/search?keyword=v6-${i}`, '2001:db8:1:100::1'))).toBe(true);
  // another address of the same customer's prefix, and one of another prefix
  expect(unrendered(await get('/en/search?keyword=v6-more', '2001:db8:1:1ff::2'))).toBe(true);
  expect(rendered(await get('/en/search?keyword=v6-more', '2001:db8:1:200::1'))).toBe(true);
});
