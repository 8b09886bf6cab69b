import { PageCache, RenderedHtml, type PageOutcome } from '../src/render/pageCache';

// The kept pages of the server renderer: one render per address at a time, and a page just past its
// time sent at once while a render refreshes it.

const TTL = 1000;
let now = 0;
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

/** a renderer that counts its renders and finishes each when told */
function slowRenderer() {
  const finish: Array<() => void> = [];
  let renders = 0;
  const render = () => {
    renders++;
    const html = `<p>render ${renders}</p>`;
    return new Promise<PageOutcome>((resolve) => finish.push(() => resolve({ page: new RenderedHtml(html, 200, 'public'), complete: true })));
  };
  return { render, finishAll: () => finish.splice(0).forEach((done) => done()), renders: () => renders };
}

const pageOf = (outcome: PageOutcome) => ('page' in outcome ? outcome.page : null);
const noFailure = () => {
  throw new Error('no refresh should fail here');
};

/** a cache that has rendered and kept /ka, with the renderer that will refresh it */
async function cacheHoldingAPage() {
  const cache = new PageCache(TTL);
  const renderer = slowRenderer();
  const first = cache.get('/ka', renderer.render, noFailure);
  renderer.finishAll();
  return { cache, renderer, kept: pageOf(await first) };
}

describe('the page cache', () => {
  it('renders an address once for any number of visitors asking at the same time', async () => {
    const cache = new PageCache(TTL);
    const renderer = slowRenderer();
    const asked = Array.from({ length: 5 }, () => cache.get('/ka', renderer.render, noFailure));
    renderer.finishAll();
    const outcomes = await Promise.all(asked);
    expect(renderer.renders()).toBe(1);
    expect(new Set(outcomes.map(pageOf)).size).toBe(1);
  });

  it('sends a page just past its time at once and refreshes it with one render in the background', async () => {
    const { cache, renderer, kept } = await cacheHoldingAPage();

    now += TTL + 10;
    // the refresh has not finished: both visitors get the kept page without waiting for it
    expect(pageOf(await cache.get('/ka', renderer.render, noFailure))).toBe(kept);
    expect(pageOf(await cache.get('/ka', renderer.render, noFailure))).toBe(kept);
    expect(renderer.renders()).toBe(2);
    renderer.finishAll();
    await new Promise((resolve) => setImmediate(resolve));
    const refreshed = pageOf(await cache.get('/ka', renderer.render, noFailure));
    expect(refreshed).not.toBe(kept);
    expect(renderer.renders()).toBe(2);
  });

  it('renders afresh, with the visitor waiting, once a page is more than twice its time old', async () => {
    const { cache, renderer, kept } = await cacheHoldingAPage();

    now += 2 * TTL + 10;
    const later = cache.get('/ka', renderer.render, noFailure);
    renderer.finishAll();
    expect(pageOf(await later)).not.toBe(kept);
  });

  it('keeps the kept page when its refresh fails, and says so', async () => {
    const { cache, renderer, kept } = await cacheHoldingAPage();

    now += TTL + 10;
    const failures: unknown[] = [];
    const broken = () => Promise.reject(new Error('the API is down'));
    expect(pageOf(await cache.get('/ka', broken, (error) => failures.push(error)))).toBe(kept);
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([new Error('the API is down')]);
    expect(pageOf(await cache.get('/ka', renderer.render, noFailure))).toBe(kept);
  });

  it('keeps no page that failed a request, and none at all without a cache time', async () => {
    const incomplete = new PageCache(TTL);
    let renders = 0;
    const skeleton = async (): Promise<PageOutcome> => ({ page: new RenderedHtml(`<p>${++renders}</p>`, 200, 'public'), complete: false });
    await incomplete.get('/ka', skeleton, noFailure);
    await incomplete.get('/ka', skeleton, noFailure);
    expect(renders).toBe(2);

    const uncached = new PageCache(0);
    const complete = async (): Promise<PageOutcome> => ({ page: new RenderedHtml(`<p>${++renders}</p>`, 200, 'public'), complete: true });
    await uncached.get('/ka', complete, noFailure);
    await uncached.get('/ka', complete, noFailure);
    expect(renders).toBe(4);
  });
});
