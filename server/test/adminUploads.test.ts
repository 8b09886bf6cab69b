import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers';
import { operatorWithToken, type TestOperator } from './support/operators';
import { photoWithExif } from './support/pictures';

// Pictures and PDF sheets uploaded in the back office: checked by content, re-encoded without their
// metadata, kept in the database and served by the storefront's /storage/uploads routes.

let app: FastifyInstance;
let db: Database;
let manager: TestOperator;
let staff: TestOperator;
let productId: number;
const SLUG = 'alpha-refractor';

beforeAll(async () => {
  // catalogue answers are kept for a minute here: what the tests see at once is the invalidation
  ({ app, db } = await buildTestApp({ config: { catalogueCacheMs: 60_000 } }));
  manager = await operatorWithToken(app, db, 'manager');
  staff = await operatorWithToken(app, db, 'staff');
  productId = (await db.query<{ id: number }>('SELECT id FROM products WHERE slug = $1', [SLUG])).rows[0].id;
  // the fixture product starts with no pictures but its main one
  await db.query('UPDATE products SET img2 = NULL, img3 = NULL, img4 = NULL, img5 = NULL WHERE id = $1', [productId]);
});
afterAll(() => app.close());

const upload = (operator: TestOperator, url: string, payload: Buffer, type: string) =>
  app.inject({
    method: url.endsWith('/pdf') ? 'PUT' : 'POST',
    url,
    payload,
    headers: { ...operator.auth, 'content-type': type, 'accept-language': 'en' },
  });
const imagesUrl = () => `/api/admin/products/${productId}/images`;
const storefrontProduct = async () => (await app.inject({ method: 'GET', url: `/api/product/${SLUG}` })).json().data;

