import type { FastifyInstance } from 'fastify';
import { fits, type Compatibility } from '../src/domain/fit';
import { referenceFigures } from '../src/domain/telescope';
import { catalogue } from '../src/seed/content';
import { referenceTelescopes } from '../src/seed/content/telescopes';
import { buildTestApp, registerUser, type TestApp } from './helpers';

// Any telescope (issue 38) over HTTP, on PGlite and PostgreSQL alike: the reference list's search in both
// scripts, a list's `fits` by a reference telescope or typed figures with each item's verdict, and the
// telescopes a signed-in shopper keeps.
let app: FastifyInstance;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ catalogue });
  ({ app } = testApp);
});
afterAll(() => app.close());

interface Reference {
  slug: string;
  brand: string;
  model: string;
  name: string;
  aperture_mm: number;
  focal_length_mm: number;
  focuser: string;
  weight_kg: number | null;
  source: string;
}
interface Fitted {
  slug: string;
  fit?: { verdict: string; needs?: { kind: string; product_slug?: string } };
}
const get = async (url: string, lang = 'en') => {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const search = async (q: string, lang = 'en', limit = 50) =>
  (await get(`/api/telescopes/reference?q=${encodeURIComponent(q)}&limit=${limit}`, lang)).data as Reference[];
const seeded = (slug: string) => catalogue.products.find((product) => product.slug === slug)!;
const fitOf = (slug: string) => seeded(slug).compatibility as Compatibility;
/** every product of a list (its pages one by one) */
async function wholeList(url: string): Promise<Fitted[]> {
  const items: Fitted[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await get(`${url}&page=${page}`);
    items.push(...(data.data as Fitted[]));
    if (page >= data.last_page) return items;
  }
}
const barrelOf = (slug: string) => {
  const fit = fitOf(slug);
  return fit.role === 'accessory' ? fit.barrel : [];
};

describe('the reference list', () => {
  it('holds at least 150 telescopes, each with its figures and their source', async () => {
    const { rows } = await testApp.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reference_telescopes');
    expect(rows[0].n).toBe(referenceTelescopes.length);
    expect(rows[0].n).toBeGreaterThanOrEqual(150);
    const [first] = await search('celestron nexstar 8se');
    expect(first).toEqual({
      slug: 'celestron-nexstar-8se',
      brand: 'Celestron',
      model: 'NexStar 8SE',
      name: 'Celestron NexStar 8SE',
      aperture_mm: 203,
      focal_length_mm: 2032,
      focuser: '1.25',
      design: 'sct',
      mount: 'altaz-goto',
      weight_kg: null,
      source: expect.stringMatching(/^https:\/\/www\.celestron\.com/),
    });
  });

  it('finds a model by the start of its words, in any case: "nexstar 8" is the NexStar 8SE, not the 4SE', async () => {
    const found = (await search('nexstar 8')).map((telescope) => telescope.model);
    expect(found).toContain('NexStar 8SE');
    expect(found).toContain('NexStar Evolution 8');
    expect(found).not.toContain('NexStar 4SE');
    expect((await search('NEXSTAR 8SE')).map((telescope) => telescope.model)).toEqual(['NexStar 8SE']);
    // the brand with or without its hyphen
    for (const q of ['sky-watcher skyliner 200p', 'skywatcher skyliner 200', 'Skyliner 200P'])
      expect((await search(q)).map((telescope) => telescope.slug)).toContain('sky-watcher-skyliner-200p');
  });

  it('finds it in Georgian, and names it in Georgian for a Georgian page', async () => {
    const found = await search('სელესტრონი ნექსტარი 8', 'ka');
    expect(found.map((telescope) => telescope.slug)).toContain('celestron-nexstar-8se');
    expect(found.find((telescope) => telescope.slug === 'celestron-nexstar-8se')!.name).toBe('სელესტრონი ნექსტარი 8SE');
    // a Georgian word and a Latin one together, on an English page
    const mixed = await search('სქაივოჩერი 200p');
    expect(mixed.map((telescope) => telescope.brand)).toEqual(mixed.map(() => 'Sky-Watcher'));
    expect(mixed.map((telescope) => telescope.name)).toContain('Sky-Watcher Skyliner 200P');
  });

  it('answers at most `limit`, none for words no model has, 400 for a limit out of range', async () => {
    expect(await search('', 'en', 5)).toHaveLength(5);
    expect(await search('celestron', 'en', 3)).toHaveLength(3);
    expect(await search('zeiss')).toEqual([]);
    const tooMany = await app.inject({ method: 'GET', url: '/api/telescopes/reference?limit=500' });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('fits a telescope we do not sell', () => {
  it('marks each eyepiece for a reference Dobsonian with a 2" focuser: 1.25" ones through the adapter', async () => {
    const eyepieces = await wholeList('/api/products/eyepieces?fits=ref:sky-watcher-skyliner-200p');
    expect(eyepieces.length).toBeGreaterThan(0);
    for (const item of eyepieces) {
      const barrel = barrelOf(item.slug);
      expect(item.fit).toEqual({ verdict: barrel.includes(2) ? 'fits' : 'adapter' });
    }
    expect(eyepieces.map((item) => item.fit!.verdict)).toEqual(expect.arrayContaining(['fits', 'adapter']));
  });

  it('takes typed figures: a 1.25" focuser fits 1.25" and dual-barrel eyepieces and Barlows, and names a 2" one\'s need', async () => {
    const verdicts = new Set<string>();
    for (const list of ['eyepieces', 'barlow-lenses']) {
      const items = await wholeList(`/api/products/${list}?fits=own:102,1000,1.25`);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        verdicts.add(item.fit!.verdict);
        if (barrelOf(item.slug).includes(1.25)) expect(item.fit).toEqual({ verdict: 'fits' });
        // the shop sells the 2" focuser it needs
        else
          expect(item.fit).toEqual({
            verdict: 'needs',
            needs: { kind: '2-inch-focuser', product_slug: 'lumen-dual-speed-focuser-2' },
          });
      }
      // the same list for the same figures written otherwise is the same list
      expect(await wholeList(`/api/products/${list}?fits=own:102.0,1000,1.25`)).toEqual(items);
    }
    expect([...verdicts].sort()).toEqual(['fits', 'needs']);
  });

  it('lists the mounts that carry a reference tube with margin, as the rule set decides', async () => {
    const reference = referenceTelescopes.find((telescope) => telescope.slug === 'celestron-c8-xlt-ota')!;
    const figures = referenceFigures(reference);
    const mounts = await wholeList('/api/products/mounts?fits=ref:celestron-c8-xlt-ota');
    const expected = catalogue.products
      .filter((product) => product.compatibility?.role === 'mount' && fits(figures, product.compatibility))
      .map((product) => product.slug);
    expect(mounts.map((item) => item.slug).sort()).toEqual(expected.sort());
    expect(mounts.length).toBeGreaterThan(0);
    for (const item of mounts) {
      const mount = fitOf(item.slug);
      if (mount.role !== 'mount') throw new Error(`${item.slug} is not a mount`);
      expect(mount.payload * 0.7).toBeGreaterThanOrEqual(5.7);
      expect(item.fit).toEqual({ verdict: 'fits' }); // every saddle here takes its Vixen bar
    }
    // typed figures have no known weight or bar: no mount is said to carry them
    expect((await get('/api/products/mounts?fits=own:203,2032,1.25')).data.total).toBe(0);
  });

  it('counts the facets over what fits: the barrel filter\'s 2" keeps the dual-barrel eyepieces', async () => {
    const all = await wholeList('/api/products/eyepieces?fits=ref:sky-watcher-skyliner-200p');
    const twoInch = await wholeList('/api/products/eyepieces?fits=ref:sky-watcher-skyliner-200p&barrel=2');
    const expected = all.filter((item) => barrelOf(item.slug).includes(2)).map((item) => item.slug);
    expect(expected.some((slug) => barrelOf(slug).length === 2)).toBe(true);
    expect(twoInch.map((item) => item.slug).sort()).toEqual(expected.sort());
    const { facets } = await get('/api/products/eyepieces?fits=ref:sky-watcher-skyliner-200p');
    const barrel = (facets.specs as { key: string; values: { code: string; count: number }[] }[]).find(
      (facet) => facet.key === 'barrel',
    )!;
    expect(barrel.values.find((value) => value.code === '2')!.count).toBe(expected.length);
  });

  it('says what is wrong with a telescope it cannot read', async () => {
    const answer = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    const unknown = await answer('/api/products/eyepieces?fits=ref:no-such-telescope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Telescope not found.');
    const tiny = await answer('/api/products/eyepieces?fits=own:5,1000,1.25');
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().message).toBe('The telescope’s aperture_mm must be between 20 and 1500 mm.');
    for (const malformed of ['own:abc', 'own:200,1000,3', 'own:200,1000', 'ref:', 'own:200;1000;2'])
      expect((await answer(`/api/products/eyepieces?fits=${encodeURIComponent(malformed)}`)).statusCode).toBe(400);
  });
});

describe('my telescopes', () => {
  const add = (auth: { authorization: string }, payload: object) =>
    app.inject({ method: 'POST', url: '/api/user/telescopes', headers: auth, payload });

  it('keeps several telescopes of every kind, with their figures, and forgets one', async () => {
    const shopper = await registerUser(app);
    const ours = await add(shopper.auth, { kind: 'ours', slug: 'tetnuldi-8-dobsonian' });
    expect(ours.statusCode).toBe(200);
    await add(shopper.auth, { kind: 'ref', slug: 'celestron-nexstar-8se' });
    const own = await add(shopper.auth, {
      kind: 'own',
      aperture_mm: 80,
      focal_length_mm: 400,
      focuser: '1.25',
      name: 'Grandpa’s',
    });
    const { data, id } = own.json();
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'ours',
        slug: 'tetnuldi-8-dobsonian',
        name: seeded('tetnuldi-8-dobsonian').name.en,
      }),
      {
        id: expect.any(Number),
        kind: 'ref',
        slug: 'celestron-nexstar-8se',
        aperture_mm: 203,
        focal_length_mm: 2032,
        focuser: '1.25',
        name: 'Celestron NexStar 8SE',
      },
      { id, kind: 'own', slug: null, aperture_mm: 80, focal_length_mm: 400, focuser: '1.25', name: 'Grandpa’s' },
    ]);
    // one we sell: its figures as its specifications and compatibility record publish them
    const specNumber = (key: string) => seeded('tetnuldi-8-dobsonian').specs?.find((spec) => spec.key === key)?.number;
    expect(data[0]).toEqual(
      expect.objectContaining({
        aperture_mm: specNumber('aperture'),
        focal_length_mm: specNumber('focal_length'),
        focuser: '2',
      }),
    );

    const removed = await app.inject({ method: 'DELETE', url: `/api/user/telescopes/${id}`, headers: shopper.auth });
    expect(removed.json().data.map((telescope: { kind: string }) => telescope.kind)).toEqual(['ours', 'ref']);
    const listed = await app.inject({ method: 'GET', url: '/api/user/telescopes', headers: shopper.auth });
    expect(listed.json().data).toEqual(removed.json().data);
  });

  it("lets nobody read or forget another shopper's telescopes", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const added = await add(owner.auth, { kind: 'ref', slug: 'sky-watcher-skyliner-200p' });
    const { id } = added.json();
    expect((await app.inject({ method: 'GET', url: '/api/user/telescopes', headers: other.auth })).json().data).toEqual(
      [],
    );
    const stolen = await app.inject({ method: 'DELETE', url: `/api/user/telescopes/${id}`, headers: other.auth });
    expect(stolen.statusCode).toBe(404);
    const kept = await app.inject({ method: 'GET', url: '/api/user/telescopes', headers: owner.auth });
    expect(kept.json().data.map((telescope: { id: number }) => telescope.id)).toEqual([id]);
    expect((await app.inject({ method: 'GET', url: '/api/user/telescopes' })).statusCode).toBe(401);
  });

  it('refuses a telescope it cannot name (404), or figures out of range (422 naming the field)', async () => {
    const shopper = await registerUser(app);
    expect((await add(shopper.auth, { kind: 'ref', slug: 'no-such-telescope' })).statusCode).toBe(404);
    // a product that is not a telescope
    expect((await add(shopper.auth, { kind: 'ours', slug: 'kavkasia-uwa-82-30' })).statusCode).toBe(404);
    expect(
      (await add(shopper.auth, { kind: 'own', aperture_mm: 80, focal_length_mm: 400, focuser: '3' })).statusCode,
    ).toBe(422);
    expect(
      (await add(shopper.auth, { kind: 'own', aperture_mm: 80, focal_length_mm: 5, focuser: '2' })).statusCode,
    ).toBe(422);
  });
});

