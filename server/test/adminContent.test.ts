import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { buildTestApp, productId } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
beforeAll(async () => {
  // the storefront keeps catalogue answers for a minute here: what shows at once is the invalidation
  ({ app, db } = await buildTestApp({ config: { catalogueCacheMs: 60_000 } }));
  manager = await operatorWithToken(app, db, 'manager');
});
afterAll(() => app.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { ...manager.auth, 'accept-language': 'en' } });
const shop = (url: string, payload?: object) =>
  app.inject({ method: payload ? 'POST' : 'GET', url, payload, headers: { 'accept-language': 'en' } });
const slugsOf = (tree: { slug: string; descendants?: { slug: string }[] }[]): string[] =>
  tree.flatMap((category) => [category.slug, ...(category.descendants ?? []).map((d) => d.slug)]);

describe('categories', () => {
  it('adds a category to the tree that the storefront shows at once, refuses cycles, deletes only an empty one', async () => {
    expect(slugsOf((await shop('/api/categories')).json())).not.toContain('binoculars');
    const telescopes = (await as('GET', '/api/admin/categories?q=telescopes')).json().items[0];
    const created = await as('POST', '/api/admin/categories', {
      slug: 'binoculars',
      parentId: telescopes.id,
      name: { en: 'Binoculars', ka: 'ბინოკლები' },
      position: 9,
      home: false,
    });
    expect(created.json()).toMatchObject({ slug: 'binoculars', parentId: telescopes.id, version: 1, products: 0 });
    expect(slugsOf((await shop('/api/categories')).json())).toContain('binoculars');

    const cycle = await as('PUT', `/api/admin/categories/${telescopes.id}`, {
      ...telescopes,
      id: undefined,
      products: undefined,
      parentId: created.json().id,
    });
    expect(cycle.statusCode).toBe(422);
    expect(Object.keys(cycle.json().errors)).toEqual(['parentId']);
    const taken = await as('POST', '/api/admin/categories', {
      ...created.json(),
      id: undefined,
      version: undefined,
      products: undefined,
    });
    expect(taken.json().errors).toEqual({ slug: 'Another record has this address.' });

    expect((await as('DELETE', `/api/admin/categories/${telescopes.id}`)).statusCode).toBe(422);
    expect((await as('DELETE', `/api/admin/categories/${created.json().id}`)).statusCode).toBe(200);
    expect(slugsOf((await shop('/api/categories')).json())).not.toContain('binoculars');
  });
});

describe('promo codes', () => {
  it('creates a code the cart applies at once, counts its uses, and expires it', async () => {
    const mount = await productId(app, 'delta-mount');
    const cart = async (promo: string) =>
      (await shop('/api/cart', { products: { [mount]: 2 }, promo })).json().data.promo_discount as number;
    expect(await cart('spring10')).toBe(0);
    const tooMuch = await as('POST', '/api/admin/promo-codes', {
      code: 'SPRING10',
      kind: 'percent',
      value: 150,
      minSubtotal: 0,
      maxUses: null,
      maxUsesPerCustomer: 1,
      validFrom: null,
      validTo: '2099-01-01T00:00:00Z',
    });
    expect(tooMuch.json().errors).toEqual({ value: 'A percentage cannot be above 100.' });
    const created = (
      await as('POST', '/api/admin/promo-codes', {
        code: 'SPRING10',
        kind: 'percent',
        value: 10,
        minSubtotal: 100,
        maxUses: 50,
        maxUsesPerCustomer: 1,
        validFrom: null,
        validTo: '2099-01-01T00:00:00Z',
      })
    ).json();
    expect(created).toMatchObject({ code: 'SPRING10', value: 10, minSubtotal: 100, uses: 0, version: 1 });
    expect(await cart('spring10')).toBe(50);
    const again = await as('POST', '/api/admin/promo-codes', {
      ...created,
      id: undefined,
      version: undefined,
      uses: undefined,
      code: 'spring10',
    });
    expect(Object.keys(again.json().errors)).toEqual(['code']);

    const { id, uses: _uses, ...editable } = created;
    const expired = await as('PUT', `/api/admin/promo-codes/${id}`, { ...editable, validTo: new Date().toISOString() });
    expect(expired.json().version).toBe(2);
    expect(await cart('spring10')).toBe(0);
    expect((await as('PUT', `/api/admin/promo-codes/${id}`, editable)).statusCode).toBe(409);
    expect((await as('GET', '/api/admin/promo-codes?active=false&q=spring')).json().total).toBe(1);
    // a code that only starts later does not apply yet
    const later = await as('PUT', `/api/admin/promo-codes/${id}`, {
      ...editable,
      version: 2,
      validFrom: '2098-01-01T00:00:00Z',
    });
    expect(later.statusCode).toBe(200);
    expect(await cart('spring10')).toBe(0);
  });
});

describe('content', () => {
  it('edits news, FAQ, pages and the contact card in both languages, sanitized, at their version', async () => {
    const news = await as('POST', '/api/admin/news', {
      slug: 'first-light',
      title: { en: 'First light', ka: 'პირველი სინათლე' },
      text: { en: '<p>Clear skies<img src=x onerror="alert(1)"></p>', ka: '<p>მოწმენდილი ცა</p>' },
    });
    expect(news.json().text.en).toBe('<p>Clear skies<img src="x"></p>');
    expect((await shop('/api/news/first-light')).json().data.translations[0].title).toBe('First light');

    const faq = await as('POST', '/api/admin/faq', {
      question: { en: 'Do you deliver?', ka: 'გაქვთ მიწოდება?' },
      answer: { en: '<p>Yes<script>x()</script></p>' },
      position: 0,
    });
    expect(faq.json().answer).toEqual({ en: '<p>Yes</p>', ka: '' });

    const about = (await as('GET', '/api/admin/pages/about')).json();
    const edited = await as('PUT', '/api/admin/pages/about', {
      html: { en: '<h1>About us</h1><a href="javascript:alert(1)">x</a>', ka: '<h1>ჩვენ შესახებ</h1>' },
      version: about.version,
    });
    expect(edited.json()).toMatchObject({
      id: 'about',
      version: about.version + 1,
      html: { en: '<h1>About us</h1><a>x</a>' },
    });
    expect((await shop('/api/about')).json().data.translations[0].html).toBe('<h1>About us</h1><a>x</a>');
    expect((await as('PUT', '/api/admin/pages/about', { html: { en: '' }, version: about.version })).statusCode).toBe(
      409,
    );
    // the about page, the five policies and the privacy notice
    expect((await as('GET', '/api/admin/pages')).json().total).toBe(7);

    const contact = (await as('GET', '/api/admin/contact')).json();
    const { id: _id, ...card } = contact;
    const changed = await as('PUT', '/api/admin/contact', { ...card, phone: '+995 555 00 00 00' });
    expect(changed.json().phone).toBe('+995 555 00 00 00');
    expect((await shop('/api/contact')).json().phone).toBe('+995 555 00 00 00');

    const audit = await db.query<{ entity: string }>(
      'SELECT DISTINCT entity FROM audit_log WHERE operator_id = $1 ORDER BY entity',
      [manager.id],
    );
    expect(audit.rows.map((row) => row.entity)).toEqual(expect.arrayContaining(['contact', 'faq', 'news', 'page']));
  });
});
