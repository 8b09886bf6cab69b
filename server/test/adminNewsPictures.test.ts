import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';
import { photoWithExif } from './support/pictures';

// A news story's picture (issue 36): uploaded as a product's is (checked by its content, re-encoded without
// its metadata, with its thumbnail and WebP forms), what it shows written in both languages, and shown by
// the storefront's news at once.

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

const as = (operator: TestOperator, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { ...operator.auth, 'accept-language': 'en' } });
const upload = (operator: TestOperator, id: number, payload: Buffer, type = 'image/png') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/news/${id}/image`,
    payload,
    headers: { ...operator.auth, 'content-type': type, 'accept-language': 'en' },
  });
const storefront = async (slug: string, lang: 'ka' | 'en') =>
  (await app.inject({ method: 'GET', url: `/api/news/${slug}`, headers: { 'accept-language': lang } })).json().data;

async function story(slug: string, extra: object = {}) {
  const created = await as(manager, 'POST', '/api/admin/news', {
    slug,
    title: { en: 'Jupiter at opposition', ka: 'იუპიტერი ოპოზიციაში' },
    text: { en: '<p>One.</p><p>Two.</p>' },
    ...extra,
  });
  expect(created.statusCode).toBe(200);
  return created.json<{ id: number; version: number; image: string | null }>();
}

describe("a news story's picture", () => {
  it('is uploaded, re-encoded without its metadata with its thumbnail and WebP forms, and shown by the storefront with its alt in each language', async () => {
    const { id, version, image } = await story('jupiter-opposition', {
      imageAlt: { en: 'Jupiter and its moons', ka: 'იუპიტერი და მისი მთვარეები' },
    });
    expect(image).toBeNull();
    const uploaded = await upload(manager, id, await photoWithExif(1800, 900));
    expect(uploaded.statusCode).toBe(200);
    const name: string = uploaded.json().image;
    expect(name).toMatch(/^jupiter-opposition-[0-9a-f]{8}\.png$/);
    expect(uploaded.json().version).toBe(version + 1);

    const full = await app.inject({ method: 'GET', url: `/storage/uploads/news/${name}` });
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1600, 800, undefined]);
    const thumb = await app.inject({
      method: 'GET',
      url: `/storage/uploads/news/thumbs/large_${name}`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);

    const [ka, en] = [await storefront('jupiter-opposition', 'ka'), await storefront('jupiter-opposition', 'en')];
    expect(ka.img).toBe(name);
    expect(ka.translations[0]).toMatchObject({ locale: 'ka', img_alt: 'იუპიტერი და მისი მთვარეები' });
    expect(en.translations[0]).toMatchObject({ locale: 'en', img_alt: 'Jupiter and its moons' });
    const listed = (await app.inject({ method: 'GET', url: '/api/news' })).json().data.data;
    expect(listed.find((news: { slug: string }) => news.slug === 'jupiter-opposition').img).toBe(name);
  });

  it('replaces the one it had, whose files are served no more; a story without alt has an empty one', async () => {
    const { id } = await story('saturn-rings');
    const first = (await upload(manager, id, await photoWithExif(64, 48))).json().image;
    const second = await upload(manager, id, await photoWithExif(64, 48));
    expect(second.json().image).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: `/storage/uploads/news/${first}` })).statusCode).toBe(404);
    expect((await storefront('saturn-rings', 'ka')).translations[0].img_alt).toBe('');
    expect((await as(manager, 'GET', `/api/admin/news/${id}`)).json().imageAlt).toEqual({ en: '', ka: '' });
  });

  it('refuses what is not a picture (422, in the language asked), an unknown story (404) and an operator without content rights (403)', async () => {
    const { id } = await story('not-a-picture');
    const text = await upload(manager, id, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml');
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toMatch(/picture/i);
    expect((await upload(manager, 999999, await photoWithExif(64, 48))).statusCode).toBe(404);
    expect((await upload(staff, id, await photoWithExif(64, 48))).statusCode).toBe(403);
    expect((await as(manager, 'GET', `/api/admin/news/${id}`)).json().image).toBeNull();
  });

  it("keeps its alt text to one line and is audited; a deleted story's picture goes with it", async () => {
    const { id, version } = await story('venus-transit');
    const multiline = await as(manager, 'PUT', `/api/admin/news/${id}`, {
      slug: 'venus-transit',
      title: { en: 'Venus' },
      text: { en: '<p>One.</p>' },
      imageAlt: { en: 'two\nlines' },
      version,
    });
    expect(multiline.statusCode).toBe(422);
    const name = (await upload(manager, id, await photoWithExif(64, 48))).json().image;
    const audit = await db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'news' AND entity_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'image']);
    expect((await as(manager, 'DELETE', `/api/admin/news/${id}`)).statusCode).toBe(200);
    expect((await db.query("SELECT path FROM uploads WHERE path LIKE 'news/%venus-transit%'")).rows).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/storage/uploads/news/${name}` })).statusCode).toBe(404);
  });
});
