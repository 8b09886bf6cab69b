import type { FastifyInstance } from 'fastify';
import { fits, MOUNT_MARGIN, type Compatibility } from '../src/domain/fit';
import { catalogue } from '../src/seed/content';
import { buildTestApp } from './helpers';

// "Fits your telescope" over HTTP on the shop's own catalogue (domain/fit.ts decides): the product page's
// accessories, an accessory's telescopes and the lists' `fits` filter, on PGlite and PostgreSQL alike.
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ catalogue }));
});
afterAll(() => app.close());

interface Product {
  slug: string;
  live_stock: number;
  fit?: { verdict: string; needs?: { kind: string; product_slug?: string } };
}
const get = async (url: string, lang = 'en') => {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const seeded = (slug: string) => catalogue.products.find((product) => product.slug === slug)!;
const fitOf = (slug: string) => seeded(slug).compatibility as Compatibility;
const related = async (slug: string) =>
  (await get(`/api/product/${slug}/related`)).data as {
    accessories: Product[];
    telescopes: Product[];
    telescopes_total: number;
  };

describe('fits this telescope', () => {
  it('offers the 8" Dobsonian (2" focuser) 2" eyepieces, and 1.25" ones only through the adapter', async () => {
    const { accessories } = await related('tetnuldi-8-dobsonian');
    const eyepieces = accessories.filter((product) => fitOf(product.slug).role === 'accessory');
    const twoInch = eyepieces.find((product) => product.slug === 'kavkasia-uwa-82-30');
    expect(twoInch?.fit).toEqual({ verdict: 'fits' });
    for (const product of accessories) {
      const fit = fitOf(product.slug);
      expect(fit.role).toBe('accessory'); // it has its own base: no mount is offered
      if (fit.role === 'accessory') expect(product.fit!.verdict).toBe(fit.barrel.includes(2) ? 'fits' : 'adapter');
    }
    // a Newtonian has no room for a diagonal
    expect(accessories.map((product) => fitOf(product.slug))).not.toContainEqual(
      expect.objectContaining({ kind: 'diagonal' }),
    );
  });

  it('offers an optical tube sold without a mount the mounts that carry it, and only those', async () => {
    const ota = fitOf('polaris-sct-11-ota'); // 12.5 kg on a Losmandy bar
    const { accessories } = await related('polaris-sct-11-ota');
    const mounts = accessories.filter((product) => fitOf(product.slug).role === 'mount').map((p) => p.slug);
    const expected = catalogue.products
      .filter((product) => product.compatibility?.role === 'mount' && fits(ota, product.compatibility))
      .map((product) => product.slug);
    expect(mounts.sort()).toEqual(expected.sort());
    expect(mounts).toEqual(expect.arrayContaining(['polaris-eq6-r-goto', 'polaris-harmonic-40']));
    // the EQ5 (10 kg, Vixen saddle) neither carries 12.5 kg with margin nor takes Losmandy
    expect(mounts).not.toContain('polaris-eq5-goto');
    // mounts come first: the tube cannot be used without one
    expect(fitOf(accessories[0].slug).role).toBe('mount');
  });

  it('never offers a refractor a collimator', async () => {
    for (const slug of ['orbita-102-1000-eq3', 'kavkasia-ed80-apo', 'orbita-120-600-short-tube']) {
      const { accessories } = await related(slug);
      expect(accessories.length).toBeGreaterThan(0);
      const kinds = accessories
        .map((product) => fitOf(product.slug))
        .map((fit) => fit.role === 'accessory' && fit.kind);
      expect(kinds).not.toContain('collimator');
    }
    // a reflector is offered one
    const dobsonian = await related('tetnuldi-8-dobsonian');
    expect(dobsonian.accessories.map((product) => product.slug)).toContain('lumen-laser-collimator');
  });

  it('offers a 1.25" focuser no 2" accessory', async () => {
    const { accessories } = await related('orbita-102-1000-eq3');
    for (const product of accessories) {
      const fit = fitOf(product.slug);
      if (fit.role === 'accessory') expect(fit.barrel).toContain(1.25);
      expect(product.fit).toEqual({ verdict: 'fits' });
    }
  });
});

describe('fits these telescopes', () => {
  it("lists a mount's telescopes: those it carries with margin on its saddle", async () => {
    const { telescopes, telescopes_total: total, accessories } = await related('polaris-eq5-goto');
    expect(accessories).toEqual([]);
    const expected = catalogue.products.filter((product) => {
      const fit = product.compatibility;
      return fit?.role === 'telescope' && fit.dovetail === 'vixen' && fit.weight <= 10 * MOUNT_MARGIN;
    });
    expect(total).toBe(expected.length);
    expect(telescopes.length).toBe(Math.min(8, expected.length));
    for (const telescope of telescopes) expect(expected.map((product) => product.slug)).toContain(telescope.slug);
  });

  it('lists them all with the fits filter, in either direction, with how each fits', async () => {
    const list = await get('/api/products/telescopes?fits=lumen-laser-collimator');
    const slugs = (list.data.data as Product[]).map((product) => product.slug);
    expect(list.data.total).toBe(
      catalogue.products.filter((product) => fits(product.compatibility ?? null, fitOf('lumen-laser-collimator')))
        .length,
    );
    for (const slug of slugs)
      expect(['newtonian', 'ritchey-chretien']).toContain((fitOf(slug) as { design: string }).design);
    expect(list.data.data[0].fit).toEqual({ verdict: expect.stringMatching(/^(fits|adapter)$/) });

    // a 1.25" focuser: a 2" eyepiece is listed as needing a 2" focuser (the shop's own offered), never as fitting
    const eyepieces = await get('/api/products/eyepieces?fits=orbita-102-1000-eq3', 'ka');
    expect(eyepieces.data.total).toBeGreaterThan(0);
    for (const product of eyepieces.data.data as Product[]) {
      const fit = fitOf(product.slug);
      const fitsAsItIs = fit.role === 'accessory' && fit.barrel.includes(1.25);
      expect(product.fit).toEqual(
        fitsAsItIs
          ? { verdict: 'fits' }
          : { verdict: 'needs', needs: { kind: '2-inch-focuser', product_slug: 'lumen-dual-speed-focuser-2' } },
      );
    }
    const mounts = await get('/api/products/mounts?fits=kavkasia-152-apo-observatory');
    expect((mounts.data.data as Product[]).map((product) => product.slug)).toEqual(['polaris-eq6-r-goto']);
  });

  it('answers 404 for a fits filter naming no product, 400 for a malformed one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/products/telescopes?fits=no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found.');
    expect((await app.inject({ method: 'GET', url: '/api/products/telescopes?fits=..%2Fx' })).statusCode).toBe(400);
  });
});

