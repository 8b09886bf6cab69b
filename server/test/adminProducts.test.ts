import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
let staff: TestOperator;
let warehouses: { id: number; code: string }[];
let refractors: number;
beforeAll(async () => {
  // catalogue answers are kept for a minute here: what the tests see at once is the invalidation
  ({ app, db } = await buildTestApp({ config: { catalogueCacheMs: 60_000 } }));
  manager = await operatorWithToken(app, db, 'manager');
  staff = await operatorWithToken(app, db, 'staff');
  warehouses = (await as(staff, 'GET', '/api/admin/warehouses')).json().items;
  refractors = (await db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'refractors'")).rows[0].id;
});
afterAll(() => app.close());

function as(operator: TestOperator, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { ...operator.auth, 'accept-language': 'en' } });
}
const storefront = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'ka' } });

const newProduct = (overrides: object = {}) => ({
  slug: `orion-${Math.random().toString(36).slice(2, 8)}`,
  categoryId: refractors,
  name: { en: 'Orion Kvazimodo 90', ka: 'ორიონ სტარბლასტი 90' },
  description: { en: '<p>Sharp <b>views</b><script>alert(1)</script></p>', ka: '<p onclick="steal()">მკვეთრი</p>' },
  price: 1200,
  discountedPrice: 999.5,
  specifications: [{ key: 'aperture', label: { en: 'Aperture', ka: 'აპერტურა' }, value: { en: '90 mm', ka: '90 მმ' } }],
  visible: true,
  stock: [{ warehouseId: warehouses[0].id, quantity: 4 }],
  ...overrides,
});

