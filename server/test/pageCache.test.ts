import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageCache, RenderedHtml, type PageOutcome } from '../src/render/pageCache';
import { RenderSlots } from '../src/render/renderSlots';

// The kept pages of the server renderer: one render per address at a time, a page just past its time
// sent at once while a render refreshes it, fresh renders only when allowed and in turn, and no more
// bytes kept than the cap.

const TTL = 1000;
let now = 0;
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

const roomy = () => new RenderSlots({ running: 100, waiting: 100 });
const cacheOf = ({ maxBytes = 1 << 30, slots = roomy() }: { maxBytes?: number; slots?: RenderSlots } = {}) =>
  new PageCache({ ttlMs: TTL, maxBytes }, slots);

/** a renderer that counts its renders and finishes each when told */
function slowRenderer() {
  const finish: Array<() => void> = [];
  let renders = 0;
  const render = () => {
    renders++;
    const html = `<p>render ${renders}</p>`;
    return new Promise<PageOutcome>((resolve) =>
      finish.push(() => resolve({ page: new RenderedHtml(html, 200, 'public'), keep: true })),
    );
  };
  return { render, finishAll: () => finish.splice(0).forEach((done) => done()), renders: () => renders };
}

const pageOf = (outcome: PageOutcome | undefined) => (outcome && 'page' in outcome ? outcome.page : null);
const noFailure = () => {
  throw new Error('no refresh should fail here');
};
const allowed = { admit: () => true, onRefreshFailed: noFailure };

/** a cache that has rendered and kept /ka, with the renderer that will refresh it */
async function cacheHoldingAPage() {
  const cache = cacheOf();
  const renderer = slowRenderer();
  const first = cache.get('/ka', renderer.render, allowed);
  await settle();
  renderer.finishAll();
  return { cache, renderer, kept: pageOf(await first) };
}

/** lets the renders started so far reach their renderer */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the page cache', () => {
  it('renders an address once for any number of visitors asking at the same time', async () => {
    const cache = cacheOf();
    const renderer = slowRenderer();
    const asked = Array.from({ length: 5 }, () => cache.get('/ka', renderer.render, allowed));
    await settle();
    renderer.finishAll();
    const outcomes = await Promise.all(asked);
    expect(renderer.renders()).toBe(1);
    expect(new Set(outcomes.map(pageOf)).size).toBe(1);
  });

  it('sends a page just past its time at once and refreshes it with one render in the background', async () => {
    const { cache, renderer, kept } = await cacheHoldingAPage();

    now += TTL + 10;
    // the refresh has not finished: both visitors get the kept page without waiting for it
    expect(pageOf(await cache.get('/ka', renderer.render, allowed))).toBe(kept);
    expect(pageOf(await cache.get('/ka', renderer.render, allowed))).toBe(kept);
    await settle();
    expect(renderer.renders()).toBe(2);
    renderer.finishAll();
    await settle();
    const refreshed = pageOf(await cache.get('/ka', renderer.render, allowed));
    expect(refreshed).not.toBe(kept);
    expect(renderer.renders()).toBe(2);
  });

  it('renders afresh, with the visitor waiting, once a page is more than twice its time old', async () => {
    const { cache, renderer, kept } = await cacheHoldingAPage();

    now += 2 * TTL + 10;
    const later = cache.get('/ka', renderer.render, allowed);
    await settle();
    renderer.finishAll();
    expect(pageOf(await later)).not.toBe(kept);
  });

  it('keeps the kept page when its refresh fails, and says so', async () => {
    const { cache, renderer, kept } = await cacheHoldingAPage();

    now += TTL + 10;
    const failures: unknown[] = [];
    const broken = () => Promise.reject(new Error('the API is down'));
    expect(
      pageOf(await cache.get('/ka', broken, { admit: () => true, onRefreshFailed: (error) => failures.push(error) })),
    ).toBe(kept);
    await settle();
    expect(failures).toEqual([new Error('the API is down')]);
    expect(pageOf(await cache.get('/ka', renderer.render, allowed))).toBe(kept);
  });

  it('keeps no page it may not keep, and none at all without a cache time', async () => {
    const notToKeep = cacheOf();
    let renders = 0;
    const skeleton = async (): Promise<PageOutcome> => ({
      page: new RenderedHtml(`<p>${++renders}</p>`, 200, 'public'),
      keep: false,
    });
    await notToKeep.get('/ka', skeleton, allowed);
    await notToKeep.get('/ka', skeleton, allowed);
    expect(renders).toBe(2);

    const uncached = new PageCache({ ttlMs: 0, maxBytes: 1 << 30 }, roomy());
    const toKeep = async (): Promise<PageOutcome> => ({
      page: new RenderedHtml(`<p>${++renders}</p>`, 200, 'public'),
      keep: true,
    });
    await uncached.get('/ka', toKeep, allowed);
    await uncached.get('/ka', toKeep, allowed);
    expect(renders).toBe(4);
  });
});

