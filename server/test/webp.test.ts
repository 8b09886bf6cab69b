import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from './helpers';

// Uploaded PNG/JPEG pictures are answered as WebP to browsers that take it, at the same URL.

let app: FastifyInstance;
let dir: string;
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_ACCEPT = 'image/png,image/*;q=0.8,*/*;q=0.5';

/** a grainy picture, as photos are: PNG keeps every grain, WebP does not */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = width * 31 + height;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    pixels[i] = (seed >> 16) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const uploads = () => path.join(dir, 'data', 'uploads');
const get = (url: string, accept: string, extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept, ...extra } });

beforeAll(async () => {
  ({ app, dir } = await buildTestApp());
  await mkdir(path.join(uploads(), 'partners', 'thumbs'), { recursive: true });
  await picture(64, 32)
    .png()
    .toFile(path.join(uploads(), 'partners', 'observatory.png'));
  await picture(40, 20)
    .png()
    .toFile(path.join(uploads(), 'partners', 'thumbs', 'large_observatory.png'));
  await picture(48, 24)
    .jpeg({ quality: 95 })
    .toFile(path.join(uploads(), 'partners', 'club.jpg'));
  writeFileSync(path.join(uploads(), 'partners', 'broken.png'), 'not a picture at all, only text');
});
afterAll(() => app.close());

describe('pictures as WebP', () => {
  it.each([
    ['/storage/uploads/partners/observatory.png', 64, 32],
    ['/storage/uploads/partners/thumbs/large_observatory.png', 40, 20],
    ['/storage/uploads/partners/club.jpg', 48, 24],
  ])('answers %s as a WebP of the same size to a browser that takes WebP', async (url, width, height) => {
    const response = await get(url, CHROME_ACCEPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toMatch(/\baccept\b/i);
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    const original = readFileSync(path.join(uploads(), url.replace('/storage/uploads/', '')));
    expect(response.rawPayload.length).toBeLessThan(original.length);
  });

  it('answers the original to a browser that does not take WebP', async () => {
    const response = await get('/storage/uploads/partners/observatory.png', OLD_ACCEPT);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.vary).toMatch(/\baccept\b/i);
    expect(response.rawPayload.equals(readFileSync(path.join(uploads(), 'partners', 'observatory.png')))).toBe(true);
    expect((await get('/storage/uploads/partners/observatory.png', '')).headers['content-type']).toBe('image/png');
  });

  it('draws the WebP of a picture that has none yet once, and keeps it', async () => {
    await picture(30, 30)
      .png()
      .toFile(path.join(uploads(), 'partners', 'fresh.png'));
    const kept = path.join(dir, 'data', 'webp', 'partners', 'fresh.png.webp');
    expect(existsSync(kept)).toBe(false);
    const [first, second] = await Promise.all([
      get('/storage/uploads/partners/fresh.png', CHROME_ACCEPT),
      get('/storage/uploads/partners/fresh.png', CHROME_ACCEPT),
    ]);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(existsSync(kept)).toBe(true);
    const third = await get('/storage/uploads/partners/fresh.png', CHROME_ACCEPT);
    // the same file: same size and modification time
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(third.headers.etag).toBe(first.headers.etag);
    expect(
      (await get('/storage/uploads/partners/fresh.png', CHROME_ACCEPT, { 'if-none-match': String(first.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it('draws it again when the picture is replaced', async () => {
    await picture(20, 10)
      .png()
      .toFile(path.join(uploads(), 'partners', 'replaced.png'));
    expect(
      await sharp((await get('/storage/uploads/partners/replaced.png', CHROME_ACCEPT)).rawPayload).metadata(),
    ).toMatchObject({ width: 20 });
    const file = path.join(uploads(), 'partners', 'replaced.png');
    await picture(50, 10).png().toFile(file);
    // a newer modification time than the WebP's, as an upload after it would have
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect(
      await sharp((await get('/storage/uploads/partners/replaced.png', CHROME_ACCEPT)).rawPayload).metadata(),
    ).toMatchObject({ width: 50 });
  });

  it('sends WebP uploads, and pictures sharp cannot read, as they are', async () => {
    const webp = await get('/storage/uploads/products/alpha-refractor.webp', CHROME_ACCEPT);
    expect(webp.body).toBe('image');
    expect(webp.headers.vary ?? '').not.toMatch(/accept(,|$)/i);
    const broken = await get('/storage/uploads/partners/broken.png', CHROME_ACCEPT);
    expect(broken.statusCode).toBe(200);
    expect(broken.headers['content-type']).toBe('image/png');
    expect(broken.body).toBe('not a picture at all, only text');
  });

  it('answers 404 for a missing picture either way', async () => {
    for (const accept of [CHROME_ACCEPT, OLD_ACCEPT])
      expect((await get('/storage/uploads/partners/missing.png', accept)).statusCode).toBe(404);
  });
});