describe('what a product needs to fit, and the product of ours that supplies it', () => {
  // the shop's catalogue with the EQ6-R's saddle taking Vixen bars only: the 11" SCT's Losmandy bar does not fit it
  const vixenOnly = {
    ...catalogue,
    products: catalogue.products.map((product) =>
      product.slug === 'polaris-eq6-r-goto'
        ? { ...product, compatibility: { role: 'mount' as const, payload: 20, saddle: 'vixen' as const } }
        : product,
    ),
  };
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp({ catalogue: vixenOnly });
  });
  afterAll(() => other.app.close());

  it('offers the Vixen dovetail bar a Losmandy-barred tube needs on a Vixen saddle', async () => {
    const response = await other.app.inject({ method: 'GET', url: '/api/products/mounts?fits=polaris-sct-11-ota' });
    const mounts = response.json().data.data as Fitted[];
    expect(mounts.find((item) => item.slug === 'polaris-eq6-r-goto')?.fit).toEqual({
      verdict: 'needs',
      needs: { kind: 'vixen-dovetail', product_slug: 'lumen-vixen-dovetail-200' },
    });
    // the product page offers only what fits as it is
    const related = await other.app.inject({ method: 'GET', url: '/api/product/polaris-sct-11-ota/related' });
    expect((related.json().data.accessories as Fitted[]).map((item) => item.slug)).not.toContain('polaris-eq6-r-goto');
  });
});
