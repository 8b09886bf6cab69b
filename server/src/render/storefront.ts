import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Shop } from '../app/shop';
import { publicBase } from '../http/publicUrl';
import { runScriptsAfterPaint } from './afterPaint';
import { inProcessFetch } from './inProcessFetch';
import { PageCache, RenderedHtml, type PageOutcome } from './pageCache';
import { loadPageRenderer, type PageRenderer, type Translations } from './pageRenderer';
import { robotsTxt, sitemapXml } from './sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** answers a storefront page: rendered here, hydrated by the browser */
    sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

const ENGLISH_PAGE = /^\/en(\/|\?|$)/;

/** every translation file of each language: the renderer's texts, and what a page carries for its browser */
export function readTranslations(localesDir: string): Record<string, Translations> {
  const languages = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.fromEntries(
    languages.map(({ name: lang }) => [
      lang,
      Object.fromEntries(
        readdirSync(path.join(localesDir, lang))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')) as Record<string, unknown>]),
      ),
    ]),
  );
}

/**
 * The built page of the language (minified: attributes may be unquoted) with the rendered page put in:
 * head tags, critical CSS, markup, state. Its own title and description give way to the page's, the
 * preloads of translation files go (the page carries its translations), and its script runs once the
 * server's HTML has painted (./afterPaint.ts).
 */
function fillTemplate(template: string, page: { head: string; styles: string; html: string; state: string }): string {
  return runScriptsAfterPaint(template)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace(/<link rel="?preload"? href="?[^ >"]*\/locales\/[^>]*>/g, '')
    .replace('</head>', () => `${page.head}${page.styles}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>${page.state}`);
}

/**
 * Storefront pages rendered on the server (src/app/ssr), kept for `cacheMs`; the sitemap and robots.txt.
 * A page that cannot be rendered is sent as the built index.html, which the browser renders itself.
 */
export function registerStorefront(app: FastifyInstance, { db, settings }: Shop, { cacheMs }: { cacheMs: number }) {
  let renderer: PageRenderer | undefined;
  let translations: Record<string, Translations> | undefined;
  const cache = new PageCache(cacheMs);
  const cacheControl = `public, max-age=${Math.floor(cacheMs / 1000)}`;
  const fetchApi = inProcessFetch(app);

  const templateOf = (url: string) => {
    const file = ENGLISH_PAGE.test(url) && existsSync(path.join(settings.distDir, 'index.en.html')) ? 'index.en.html' : 'index.html';
    return { file, read: () => readFileSync(path.join(settings.distDir, file), 'utf8') };
  };

  app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(path.join(settings.distDir, 'index.html'))) {
      return reply.code(503).type('text/plain; charset=utf-8').send('storefront not built: run npm run build');
    }
    const template = templateOf(request.url);
    const render = async (): Promise<PageOutcome> => {
      renderer ??= loadPageRenderer();
      translations ??= readTranslations(settings.localesDir);
      const url = new URL(request.url, publicBase(request, settings));
      const page = await renderer.renderPage({ url, fetchApi, translations });
      if ('redirect' in page) return page;
      // a page with a failed request shows its skeleton: it is not kept, the next visitor gets a fresh try
      return { page: new RenderedHtml(fillTemplate(template.read(), page), page.status, cacheControl), complete: page.complete };
    };
    try {
      const outcome = await cache.get(request.url, render, (error) => request.log.error({ err: error }, 'refreshing a kept page failed: the kept one stays'));
      if ('redirect' in outcome) return reply.redirect(outcome.redirect, outcome.status);
      return outcome.page.send(request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: the browser renders the page');
      return reply.header('cache-control', 'no-cache').sendFile(template.file, settings.distDir);
    }
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(await sitemapXml(db, publicBase(request, settings))),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(robotsTxt(publicBase(request, settings))),
  );
}
