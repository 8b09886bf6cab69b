import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
let staff: TestOperator;
beforeAll(async () => {
  ({ app, db } = await buildTestApp());
  manager = await operatorWithToken(app, db, 'manager');
  staff = await operatorWithToken(app, db, 'staff');
});
afterAll(() => app.close());

const as = (operator: TestOperator, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { ...operator.auth, 'accept-language': 'en' } });
const options = async (lang = 'en') =>
  (await app.inject({ method: 'GET', url: '/api/delivery-methods', headers: { 'accept-language': lang } })).json().data;

describe('delivery methods as settings', () => {
  it('offers courier, regions and pickup with fees, free thresholds, days, regions and pickup points in both languages', async () => {
    const ka = await options('ka');
    expect(ka.methods).toEqual([
      {
        code: 'courier',
        translations: [
          { locale: 'ka', name: 'კურიერი თბილისში' },
          { locale: 'en', name: 'Courier in Tbilisi' },
        ],
        fee: 7,
        free_from: 200,
        days_min: 0,
        days_max: 1,
        working_days: false,
      },
      expect.objectContaining({
        code: 'regions',
        fee: 15,
        free_from: 300,
        days_min: 3,
        days_max: 5,
        working_days: true,
      }),
      expect.objectContaining({ code: 'pickup', fee: 0, free_from: null }),
    ]);
    expect(ka.regions).toContainEqual({
      code: 'imereti',
      translations: [
        { locale: 'ka', name: 'იმერეთი' },
        { locale: 'en', name: 'Imereti' },
      ],
    });
    // only the warehouses shoppers collect from, with where and when
    expect(ka.pickup_points).toEqual([
      {
        id: expect.any(Number),
        code: 'tbilisi',
        img: 'tbilisi.png',
        translations: [
          {
            locale: 'ka',
            name: 'თბილისის საწყობი',
            address: 'წერეთლის გამზ. 12, თბილისი',
            hours: 'ორშ–შაბ 10:00–19:00',
          },
          {
            locale: 'en',
            name: 'Tbilisi warehouse',
            address: '12 Tsereteli Ave, Tbilisi',
            hours: 'Mon–Sat 10:00–19:00',
          },
        ],
      },
    ]);
    expect((await options('en')).methods[0].translations[0]).toEqual({ locale: 'en', name: 'Courier in Tbilisi' });
  });

  it('lets a manager change a fee and threshold or switch a method off, audited; the storefront sees it at once', async () => {
    const list = (await as(manager, 'GET', '/api/admin/delivery-methods')).json();
    expect(list.total).toBe(3);
    const courier = list.items.find((method: { code: string }) => method.code === 'courier');
    const edited = await as(manager, 'PUT', `/api/admin/delivery-methods/${courier.id}`, {
      ...courier,
      id: undefined,
      fee: 9.5,
      freeFrom: 250,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ code: 'courier', fee: 9.5, freeFrom: 250, version: 2 });
    expect((await options()).methods[0]).toMatchObject({ code: 'courier', fee: 9.5, free_from: 250 });

    // an old version is refused
    const stale = await as(manager, 'PUT', `/api/admin/delivery-methods/${courier.id}`, { ...courier, id: undefined });
    expect(stale.statusCode).toBe(409);

    const regions = list.items.find((method: { code: string }) => method.code === 'regions');
    const off = await as(manager, 'PUT', `/api/admin/delivery-methods/${regions.id}`, {
      ...regions,
      id: undefined,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await options()).methods.map((method: { code: string }) => method.code)).toEqual(['courier', 'pickup']);
    await as(manager, 'PUT', `/api/admin/delivery-methods/${regions.id}`, {
      ...off.json(),
      id: undefined,
      active: true,
    });

    const audit = await db.query<{ action: string; entity: string; operator_email: string }>(
      `SELECT action, entity, operator_email FROM audit_log WHERE entity = 'delivery_method' ORDER BY id`,
    );
    expect(audit.rows[0]).toEqual({ action: 'update', entity: 'delivery_method', operator_email: manager.email });
    expect(audit.rows).toHaveLength(3);
  });

  it('refuses days that end before they start, a fee in fractions of a tetri, and creating a method', async () => {
    const pickup = (await as(manager, 'GET', '/api/admin/delivery-methods')).json().items[2];
    const days = await as(manager, 'PUT', `/api/admin/delivery-methods/${pickup.id}`, {
      ...pickup,
      id: undefined,
      daysMin: 3,
      daysMax: 1,
    });
    expect(days.statusCode).toBe(422);
    expect(days.json().errors).toEqual({ daysMax: expect.any(String) });
    const tetri = await as(manager, 'PUT', `/api/admin/delivery-methods/${pickup.id}`, {
      ...pickup,
      id: undefined,
      fee: 1.005,
    });
    expect(tetri.json().errors).toEqual({ fee: expect.any(String) });
    const { id: _id, version: _version, ...fields } = pickup;
    expect((await as(manager, 'POST', '/api/admin/delivery-methods', fields)).statusCode).toBe(404);
  });

  it('makes a warehouse a pickup point only with its address and hours', async () => {
    const points = (await as(manager, 'GET', '/api/admin/pickup-points?sort=id&order=ASC')).json().items;
    const batumi = points.find((point: { code: string }) => point.code === 'batumi');
    expect(batumi).toMatchObject({ pickup: false, address: { en: null, ka: '' } });
    const bare = await as(manager, 'PUT', `/api/admin/pickup-points/${batumi.id}`, {
      ...batumi,
      id: undefined,
      code: undefined,
      pickup: true,
      address: { en: '' },
      hours: { en: '' },
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ address: expect.any(String) });
    const opened = await as(manager, 'PUT', `/api/admin/pickup-points/${batumi.id}`, {
      ...batumi,
      id: undefined,
      code: undefined,
      pickup: true,
      address: { en: '45 Chavchavadze St, Batumi', ka: 'ჭავჭავაძის ქ. 45, ბათუმი' },
      hours: { en: 'Mon–Fri 10:00–18:00', ka: 'ორშ–პარ 10:00–18:00' },
    });
    expect(opened.statusCode).toBe(200);
    expect((await options('ka')).pickup_points.map((point: { code: string }) => point.code)).toEqual([
      'tbilisi',
      'batumi',
    ]);
  });

  it('is for owners and managers: staff 403', async () => {
    expect((await as(staff, 'GET', '/api/admin/delivery-methods')).statusCode).toBe(403);
    expect((await as(staff, 'GET', '/api/admin/pickup-points')).statusCode).toBe(403);
  });
});