describe('uploads in the back office', () => {
  it('re-encodes a picture without its metadata, names it in the storefront, and serves it and its WebP form', async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect((await storefrontProduct()).img2).toBeNull();
    const response = await upload(manager, imagesUrl(), original, 'image/png');
    expect(response.statusCode).toBe(200);
    const { images, version } = response.json();
    expect(images).toHaveLength(2);
    const name: string = images[1];
    expect(name).toMatch(new RegExp(`^${SLUG}-[0-9a-f]{8}\\.png$`));
    expect(version).toBe(2);
    expect((await storefrontProduct()).img2).toBe(name);
    const audit = await db.query<{ action: string; after: { images: string[] } }>(
      "SELECT action, after FROM audit_log WHERE entity = 'product' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.rows[0]).toMatchObject({ action: 'image.add', after: { images: images } });

    for (const path of [`products/${name}`, `products/thumbs/large_${name}`]) {
      const png = await app.inject({ method: 'GET', url: `/storage/uploads/${path}` });
      expect([path, png.statusCode, png.headers['content-type']]).toEqual([path, 200, 'image/png']);
      expect(png.headers['cache-control']).toBe('public, max-age=2592000');
      expect(png.headers.vary).toMatch(/Accept/);
      const pngInfo = await sharp(png.rawPayload).metadata();
      expect([pngInfo.format, pngInfo.exif]).toEqual(['png', undefined]);

      const webp = await app.inject({
        method: 'GET',
        url: `/storage/uploads/${path}`,
        headers: { accept: 'image/webp' },
      });
      expect([path, webp.statusCode, webp.headers['content-type']]).toEqual([path, 200, 'image/webp']);
      const webpInfo = await sharp(webp.rawPayload).metadata();
      expect([webpInfo.format, webpInfo.exif]).toEqual(['webp', undefined]);

      const again = await app.inject({
        method: 'GET',
        url: `/storage/uploads/${path}`,
        headers: { 'if-none-match': png.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('makes a large picture at most 1600 pixels and its thumbnail 400 wide', async () => {
    const response = await upload(manager, imagesUrl(), await photoWithExif(1800, 900), 'image/png');
    const name: string = response.json().images.at(-1);
    const main = await app.inject({ method: 'GET', url: `/storage/uploads/products/${name}` });
    expect(await sharp(main.rawPayload).metadata()).toMatchObject({ width: 1600, height: 800 });
    const thumb = await app.inject({ method: 'GET', url: `/storage/uploads/products/thumbs/large_${name}` });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it('refuses a file that is not a picture, whatever its name or type, with a translated 422', async () => {
    const text = await upload(manager, imagesUrl(), Buffer.from('just some text, named photo.jpg'), 'image/jpeg');
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toBe('The file is not a JPEG, PNG or WebP picture.');
    const gif = await app.inject({
      method: 'POST',
      url: imagesUrl(),
      payload: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
      headers: { ...manager.auth, 'content-type': 'image/gif', 'accept-language': 'ka' },
    });
    expect(gif.statusCode).toBe(422);
    expect(gif.json().message).toBe('ფაილი არ არის JPEG, PNG ან WebP სურათი.');
    const json = await app.inject({ method: 'POST', url: imagesUrl(), payload: {}, headers: manager.auth });
    expect(json.statusCode).toBe(415);
    // a small file of a huge picture is refused before it is decoded
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const bombAnswer = await upload(manager, imagesUrl(), bomb, 'image/png');
    expect([bombAnswer.statusCode, bombAnswer.json().message]).toEqual([
      422,
      'The picture is larger than 50 megapixels.',
    ]);
    const huge = await upload(manager, imagesUrl(), Buffer.alloc(10 * 1024 * 1024 + 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large.');
  });

  it('keeps at most 5 pictures, and lets staff upload none', async () => {
    const photo = await photoWithExif(64, 48);
    expect((await upload(staff, imagesUrl(), photo, 'image/png')).statusCode).toBe(403);
    let count = (await storefrontProduct()).img5 ? 5 : 0;
    while (count < 5) count = (await upload(manager, imagesUrl(), photo, 'image/png')).json().images.length;
    const sixth = await upload(manager, imagesUrl(), photo, 'image/png');
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe('A product has at most 5 pictures. Delete one first.');
  });

  it('deletes a picture (the later ones move up, its files go) and orders them', async () => {
    const before: string[] = (
      await app.inject({ method: 'GET', url: `/api/admin/products/${productId}`, headers: manager.auth })
    ).json().images;
    const deleted = await app.inject({ method: 'DELETE', url: `${imagesUrl()}/1`, headers: manager.auth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().images).toEqual([before[0], ...before.slice(2)]);
    expect((await app.inject({ method: 'GET', url: `/storage/uploads/products/${before[1]}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${imagesUrl()}/4`, headers: manager.auth })).statusCode).toBe(
      404,
    );

    const reversed = [...deleted.json().images].reverse();
    const ordered = await app.inject({
      method: 'PUT',
      url: imagesUrl(),
      payload: { images: reversed },
      headers: manager.auth,
    });
    expect(ordered.json().images).toEqual(reversed);
    expect((await storefrontProduct()).img).toBe(reversed[0]);
    const foreign = await app.inject({
      method: 'PUT',
      url: imagesUrl(),
      payload: { images: ['other.png'] },
      headers: manager.auth,
    });
    expect(foreign.statusCode).toBe(422);
  });

  it("describes each picture in both languages: the storefront's alt in the shopper's language, kept through a reorder", async () => {
    const images: string[] = (
      await app.inject({ method: 'GET', url: `/api/admin/products/${productId}`, headers: manager.auth })
    ).json().images;
    expect(images.length).toBeGreaterThanOrEqual(3);
    const arrange = (payload: object, lang = 'en') =>
      app.inject({
        method: 'PUT',
        url: imagesUrl(),
        payload,
        headers: { ...manager.auth, 'accept-language': lang },
      });
    const alts = images.map((_image, index) =>
      index === 0
        ? { en: ' Alpha refractor on its tripod ', ka: 'ალფა რეფრაქტორი შტატივზე' }
        : index === 1
          ? { en: 'The focuser', ka: '' }
          : { en: '', ka: '' },
    );
    const described = await arrange({ images, alts });
    expect(described.statusCode).toBe(200);
    expect(described.json().alts).toEqual([
      { en: 'Alpha refractor on its tripod', ka: 'ალფა რეფრაქტორი შტატივზე' },
      { en: 'The focuser', ka: '' },
      ...images.slice(2).map(() => ({ en: '', ka: '' })),
    ]);
    const shown = async (lang: string) =>
      (await app.inject({ method: 'GET', url: `/api/product/${SLUG}`, headers: { 'accept-language': lang } })).json()
        .data.pictures;
    // the shopper's language first; a Georgian text that is missing is the English one
    expect((await shown('ka')).slice(0, 2)).toEqual([
      {
        img: images[0],
        translations: [
          { locale: 'ka', alt: 'ალფა რეფრაქტორი შტატივზე' },
          { locale: 'en', alt: 'Alpha refractor on its tripod' },
        ],
      },
      {
        img: images[1],
        translations: [
          { locale: 'ka', alt: 'The focuser' },
          { locale: 'en', alt: 'The focuser' },
        ],
      },
    ]);
    expect((await shown('en'))[2]).toEqual({
      img: images[2],
      translations: [
        { locale: 'en', alt: '' },
        { locale: 'ka', alt: '' },
      ],
    });

    // a reorder without texts keeps each text with its picture; a deleted picture takes its text along
    const reordered = await arrange({ images: [images[1], images[0], ...images.slice(2)] });
    expect(
      reordered
        .json()
        .alts.slice(0, 2)
        .map((alt: { en: string }) => alt.en),
    ).toEqual(['The focuser', 'Alpha refractor on its tripod']);
    const deleted = await app.inject({ method: 'DELETE', url: `${imagesUrl()}/0`, headers: manager.auth });
    expect(deleted.json().alts[0].en).toBe('Alpha refractor on its tripod');
    const left = await db.query('SELECT image FROM picture_alts WHERE product_id = $1', [productId]);
    expect(left.rows).toEqual([{ image: images[0] }]);

    const uneven = await arrange({ images: deleted.json().images, alts: [{ en: 'one' }] }, 'ka');
    expect(uneven.statusCode).toBe(422);
    expect(Object.keys(uneven.json().errors)).toEqual(['alts']);
  });

  it('takes a PDF sheet by its content and serves it', async () => {
    const pdfUrl = `/api/admin/products/${productId}/pdf`;
    const notPdf = await upload(manager, pdfUrl, Buffer.from('<html>sheet</html>'), 'application/pdf');
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().message).toBe('The file is not a PDF document.');
    const sheet = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const response = await upload(manager, pdfUrl, sheet, 'application/pdf');
    expect(response.statusCode).toBe(200);
    const pdf: string = response.json().pdf;
    expect((await storefrontProduct()).pdf).toBe(pdf);
    const served = await app.inject({ method: 'GET', url: `/storage/uploads/products/${pdf}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(sheet)).toBe(true);
  });

  it("sets a category's picture, replacing the one it had, at a new version", async () => {
    const { id, slug } = (
      await db.query<{ id: number; slug: string }>('SELECT id, slug FROM categories WHERE parent_id IS NULL LIMIT 1')
    ).rows[0];
    const storefrontImage = async () =>
      (await app.inject({ method: 'GET', url: '/api/categories' }))
        .json<{ id: number; image: string | null }[]>()
        .find((category) => category.id === id)?.image;
    const before = await storefrontImage();
    const url = `/api/admin/categories/${id}/image`;
    const first = await upload(manager, url, await photoWithExif(64, 48), 'image/png');
    expect(first.statusCode).toBe(200);
    const { image, version } = first.json();
    expect(image).toMatch(new RegExp(`^${slug}-[0-9a-f]{8}\\.png$`));
    expect(image).not.toBe(before);
    expect(await storefrontImage()).toBe(image);
    const served = await app.inject({ method: 'GET', url: `/storage/uploads/categories/thumbs/large_${image}` });
    expect(served.statusCode).toBe(200);

    const second = await upload(manager, url, await photoWithExif(64, 48), 'image/png');
    expect(second.json().version).toBe(version + 1);
    expect(second.json().image).not.toBe(image);
    expect((await app.inject({ method: 'GET', url: `/storage/uploads/categories/${image}` })).statusCode).toBe(404);
    expect((await upload(staff, url, await photoWithExif(64, 48), 'image/png')).statusCode).toBe(403);
  });

  it('deletes the files of a product that is deleted (one without orders)', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: manager.auth,
      payload: {
        slug: 'short-lived',
        categoryId: (await db.query<{ id: number }>('SELECT id FROM categories LIMIT 1')).rows[0].id,
        name: { en: 'Short-lived' },
        description: { en: '' },
        price: 10,
        discountedPrice: null,
        specifications: [],
        visible: false,
        stock: [],
      },
    });
    const id: number = created.json().id;
    const photo = await upload(manager, `/api/admin/products/${id}/images`, await photoWithExif(64, 48), 'image/png');
    const sheet = await upload(manager, `/api/admin/products/${id}/pdf`, Buffer.from('%PDF-1.4\n'), 'application/pdf');
    expect([photo.statusCode, sheet.statusCode]).toEqual([200, 200]);
    expect(
      (await db.query("SELECT path FROM uploads WHERE path LIKE 'products/%short-lived%'")).rows.length,
    ).toBeGreaterThan(2);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: manager.auth })).json(),
    ).toEqual({ id, archived: false });
    expect((await db.query("SELECT path FROM uploads WHERE path LIKE 'products/%short-lived%'")).rows).toEqual([]);
  });

  it('deletes the picture of a category that is deleted (an empty one), and serves it no more', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: manager.auth,
      payload: { slug: 'short-lived-shelf', parentId: null, name: { en: 'Short-lived' }, position: 99, home: false },
    });
    expect(created.statusCode).toBe(200);
    const id: number = created.json().id;
    const picture = await upload(
      manager,
      `/api/admin/categories/${id}/image`,
      await photoWithExif(64, 48),
      'image/png',
    );
    expect(picture.statusCode).toBe(200);
    const image: string = picture.json().image;
    const stored = async () =>
      (await db.query<{ path: string }>("SELECT path FROM uploads WHERE path LIKE 'categories/%short-lived-shelf%'"))
        .rows;
    expect((await stored()).length).toBeGreaterThan(1);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/categories/${id}`, headers: manager.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/storage/uploads/categories/${image}` })).statusCode).toBe(404);
  });

  it('is served by another server on the same database, which has none of the files on its disk', async () => {
    const { img } = await storefrontProduct();
    const other = await buildTestApp({ db: { ...db, close: async () => {} }, seed: false });
    try {
      const served = await other.app.inject({ method: 'GET', url: `/storage/uploads/products/${img}` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    } finally {
      await other.app.close();
    }
  });
});