describe('fresh renders', () => {
  const refused = { admit: () => false, onRefreshFailed: noFailure };

  it('renders nothing for a visitor refused a fresh render, and answers at once', async () => {
    const cache = cacheOf();
    const renderer = slowRenderer();
    expect(await cache.get('/ka/new', renderer.render, refused)).toBeUndefined();
    expect(renderer.renders()).toBe(0);
  });

  it('sends a kept page, fresh or being refreshed, to a visitor refused a fresh render, without asking', async () => {
    const { cache, renderer, kept } = await cacheHoldingAPage();
    const admit = jest.fn(() => false);
    expect(pageOf(await cache.get('/ka', renderer.render, { admit, onRefreshFailed: noFailure }))).toBe(kept);
    now += TTL + 10;
    expect(pageOf(await cache.get('/ka', renderer.render, { admit, onRefreshFailed: noFailure }))).toBe(kept);
    expect(admit).not.toHaveBeenCalled();
  });

  it('runs so many at once, lets so many wait their turn, and refuses the rest at once', async () => {
    const cache = cacheOf({ slots: new RenderSlots({ running: 2, waiting: 1 }) });
    const renderer = slowRenderer();
    const asked = ['/a', '/b', '/c', '/d'].map((key) => cache.get(key, renderer.render, allowed));
    // the fourth has no room: refused before any render ends
    expect(await asked[3]).toBeUndefined();
    await settle();
    expect(renderer.renders()).toBe(2);
    renderer.finishAll();
    await settle();
    // the one waiting got its turn
    expect(renderer.renders()).toBe(3);
    renderer.finishAll();
    expect((await Promise.all(asked.slice(0, 3))).map(pageOf)).not.toContain(null);
  });
});

describe('the byte cap', () => {
  const KB = 1024;
  /** a page of `size` bytes, compressible (HTML of 1 KB and more) */
  const pageOfSize = (size: number, mark: string) => async (): Promise<PageOutcome> => ({
    page: new RenderedHtml(`<p>${mark}</p>`.padEnd(size, ' '), 200, 'public'),
    keep: true,
  });
  const keptPage = async (cache: PageCache, key: string) =>
    pageOf(await cache.get(key, () => Promise.reject(new Error(`${key} is not kept`)), allowed));

  it('evicts the least recently sent pages once the kept ones would hold more', async () => {
    const cache = cacheOf({ maxBytes: 25 * KB });
    for (const key of ['/a', '/b']) await cache.get(key, pageOfSize(10 * KB, key), allowed);
    // /a sent again: /b is now the least recently sent
    await keptPage(cache, '/a');
    await cache.get('/c', pageOfSize(10 * KB, '/c'), allowed);
    await expect(keptPage(cache, '/a')).resolves.toBeTruthy();
    await expect(keptPage(cache, '/c')).resolves.toBeTruthy();
    await expect(keptPage(cache, '/b')).rejects.toThrow('/b is not kept');
  });

  it('counts the compressed forms of a kept page once they are made', async () => {
    const cache = cacheOf({ maxBytes: 30 * KB });
    // random letters compress to about 60 %: brotli and gzip add some 14 KB to the 12 KB of /a
    const noise = Array.from({ length: 12 * KB }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
      '',
    );
    await cache.get('/b', pageOfSize(10 * KB, '/b'), allowed);
    await cache.get('/a', async () => ({ page: new RenderedHtml(noise, 200, 'public'), keep: true }), allowed);
    const a = (await keptPage(cache, '/a'))!;
    for (const encoding of ['br', 'gzip'])
      await a.send({ headers: { 'accept-encoding': encoding } } as FastifyRequest, replyStub());
    expect(a.bytes).toBeGreaterThan(20 * KB);
    // 22 KB kept before, over 30 KB once /a's compressed forms count: /b, sent less recently, goes
    await expect(keptPage(cache, '/a')).resolves.toBe(a);
    await expect(keptPage(cache, '/b')).rejects.toThrow('/b is not kept');
  });
});

/** enough of a reply for a page to be sent */
function replyStub(): FastifyReply {
  const reply = {
    code: () => reply,
    header: () => reply,
    type: () => reply,
    getHeader: () => undefined,
    send: () => reply,
  };
  return reply as unknown as FastifyReply;
}

describe('clearing the kept pages (an operator changed the catalogue)', () => {
  it('renders every page again, and does not keep a render that started before the clear', async () => {
    const { cache, renderer, kept } = await cacheHoldingAPage();
    expect(kept).not.toBeNull();
    // a render of another page is under way when the change comes
    const before = cache.get('/en', renderer.render, allowed);
    await settle();
    cache.clear();
    renderer.finishAll();
    expect(pageOf(await before)).not.toBeNull(); // those waiting for it get it
    const again = cache.get('/ka', renderer.render, allowed);
    await settle();
    renderer.finishAll();
    expect(pageOf(await again)).not.toBe(kept);
    const en = cache.get('/en', renderer.render, allowed);
    await settle();
    renderer.finishAll();
    expect(await en).toBeDefined();
    expect(renderer.renders()).toBe(4);
  });
});
