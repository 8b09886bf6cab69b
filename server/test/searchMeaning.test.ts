import type { FastifyInstance } from 'fastify';
import { fits } from '../src/domain/fit';
import { catalogue } from '../src/seed/content';
import { buildTestApp } from './helpers';

// The search reads units and intent (domain/searchIntent.ts) over the shop's own catalogue, in both
// languages, on PGlite and PostgreSQL alike; a search that finds nothing offers what it can.
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ catalogue }));
});
afterAll(() => app.close());

interface Product {
  slug: string;
}
const search = async (keyword: string, lang = 'en') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/products?keyword=${encodeURIComponent(keyword)}`,
    headers: { 'accept-language': lang },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
/** every slug a search finds, all pages */
const found = async (keyword: string, lang = 'en') => {
  const first = await search(keyword, lang);
  expect(first.data.last_page).toBe(1); // these searches are narrow: one page holds them
  return (first.data.data as Product[]).map((product) => product.slug).sort();
};
const seeded = (slug: string) => catalogue.products.find((product) => product.slug === slug)!;
const slugsWhere = (keep: (product: (typeof catalogue.products)[number]) => boolean) =>
  catalogue.products
    .filter(keep)
    .map((product) => product.slug)
    .sort();

describe('units', () => {
  const twoInchEyepieces = slugsWhere(
    (p) =>
      p.compatibility?.role === 'accessory' &&
      p.compatibility.kind === 'eyepiece' &&
      p.compatibility.barrel.includes(2),
  );

  it('reads 2", 2 inch, 2-inch, 2 in and 50.8 mm as one size, before or after the word', async () => {
    expect(twoInchEyepieces).toEqual(['kavkasia-uwa-82-14', 'kavkasia-uwa-82-30']);
    for (const keyword of [
      'eyepiece 2"',
      'eyepiece 2 inch',
      '2 inch eyepiece',
      '2-inch eyepiece',
      'eyepiece 2 in',
      'eyepiece 50.8 mm',
    ])
      expect([keyword, await found(keyword)]).toEqual([keyword, twoInchEyepieces]);
  });

  it('reads 2 ინჩი in Georgian alike', async () => {
    expect(await found('ოკულარი 2 ინჩი', 'ka')).toEqual(twoInchEyepieces);
    expect(await found('2 ინჩიანი ოკულარი', 'ka')).toEqual(twoInchEyepieces);
  });

  it('finds the same telescopes for 8 inch, 8", 200 mm and 203 mm (apertures as makers round them)', async () => {
    const telescopes = async (keyword: string) =>
      (await found(keyword)).filter((slug) => seeded(slug).compatibility?.role === 'telescope');
    const eightInch = await telescopes('8 inch');
    expect(eightInch).toEqual(
      expect.arrayContaining(['tetnuldi-8-dobsonian', 'orbita-200-1000-eq5', 'polaris-sct-8-goto']),
    );
    for (const keyword of ['8"', '200 mm', '203 mm', '8 ინჩი'])
      expect([keyword, await telescopes(keyword)]).toEqual([keyword, eightInch]);
  });
});

describe('intent', () => {
  const sctMounts = (inches?: number) =>
    slugsWhere((mount) =>
      catalogue.products.some(
        (telescope) =>
          telescope.compatibility?.role === 'telescope' &&
          telescope.compatibility.design === 'sct' &&
          (inches === undefined || telescope.name.en.includes(`${inches}"`)) &&
          fits(telescope.compatibility, mount.compatibility ?? null) !== null &&
          mount.compatibility?.role === 'mount',
      ),
    );

  it('finds the mounts that carry an 8" SCT for "mount for 8 inch sct", in both languages', async () => {
    expect(sctMounts(8)).toEqual(['polaris-eq5-goto', 'polaris-eq6-r-goto', 'polaris-harmonic-40']);
    expect(await found('mount for 8 inch sct')).toEqual(sctMounts(8));
    expect(await found('სადგამი 8 ინჩიანი შმიდტ-კასეგრენისთვის', 'ka')).toEqual(sctMounts(8));
  });

  it('finds mounts, not telescopes, for "sct mount"', async () => {
    expect(await found('sct mount')).toEqual(sctMounts());
    expect(sctMounts()).not.toContain('polaris-eq5-goto'.replace('eq5', 'nothing'));
  });

  it('finds what the catalogue marks for a child or a beginner, in both languages', async () => {
    const kidsTelescopes = slugsWhere(
      (p) => p.compatibility?.role === 'telescope' && (p.audience ?? []).includes('kids'),
    );
    expect(kidsTelescopes.length).toBeGreaterThanOrEqual(3);
    for (const [keyword, lang] of [
      ['telescope for a child', 'en'],
      ['kids telescope', 'en'],
      ['ტელესკოპი ბავშვისთვის', 'ka'],
    ]) {
      // the kids' telescopes first (their names and category say telescope), then what else is marked for children
      const slugs = ((await search(keyword, lang)).data.data as Product[]).map((product) => product.slug);
      expect([keyword, slugs.slice(0, kidsTelescopes.length).sort()]).toEqual([keyword, kidsTelescopes]);
      for (const slug of slugs) expect([slug, seeded(slug).audience]).toEqual([slug, expect.arrayContaining(['kids'])]);
    }
    for (const [keyword, lang] of [
      ['beginner telescope', 'en'],
      ['დამწყები ტელესკოპი', 'ka'],
    ]) {
      const slugs = ((await search(keyword, lang)).data.data as Product[]).map((product) => product.slug);
      expect(slugs).toContain('tetnuldi-8-dobsonian');
      for (const slug of slugs)
        expect([slug, seeded(slug).audience]).toEqual([slug, expect.arrayContaining(['beginner'])]);
    }
  });

  it('keeps a plain search as it was: "dobson 8" answers the 8" Dobsonian first, and no suggestions', async () => {
    const body = await search('dobson 8');
    expect(body.data.data[0].slug).toBe('tetnuldi-8-dobsonian');
    expect(body).not.toHaveProperty('suggestions');
  });
});

describe('a search that finds nothing', () => {
  it('offers the closest spellings, the categories that match and the best sellers', async () => {
    const body = await search('refractr zzqxw');
    expect(body.data.total).toBe(0);
    expect(body.suggestions.spellings).toContain('refractor');
    expect(body.suggestions.best_sellers).toHaveLength(4);
    const georgian = await search('ტელესკოპები zzqxw', 'ka');
    expect(georgian.data.total).toBe(0);
    expect(georgian.suggestions.categories.map((category: { slug: string }) => category.slug)).toContain('telescopes');
    expect(georgian.suggestions.best_sellers[0].translations[0].locale).toBe('ka');
  });
});
