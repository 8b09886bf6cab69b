import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

// A product as a manager writes it the first time (issue 36): only the category, the English name and the
// price are needed, the address is drawn from the name or typed with spaces, a new product waits hidden
// until published, and every refusal names its field in the manager's language.

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
let refractors: number;
beforeAll(async () => {
  ({ app, db } = await buildTestApp());
  manager = await operatorWithToken(app, db, 'manager');
  refractors = (await db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'refractors'")).rows[0].id;
});
afterAll(() => app.close());

function send(method: 'POST' | 'PUT', url: string, payload: object, lang: 'en' | 'ka' = 'en') {
  return app.inject({ method, url, payload, headers: { ...manager.auth, 'accept-language': lang } });
}
const create = (payload: object, lang: 'en' | 'ka' = 'en') => send('POST', '/api/admin/products', payload, lang);
const storefront = (slug: string) => app.inject({ method: 'GET', url: `/api/product/${slug}` });

describe('a product created and edited from the back office form', () => {
  it('is created from only its category, English name and price, hidden until published', async () => {
    const created = await create({ categoryId: refractors, name: { en: 'Lumen Apo 72/420 ED' }, price: 1450 });
    // the back office's form as it sends an untouched description, discount and specifications
    const untouched = await create({
      categoryId: refractors,
      name: { en: 'Lumen Apo 72 untouched' },
      price: 1450,
      description: {},
      discountedPrice: null,
      specifications: [],
    });
    expect(untouched.json()).toMatchObject({ description: { en: '', ka: '' }, discountedPrice: null, visible: false });
    expect(created.statusCode).toBe(200);
    const record = created.json();
    expect(record).toMatchObject({
      slug: 'lumen-apo-72-420-ed',
      discountedPrice: null,
      specifications: [],
      liveStock: 0,
      visible: false,
      compatibility: null,
      description: { en: '', ka: '' },
    });
    expect((await storefront(record.slug)).statusCode).toBe(404);

    const published = await send('PUT', `/api/admin/products/${record.id}`, {
      categoryId: refractors,
      name: { en: 'Lumen Apo 72/420 ED' },
      price: 1450,
      visible: true,
      version: record.version,
    });
    expect(published.json()).toMatchObject({ visible: true, slug: 'lumen-apo-72-420-ed' });
    expect((await storefront(record.slug)).json().data).toMatchObject({ price: 1450, discounted: null });
  });

  it('keeps on an edit what the edit leaves out: description, specifications, visibility', async () => {
    const created = await create({
      categoryId: refractors,
      name: { en: 'Lumen Apo 80', ka: 'ლუმენ აპო 80' },
      description: { en: '<p>Crisp</p>', ka: '<p>მკვეთრი</p>' },
      price: 1900,
      specifications: [{ key: 'aperture', value: { en: '80 mm', ka: '80 მმ' } }],
      visible: true,
    }).then((answer) => answer.json());
    const edited = await send('PUT', `/api/admin/products/${created.id}`, {
      categoryId: refractors,
      name: { en: 'Lumen Apo 80 ED' },
      price: 1800,
      version: created.version,
    });
    expect(edited.json()).toMatchObject({
      slug: created.slug,
      name: { en: 'Lumen Apo 80 ED', ka: '' },
      description: { en: '<p>Crisp</p>', ka: '<p>მკვეთრი</p>' },
      specifications: [{ key: 'aperture', value: { en: '80 mm', ka: '80 მმ' } }],
      visible: true,
      price: 1800,
    });
  });

  it('numbers an address drawn from a name another product has, and takes a typed one with spaces', async () => {
    const name = { en: 'Lumen Travel Scope 70' };
    const first = await create({ categoryId: refractors, name, price: 300 });
    const second = await create({ categoryId: refractors, name, price: 310 });
    expect([first.json().slug, second.json().slug]).toEqual(['lumen-travel-scope-70', 'lumen-travel-scope-70-2']);

    const typed = await create({ categoryId: refractors, name, price: 320, slug: '  Travel Scope Kit ' });
    expect(typed.json().slug).toBe('travel-scope-kit');
    // a typed address is the manager's choice: another product's is refused, not numbered
    const taken = await create({ categoryId: refractors, name, price: 320, slug: 'travel scope kit' });
    expect(taken.json().errors).toEqual({ slug: 'Another product has this address.' });
  });

  it("says what an address may hold, in the manager's language, next to the field", async () => {
    const wrong = await create(
      { categoryId: refractors, name: { en: 'Lumen 90' }, price: 500, slug: 'ლუმენი 90' },
      'ka',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      slug: 'მისამართში შეიძლება იყოს მხოლოდ ლათინური ასოები, ციფრები და დეფისები (ჰარი დეფისად იქცევა), მაგალითად sky-watcher-200p.',
    });
    const noLatin = await create({ categoryId: refractors, name: { en: '—' }, price: 500 }, 'en');
    expect(Object.keys(noLatin.json().errors)).toContain('name.en');
    const unnamed = await create({ categoryId: refractors, name: { en: '' }, price: 500 }, 'ka');
    expect(unnamed.json().errors).toEqual({ 'name.en': 'ველი „სახელი (ინგლისური)“ სავალდებულოა.' });
  });

  it('creates a telescope whose tube rides its own base: no dovetail', async () => {
    const dobsonian = await create({
      categoryId: refractors,
      name: { en: 'Lumen Dob 8' },
      price: 1600,
      compatibility: { role: 'telescope', design: 'newtonian', focuser: 2, weight: 11, mounted: true },
    });
    expect(dobsonian.statusCode).toBe(200);
    expect(dobsonian.json().compatibility).toEqual({
      role: 'telescope',
      design: 'newtonian',
      focuser: 2,
      weight: 11,
      dovetail: null,
      mounted: true,
    });
    const missing = await create(
      { categoryId: refractors, name: { en: 'Lumen Dob 10' }, price: 1900, compatibility: { role: 'telescope' } },
      'en',
    );
    expect(missing.json().errors).toMatchObject({ 'compatibility.design': 'The optical design field is required.' });
  });

  it("picks specifications from the shop's list, with units, both languages, and shows them on the product", async () => {
    const list = await app.inject({ method: 'GET', url: '/api/admin/specifications', headers: manager.auth });
    expect(list.json().items).toContainEqual({
      id: 'aperture',
      key: 'aperture',
      label: { en: 'Aperture', ka: 'აპერტურა' },
      unit: 'mm',
      filter: true,
      values: [],
    });
    const created = await create({
      categoryId: refractors,
      name: { en: 'Lumen Dob 12' },
      price: 2600,
      visible: true,
      specifications: [
        { key: 'aperture', value: { en: '305', ka: '305' } },
        { key: 'focal_ratio', value: { en: 'f/4.9', ka: 'f/4.9' } },
      ],
    });
    expect(created.json().specifications).toEqual([
      { key: 'aperture', label: { en: 'Aperture', ka: 'აპერტურა' }, value: { en: '305 mm', ka: '305 მმ' } },
      { key: 'focal_ratio', label: { en: 'Focal ratio', ka: 'ფოკუსური ფარდობა' }, value: { en: 'f/4.9', ka: 'f/4.9' } },
    ]);
    const shown = await app.inject({
      method: 'GET',
      url: `/api/product/${created.json().slug}`,
      headers: { 'accept-language': 'ka' },
    });
    const [aperture] = shown.json().data.specs;
    expect([aperture.key, aperture.code]).toEqual(['aperture', '305']);
    expect(aperture.translations[0]).toEqual({ locale: 'ka', label: 'აპერტურა', value: '305 მმ' });

    const typo = await create(
      {
        categoryId: refractors,
        name: { en: 'Lumen Dob 14' },
        price: 3000,
        specifications: [
          { key: 'apperture', value: { en: '355', ka: '355' } },
          { key: 'aperture', value: { en: '355' } },
        ],
      },
      'ka',
    );
    expect(typo.json().errors).toEqual({ 'specifications.1.value.ka': 'ველი „მნიშვნელობა (ქართული)“ სავალდებულოა.' });
    const unknown = await create(
      {
        categoryId: refractors,
        name: { en: 'Lumen Dob 14' },
        price: 3000,
        specifications: [{ key: 'apperture', value: { en: '355', ka: '355' } }],
      },
      'ka',
    );
    expect(unknown.json().errors).toEqual({ 'specifications.0.key': 'აირჩიეთ მახასიათებელი მაღაზიის სიიდან.' });
  });

  it('files each wording of a filter under one value of its list, and refuses a value that names none', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/admin/specifications', headers: manager.auth })).json()
      .items;
    const design = list.find((spec: { key: string }) => spec.key === 'design');
    expect(design.values).toContainEqual({
      code: 'newtonian-reflector',
      label: { en: 'Newtonian reflector', ka: 'ნიუტონის რეფლექტორი' },
    });
    expect(list.find((spec: { key: string }) => spec.key === 'mount').values.length).toBeLessThanOrEqual(6);

    const telescope = (name: string, aperture: string, design: string, mount: string) =>
      create({
        categoryId: refractors,
        name: { en: name },
        price: 900,
        visible: true,
        specifications: [
          { key: 'aperture', value: { en: aperture, ka: aperture } },
          { key: 'design', value: { en: design, ka: 'ნიუტონის რეფლექტორი' } },
          { key: 'mount', value: { en: mount, ka: 'სადგამი' } },
        ],
      });
    const plain = await telescope('Lumen Newton 150', '150', 'Newtonian reflector', 'Equatorial EQ3-2');
    const parabolic = await telescope(
      'Lumen Newton 200',
      '200',
      'Newtonian, parabolic primary mirror',
      'GoTo Dobsonian base',
    );
    await telescope('Lumen Mak 127', '127', 'Maksutov-Cassegrain', 'Alt-azimuth AZ-GTi GoTo');
    // the product keeps its own wording on its page
    expect(parabolic.json().specifications[1].value.en).toBe('Newtonian, parabolic primary mirror');
    expect(plain.statusCode).toBe(200);

    const { facets } = (
      await app.inject({ method: 'GET', url: '/api/products/refractors', headers: { 'accept-language': 'ka' } })
    ).json();
    const values = (key: string) =>
      facets.specs
        .find((facet: { key: string }) => facet.key === key)
        .values.map(({ code, value, count }: { code: string; value: string; count: number }) => ({
          code,
          value,
          count,
        }));
    expect(values('design')).toEqual([
      { code: 'maksutov-cassegrain', value: 'მაქსუტოვ-კასეგრენი', count: 1 },
      { code: 'newtonian-reflector', value: 'ნიუტონის რეფლექტორი', count: 2 },
    ]);
    expect(values('mount')).toEqual([
      { code: 'alt-azimuth', value: 'აზიმუტური', count: 1 },
      { code: 'dobsonian-base', value: 'დობსონის ბაზა', count: 1 },
      { code: 'equatorial', value: 'ეკვატორული', count: 1 },
    ]);
    // a measurement is a range
    const aperture = facets.ranges.find((range: { key: string }) => range.key === 'aperture');
    expect(aperture).toMatchObject({ unit: 'mm' });
    expect(aperture.min).toBeLessThanOrEqual(150);
    expect(aperture.max).toBeGreaterThanOrEqual(305);

    const unlisted = await telescope('Lumen Hover 100', '100', 'Floating on air', 'Equatorial EQ2');
    expect(unlisted.statusCode).toBe(422);
    expect(unlisted.json().errors).toEqual({
      'specifications.1.value.en':
        'Shoppers filter by this specification: its English value must name one of the values listed under it.',
    });
  });
});