describe('picking a telescope for a list', () => {
  it("says which lists a telescope's fits filter narrows: accessories and mounts, not telescopes", async () => {
    for (const slug of ['eyepieces', 'mounts', 'telescope-accessories'])
      expect((await get(`/api/products/${slug}`)).facets.fits_telescope).toBe(true);
    expect((await get('/api/products/telescopes')).facets.fits_telescope).toBe(false);
    // the filters narrow the list, never the offer: a list of none still takes a telescope
    expect((await get('/api/products/eyepieces?price_max=0')).facets.fits_telescope).toBe(true);
  });

  it('lists every telescope on sale once, by name in the asked language, slug and name only', async () => {
    const seededTelescopes = catalogue.products.filter((product) => product.compatibility?.role === 'telescope');
    for (const lang of ['en', 'ka'] as const) {
      const { data } = (await get('/api/telescopes', lang)) as { data: { slug: string; name: string }[] };
      expect(data.map((telescope) => telescope.slug).sort()).toEqual(seededTelescopes.map((p) => p.slug).sort());
      expect(data.map((telescope) => telescope.name)).toEqual(
        [...data.map((telescope) => telescope.name)].sort((a, b) => a.localeCompare(b, lang)),
      );
      expect(data.find((telescope) => telescope.slug === 'tetnuldi-8-dobsonian')).toEqual({
        slug: 'tetnuldi-8-dobsonian',
        name: seeded('tetnuldi-8-dobsonian').name[lang],
      });
    }
  });
});
