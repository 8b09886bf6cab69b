import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { catalogue } from '../src/seed/content';
import { buildTestApp, productId } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

// "Fits your telescope" edited in the back office, over HTTP on the shop's own catalogue: what a manager
// saves as a telescope's compatibility is what the storefront's `fits` answers are decided by at once (the
// catalogue's answers are kept for a minute here, so what the test sees is their invalidation); staff
// read it and may not change it; a value the rules do not know is a 422 on its field, in the operator's
// language; the change is in the audit log. On PGlite and PostgreSQL alike.

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
let staff: TestOperator;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ catalogue, config: { catalogueCacheMs: 60_000 } }));
  manager = await operatorWithToken(app, db, 'manager');
  staff = await operatorWithToken(app, db, 'staff');
});
afterAll(() => app.close());

// a 102 mm refractor whose focuser takes 1.25" eyepieces, and an eyepiece with a 2" barrel only
const TELESCOPE = 'orbita-102-1000-eq3';
const TWO_INCH_EYEPIECE = 'kavkasia-uwa-82-30';

function as(operator: TestOperator, method: 'GET' | 'PUT', url: string, payload?: object, lang = 'en') {
  return app.inject({ method, url, payload, headers: { ...operator.auth, 'accept-language': lang } });
}

/** the eyepieces the storefront says fit the telescope */
async function eyepiecesFitting(slug: string) {
  const response = await app.inject({ method: 'GET', url: `/api/products/eyepieces?fits=${slug}&per_page=100` });
  expect(response.statusCode).toBe(200);
  return (response.json().data.data as { slug: string; fit: { verdict: string } }[]).map(({ slug: s, fit }) => ({
    slug: s,
    fit,
  }));
}

/** the product as its edit form holds it: what the API answers, less what it computes */
async function editable(operator: TestOperator, id: number) {
  const record = (await as(operator, 'GET', `/api/admin/products/${id}`)).json();
  const { id: _id, archived: _a, reserved: _r, liveStock: _l, images: _i, pdf: _p, createdAt: _c, ...fields } = record;
  return fields;
}

describe('compatibility in the back office', () => {
  it('a manager sets a telescope’s focuser to 2": its fits list then says a 2" eyepiece fits (it needed a 2" focuser), and the change is audited', async () => {
    expect(await eyepiecesFitting(TELESCOPE)).toContainEqual({
      slug: TWO_INCH_EYEPIECE,
      // the shop sells the 2" focuser it needs
      fit: { verdict: 'needs', needs: { kind: '2-inch-focuser', product_slug: 'lumen-dual-speed-focuser-2' } },
    });
    const id = await productId(app, TELESCOPE);
    const before = await editable(manager, id);
    expect(before.compatibility).toMatchObject({ role: 'telescope', focuser: 1.25 });

    const saved = await as(manager, 'PUT', `/api/admin/products/${id}`, {
      ...before,
      compatibility: { ...before.compatibility, focuser: 2 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().compatibility).toEqual({ ...before.compatibility, focuser: 2 });

    expect(await eyepiecesFitting(TELESCOPE)).toContainEqual({ slug: TWO_INCH_EYEPIECE, fit: { verdict: 'fits' } });
    const audit = await db.query<{
      operator_email: string;
      before: { compatibility: object };
      after: { compatibility: object };
    }>(
      "SELECT operator_email, before, after FROM audit_log WHERE entity = 'product' AND entity_id = $1 AND action = 'update'",
      [String(id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      operator_email: manager.email,
      before: { compatibility: { focuser: 1.25 } },
      after: { compatibility: { focuser: 2 } },
    });
  });

  it('lets staff read a product’s compatibility but not change it (403, in their language)', async () => {
    const id = await productId(app, 'polaris-eq5-goto');
    const current = await editable(staff, id);
    expect(current.compatibility).toEqual({ role: 'mount', payload: 10, saddle: 'vixen' });
    const refused = await as(
      staff,
      'PUT',
      `/api/admin/products/${id}`,
      { ...current, compatibility: { role: 'mount', payload: 40, saddle: 'both' } },
      'ka',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('თქვენს როლს ეს მოქმედება არ აქვს ნებადართული.');
    expect((await editable(manager, id)).compatibility).toEqual({ role: 'mount', payload: 10, saddle: 'vixen' });
  });

  it('refuses a value the rules do not know with a 422 on its field, translated, and stores nothing', async () => {
    const id = await productId(app, 'kavkasia-ed80-apo');
    const current = await editable(manager, id);
    const put = (compatibility: unknown, lang = 'en') =>
      as(manager, 'PUT', `/api/admin/products/${id}`, { ...current, compatibility }, lang);

    const focuser = await put({ ...current.compatibility, focuser: 1.5 });
    expect(focuser.statusCode).toBe(422);
    expect(focuser.json().errors).toEqual({ 'compatibility.focuser': 'The focuser field is invalid.' });
    const dovetail = await put({ ...current.compatibility, dovetail: 'arca-swiss' }, 'ka');
    expect(dovetail.statusCode).toBe(422);
    expect(dovetail.json().errors).toEqual({ 'compatibility.dovetail': 'ველი „Dovetail ფილა“ არასწორია.' });
    const design = await put({ ...current.compatibility, design: 'gregorian' });
    expect(Object.keys(design.json().errors)).toEqual(['compatibility.design']);
    // an accessory's kind the rules do not have, and a record that is not one at all
    expect((await put({ role: 'accessory', kind: 'camera', barrel: [2] })).statusCode).toBe(422);
    expect((await put('2 inch')).statusCode).toBe(422);

    expect((await editable(manager, id)).compatibility).toEqual(current.compatibility);
    const audit = await db.query("SELECT 1 FROM audit_log WHERE entity = 'product' AND entity_id = $1", [String(id)]);
    expect(audit.rows).toHaveLength(0);
  });
});