describe('products in the back office', () => {
  it('creates a product in both languages that the storefront shows at once, its rich text sanitized', async () => {
    // the storefront's answers are kept before the product exists
    expect((await storefront('/api/products?keyword=kvazimodo')).json().data.total).toBe(0);
    const created = await as(manager, 'POST', '/api/admin/products', newProduct());
    expect(created.statusCode).toBe(200);
    const record = created.json();
    expect(record).toMatchObject({
      name: { en: 'Orion Kvazimodo 90', ka: 'ორიონ სტარბლასტი 90' },
      description: { en: '<p>Sharp <b>views</b></p>', ka: '<p>მკვეთრი</p>' },
      price: 1200,
      discountedPrice: 999.5,
      liveStock: 4,
      reserved: 0,
      version: 1,
      specifications: [{ key: 'aperture', value: { en: '90 mm', ka: '90 მმ' } }],
    });
    const shown = (await storefront(`/api/product/${record.slug}`)).json().data;
    expect(shown).toMatchObject({ price: 1200, discounted: 999.5, live_stock: 4 });
    expect(shown.translations[0]).toMatchObject({ locale: 'ka', name: 'ორიონ სტარბლასტი 90' });
    expect((await storefront('/api/products?keyword=kvazimodo')).json().data.total).toBe(1);
    const audit = await db.query("SELECT action FROM audit_log WHERE entity = 'product' AND entity_id = $1", [
      String(record.id),
    ]);
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  it('refuses a discount not below the price, a taken address and an unknown category on their fields', async () => {
    const discount = await as(manager, 'POST', '/api/admin/products', newProduct({ discountedPrice: 1200 }));
    expect([discount.statusCode, Object.keys(discount.json().errors)]).toEqual([422, ['discountedPrice']]);
    const taken = await as(manager, 'POST', '/api/admin/products', newProduct({ slug: 'alpha-refractor' }));
    expect(taken.json().errors).toEqual({ slug: 'Another product has this address.' });
    const category = await as(manager, 'POST', '/api/admin/products', newProduct({ categoryId: 99999 }));
    expect(Object.keys(category.json().errors)).toEqual(['categoryId']);
    const noName = await as(manager, 'POST', '/api/admin/products', newProduct({ name: { en: '' } }));
    expect(noName.statusCode).toBe(422);
  });

  it('shows a price change on the product at once, at the current version only (409 otherwise)', async () => {
    const id = await productId(app, 'alpha-refractor');
    expect((await storefront('/api/product/alpha-refractor')).json().data.price).toBe(1000);
    const current = (await as(manager, 'GET', `/api/admin/products/${id}`)).json();
    const {
      id: _id,
      archived: _a,
      reserved: _r,
      liveStock: _l,
      images: _i,
      pdf: _p,
      createdAt: _c,
      ...editable
    } = current;
    const edited = await as(manager, 'PUT', `/api/admin/products/${id}`, {
      ...editable,
      price: 1100,
      discountedPrice: null,
    });
    expect(edited.json()).toMatchObject({ price: 1100, version: current.version + 1 });
    expect((await storefront('/api/product/alpha-refractor')).json().data.price).toBe(1100);
    const stale = await as(manager, 'PUT', `/api/admin/products/${id}`, { ...editable, price: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await storefront('/api/product/alpha-refractor')).json().data.price).toBe(1100);
  });

  it('gives staff products without prices, and lets them count stock', async () => {
    const list = (await as(staff, 'GET', '/api/admin/products?q=beta&perPage=5')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).not.toHaveProperty('price');
    expect(list.items[0]).not.toHaveProperty('discountedPrice');
    expect(list.items[0].stock).toHaveLength(warehouses.length);
    expect((await as(manager, 'GET', '/api/admin/products?q=beta')).json().items[0].price).toBe(2500.5);
    const id = list.items[0].id;
    const counted = await as(staff, 'PUT', `/api/admin/products/${id}/stock`, {
      warehouseId: warehouses[1].id,
      quantity: 7,
    });
    expect(counted.json()).toMatchObject({ liveStock: 9 });
    expect(counted.json()).not.toHaveProperty('price');
    expect((await storefront('/api/product/beta-apo')).json().data.live_stock).toBe(9);
  });

  it('never counts stock below the units unpaid orders reserve', async () => {
    const shopper = await registerUser(app);
    const id = await productId(app, 'zeta-reflector'); // 1 in Tbilisi, 1 in Batumi
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.auth,
      payload: { products: { [id]: 2 }, paymethod: 'BOG_CARD', comment: 'call me' },
    });
    expect(checkout.statusCode).toBe(200);
    const set = (warehouseId: number, quantity: number) =>
      as(staff, 'PUT', `/api/admin/products/${id}/stock`, { warehouseId, quantity });
    const below = await set(warehouses[0].id, 0);
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ quantity: 'Unpaid orders hold 2 units: the warehouses cannot hold fewer.' });
    const raised = (await set(warehouses[0].id, 3)).json();
    expect(raised).toMatchObject({ reserved: 2, liveStock: 2 });
    expect((await set(warehouses[1].id, 0)).json()).toMatchObject({ liveStock: 1 });
    expect((await set(warehouses[0].id, 1)).statusCode).toBe(422);
    expect((await set(999999, 1)).statusCode).toBe(422);
    expect((await storefront('/api/product/zeta-reflector')).json().data.live_stock).toBe(1);
  });

  it('hides a product from the storefront, archives one with orders and deletes one without', async () => {
    const record = (await as(manager, 'POST', '/api/admin/products', newProduct())).json();
    expect((await storefront(`/api/product/${record.slug}`)).statusCode).toBe(200);
    const { id, archived: _a, reserved: _r, liveStock: _l, images: _i, pdf: _p, createdAt: _c, ...editable } = record;
    const hidden = await as(manager, 'PUT', `/api/admin/products/${id}`, { ...editable, visible: false });
    expect(hidden.json().visible).toBe(false);
    expect((await storefront(`/api/product/${record.slug}`)).statusCode).toBe(404);
    expect((await storefront('/api/products?keyword=kvazimodo')).json().data.total).toBe(1); // the first test's, not this one
    expect(
      (await as(manager, 'GET', '/api/admin/products?visible=false')).json().items.map((p: { id: number }) => p.id),
    ).toContain(id);

    expect((await as(manager, 'DELETE', `/api/admin/products/${id}`)).json()).toEqual({ id, archived: false });
    expect((await as(manager, 'GET', `/api/admin/products/${id}`)).statusCode).toBe(404);

    const ordered = await productId(app, 'zeta-reflector');
    expect((await as(manager, 'DELETE', `/api/admin/products/${ordered}`)).json()).toEqual({
      id: ordered,
      archived: true,
    });
    expect((await as(manager, 'GET', `/api/admin/products/${ordered}`)).json()).toMatchObject({
      archived: true,
      visible: false,
    });
    expect((await storefront('/api/product/zeta-reflector')).statusCode).toBe(404);
    expect((await as(manager, 'GET', '/api/admin/products?archived=true')).json().total).toBe(1);
  });

  describe('compatibility', () => {
    const editableOf = (record: Record<string, unknown>) => {
      const {
        id: _id,
        archived: _a,
        reserved: _r,
        liveStock: _l,
        images: _i,
        pdf: _p,
        createdAt: _c,
        ...editable
      } = record;
      return editable;
    };
    const ota = { role: 'telescope', design: 'refractor', focuser: 2, weight: 4.1, dovetail: 'vixen', mounted: false };

    it('stores what decides fit and who a product is for, shown in the storefront and audited', async () => {
      const created = await as(manager, 'POST', '/api/admin/products', newProduct());
      expect(created.json()).toMatchObject({ compatibility: null, audience: [] });
      const record = created.json();
      const edited = await as(manager, 'PUT', `/api/admin/products/${record.id}`, {
        ...editableOf(record),
        // a field of another role is dropped, not stored
        compatibility: { ...ota, payload: 30 },
        audience: ['beginner'],
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ compatibility: ota, audience: ['beginner'], version: record.version + 1 });
      const shown = (await storefront(`/api/product/${record.slug}`)).json().data;
      expect(shown).toMatchObject({ compatibility: ota, audience: ['beginner'] });
      const audit = await db.query<{ after: { compatibility: unknown } }>(
        "SELECT after FROM audit_log WHERE entity = 'product' AND entity_id = $1 AND action = 'update'",
        [String(record.id)],
      );
      expect(audit.rows.map((row) => row.after.compatibility)).toEqual([ota]);

      // an edit that does not name them (an older form) keeps them; a stale version is refused
      const { compatibility: _c, audience: _au, ...older } = editableOf(edited.json());
      const kept = await as(manager, 'PUT', `/api/admin/products/${record.id}`, { ...older, price: 1300 });
      expect(kept.json()).toMatchObject({ compatibility: ota, audience: ['beginner'], price: 1300 });
      const stale = await as(manager, 'PUT', `/api/admin/products/${record.id}`, {
        ...editableOf(edited.json()),
        compatibility: null,
      });
      expect(stale.statusCode).toBe(409);
    });

    it('names the field at fault with a 422', async () => {
      const refused = async (compatibility: object, audience: string[] = []) => {
        const response = await as(manager, 'POST', '/api/admin/products', newProduct({ compatibility, audience }));
        expect(response.statusCode).toBe(422);
        return Object.keys(response.json().errors);
      };
      expect(await refused({ role: 'mount', saddle: 'vixen' })).toContain('compatibility.payload');
      expect(await refused({ ...ota, focuser: 1.5 })).toContain('compatibility.focuser');
      expect(await refused({ role: 'mount', payload: -2, saddle: 'both' })).toContain('compatibility.payload');
      expect(await refused({ role: 'accessory', kind: 'eyepiece', barrel: [] })).toContain('compatibility.barrel');
      expect(await refused({ role: 'lens' })).toContain('compatibility.role');
      expect(await refused(ota, ['toddlers'])).toContain('audience.0');
    });
  });
});
