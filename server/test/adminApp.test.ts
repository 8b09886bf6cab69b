import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, storefrontRenderer } from './helpers';

// The back office's page (webpack's admin build in dist/admin) as the server sends it: the same built page
// for every address under /admin, never rendered by the storefront's renderer, kept by no cache and no
// search engine, under a policy that lets react-admin run and shows the enrolment's QR code (a data: image).

const PAGE =
  '<!doctype html><html lang="ka"><head><meta name="robots" content="noindex"></head><body><div id="root"></div><script defer src="/admin/js/admin.1a2b3c4d.js"></script></body></html>';
const SCRIPT = 'console.log("back office")';

let app: FastifyInstance;
let adminDir: string;
beforeAll(async () => {
  let dir: string;
  ({ app, dir } = await buildTestApp({ config: { publicUrl: 'http://shop.test' } }));
  adminDir = path.join(dir, 'dist', 'admin');
  mkdirSync(path.join(adminDir, 'js'), { recursive: true });
  writeFileSync(path.join(adminDir, 'index.html'), PAGE);
  writeFileSync(path.join(adminDir, 'js', 'admin.1a2b3c4d.js'), SCRIPT);
  writeFileSync(path.join(adminDir, 'js', 'admin.1a2b3c4d.js.map'), '{}');
});
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the back office page', () => {
  it.each(['/admin', '/admin/', '/admin/orders/12/show', '/admin/products?filter=%7B%7D', '/admin/index.html'])(
    'answers %s with the built page, kept by nobody and indexed by no search engine',
    async (url) => {
      const render = jest.spyOn(storefrontRenderer(), 'renderPage');
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(render).not.toHaveBeenCalled();
    },
  );

  it('is sent under a policy for react-admin: our scripts only, inline styles, data: images, our API, no frames', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/orders' });
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends its built files for good, and no source map or missing file as the page', async () => {
    const script = await app.inject({ method: 'GET', url: '/admin/js/admin.1a2b3c4d.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-robots-tag']).toBe('noindex');
    for (const url of ['/admin/js/admin.1a2b3c4d.js.map', '/admin/js/admin.00000000.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('says the back office is not built, rather than sending a storefront page', async () => {
    renameSync(adminDir, `${adminDir}.away`);
    try {
      const response = await app.inject({ method: 'GET', url: '/admin/orders' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    } finally {
      renameSync(`${adminDir}.away`, adminDir);
    }
  });
});
