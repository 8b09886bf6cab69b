import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers';

// What the server takes from the storefront's build (webpack.config.ts): the render entry built for Node,
// from the same build as the page templates it renders into, both kept from the public.

// a build's renderer of its own: the server must render with this one, not the storefront's source
const RENDERER = `exports.pageAddress = (url) => url.pathname;
exports.contentPages = [];
exports.renderPage = async ({ url }) => ({
  status: 200,
  lang: url.pathname.startsWith('/en') ? 'en' : 'ka',
  head: '<title>Built</title>',
  styles: '<style>p{}</style>',
  html: '<p>rendered by the build at ' + url.pathname + '</p>',
  state: '<script id="server-page" type="application/json">{}</script>',
  complete: true,
  private: false,
});`;
// the slots in an order of the build's choosing, among markup the server must leave as it is: the
// template's own description and a `</head>` in a comment
const ENGLISH = `<!doctype html><html lang="en"><head><meta name="description" content="the template's"><!--slot:styles--><!-- </head> --><!--slot:head--></head><body><main id="root"><!--slot:root--></main><!--slot:state--></body></html>`;
// a template without the slot for the page: the build is not one the server can fill
const GEORGIAN = `<!doctype html><html lang="ka"><head><!--slot:head--><!--slot:styles--></head><body><div id="root"></div><!--slot:state--></body></html>`;

let app: FastifyInstance;
beforeAll(async () => {
  let dir: string;
  ({ app, dir } = await buildTestApp({ config: { publicUrl: 'http://shop.test' } }));
  const server = path.join(dir, 'dist', 'server');
  writeFileSync(path.join(server, 'renderPage.js'), RENDERER);
  writeFileSync(path.join(server, 'page.en.html'), ENGLISH);
  writeFileSync(path.join(server, 'page.ka.html'), GEORGIAN);
});
afterAll(() => app.close());

describe("the storefront's build", () => {
  it('renders pages with the renderer it holds into the page template of their language, each part in its slot', async () => {
    const response = await app.inject({ method: 'GET', url: '/en/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      `<!doctype html><html lang="en"><head><meta name="description" content="the template's"><style>p{}</style><!-- </head> --><title>Built</title></head>` +
        `<body><main id="root"><p>rendered by the build at /en/about</p></main><script id="server-page" type="application/json">{}</script></body></html>`,
    );
  });

  it('sends the static page, rendered in the browser, when the template lacks a slot', async () => {
    const response = await app.inject({ method: 'GET', url: '/ka/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('rendered by the build');
  });

  it('keeps its server folder from the public', async () => {
    for (const file of ['renderPage.js', 'page.en.html']) {
      const response = await app.inject({ method: 'GET', url: `/server/${file}` });
      expect(response.body).not.toContain('exports.renderPage');
      expect(response.body).not.toContain('<!--slot:');
    }
  });
});
