import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from './helpers';

let app: FastifyInstance;
let dir: string;

// text big enough to be worth compressing, and different in every file so a mix-up shows
const text = (label: string, lines = 400) =>
  Array.from({ length: lines }, (_, i) => `${label} line ${i}: ${'*'.repeat(i % 37)}`).join('\n');
const files = {
  'app.0123abcd.js': `console.log(${JSON.stringify(text('script'))});`,
  'style.4567cdef.css': `/* ${text('style')} */ body { color: black }`,
  'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${text('svg')} --></svg>`,
  'index.html': `<!doctype html><html><head><title>AstroShop</title></head><body><!-- ${text('page')} --><div id="root"></div></body></html>`,
};
const font = Buffer.alloc(4096, 7);

beforeAll(async () => {
  ({ app, dir } = await buildTestApp());
  // as the build writes them (webpack.config.ts): each text file with its .br and .gz
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'dist', name), content);
    writeFileSync(path.join(dir, 'dist', `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, 'dist', `${name}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(dir, 'dist', 'font.89abcdef.woff2'), font);
  // the server renders pages into the build's template for it, not into index.html
  writeFileSync(
    path.join(dir, 'dist', 'server', 'page.ka.html'),
    `<!doctype html><html lang="ka"><head><!--slot:head--><!--slot:styles--></head><body><!-- ${text('page')} --><div id="root"><!--slot:root--></div><!--slot:state--></body></html>`,
  );
  writeFileSync(path.join(dir, 'locales', 'ka', 'shop.json'), JSON.stringify({ lines: text('ნაწილი').split('\n') }));
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

describe('the storefront files, compressed at build time', () => {
  it.each(Object.keys(files))(
    'sends %s brotli-compressed to a client that takes br, equal to the original once decoded',
    async (name) => {
      const response = await get(`/${name}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(files[name as keyof typeof files]) / 2);
      expect(decoded(response)).toBe(files[name as keyof typeof files]);
    },
  );

  it('sends gzip to a client that takes gzip only, or prefers it', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const response = await get('/app.0123abcd.js', { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(decoded(response)).toBe(files['app.0123abcd.js']);
    }
  });

  it('sends the plain file to a client that takes no compression', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const response = await get('/app.0123abcd.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(files['app.0123abcd.js']);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(files['app.0123abcd.js']));
    }
  });

  it('keeps the cache headers: hashed assets immutable, pages kept a few seconds', async () => {
    const asset = await get('/app.0123abcd.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const page = await get('/ka/products/telescopes', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(decoded(page)).toContain(text('page'));
    expect(decoded(page)).toContain('<script id="server-page"');
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const full = await get('/style.4567cdef.css', { 'accept-encoding': 'br' });
    const head = await get('/style.4567cdef.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/style.4567cdef.css', { 'accept-encoding': 'br' });
    const again = await get('/style.4567cdef.css', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a byte-range request with that range of the plain file', async () => {
    const response = await get('/app.0123abcd.js', { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(files['app.0123abcd.js'].slice(0, 100));
  });

  it('sends tiny files and compressed formats as they are', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toBe('<svg/>');
    const woff2 = await get('/font.89abcdef.woff2', { 'accept-encoding': 'br, gzip' });
    expect(woff2.headers['content-encoding']).toBeUndefined();
    expect(woff2.rawPayload.equals(font)).toBe(true);
  });
});

describe('translation files and API answers, compressed', () => {
  it('compresses /locales files', async () => {
    const response = await get('/locales/ka/shop.json', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(response))).toEqual({ lines: text('ნაწილი').split('\n') });
  });

  it.each(['/api/docs/json', '/api/products/telescopes', '/api/products?page=1'])(
    'compresses %s, which decodes to the plain answer',
    async (url) => {
      const plain = await get(url, { 'accept-language': 'ka' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const acceptEncoding of ['br', 'gzip']) {
        const response = await get(url, { 'accept-language': 'ka', 'accept-encoding': acceptEncoding });
        expect(response.headers['content-encoding']).toBe(acceptEncoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(decoded(response)).toBe(plain.body);
      }
    },
  );

  it('sends small answers as they are', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'OK' });
  });
});
