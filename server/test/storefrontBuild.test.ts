import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers';

// What the server takes from the storefront's build (webpack.config.ts): the render entry built for Node,
// from the same build as the pages it renders into, and kept from the public.

let app: FastifyInstance;
beforeAll(async () => {
  let dir: string;
  ({ app, dir } = await buildTestApp({ publicUrl: 'http://shop.test' }));
  // a build's renderer of its own: the server must render with this one, not the storefront's source
  writeFileSync(
    path.join(dir, 'dist', 'server', 'renderPage.js'),
    `exports.pageAddress = (url) => url.pathname;
exports.renderPage = async ({ url }) => ({
  status: 200, lang: 'ka', head: '<title>Built</title>', styles: '', html: '<p>rendered by the build at ' + url.pathname + '</p>',
  state: '', complete: true, private: false,
});`,
  );
});
afterAll(() => app.close());

describe("the storefront's build", () => {
  it('renders pages with the renderer it holds', async () => {
    const response = await app.inject({ method: 'GET', url: '/en/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>rendered by the build at /en/about</p>');
  });

  it('keeps its server folder from the public', async () => {
    const response = await app.inject({ method: 'GET', url: '/server/renderPage.js' });
    expect(response.body).not.toContain('exports.renderPage');
    expect(response.headers['content-type']).not.toMatch(/javascript/);
  });
});
