import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopContext } from '../context';
import { PERSONAL, publicCacheControl } from '../http/cacheControl';
import { publicBase } from '../http/publicUrl';
import { runScriptsAfterPaint } from './afterPaint';
import { ClientBudget } from './clientBudget';
import { inProcessFetch } from './inProcessFetch';
import { PageCache, RenderedHtml, type PageOutcome } from './pageCache';
import { loadPageRenderer, rendererFile, type PageRenderer, type Translations } from './pageRenderer';
import { PageTemplate } from './pageTemplate';
import { RenderPool } from './renderPool';
import { RenderSlots } from './renderSlots';
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
          .map((file) => [
            file.slice(0, -'.json'.length),
            JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')) as Record<string, unknown>,
          ]),
      ),
    ]),
  );
}

/**
 * `path` (a request's path and query) on the shop's public address. The path is set as a path, never
 * resolved against the base as a URL: `//attacker.example/en` (or `/\attacker.example/en`) would take
 * that host, and the page would name it in its canonical, hreflang, Open Graph and JSON-LD addresses.
 */
function onPublicBase(base: string, path: string): URL {
  const url = new URL(base);
  const query = path.indexOf('?');
  url.pathname = query < 0 ? path : path.slice(0, query);
  url.search = query < 0 ? '' : path.slice(query);
  return url;
}

/**
 * The build's template of a language's page (webpack.config.ts), read once: its script, as every rendered
 * page's, runs once the server's HTML has painted (./afterPaint.ts).
 */
function readPageTemplate(distDir: string, lang: string): PageTemplate {
  return new PageTemplate(
    runScriptsAfterPaint(readFileSync(path.join(distDir, 'server', `page.${lang}.html`), 'utf8')),
  );
}

/**
 * Storefront pages rendered on the server (src/app/ssr), kept for `cacheMs` under their page's own
 * address (renderPage.tsx's pageAddress); the sitemap and robots.txt. A page that cannot be rendered,
 * or not now (too many fresh renders at once, or from this client), is sent as the built index.html,
 * which the browser renders itself.
 */
export function registerStorefront(
  app: FastifyInstance,
  { db, settings, changes }: ShopContext,
  { cacheMs }: { cacheMs: number },
) {
  const limits = settings.pageRenders;
  let renderer: PageRenderer | undefined;
  let translations: Record<string, Translations> | undefined;
  const templates = new Map<string, PageTemplate>();
  /** the page template of the rendered page's language, of the same build as the renderer */
  const templateOf = (lang: string) => {
    let template = templates.get(lang);
    if (!template) templates.set(lang, (template = readPageTemplate(settings.distDir, lang)));
    return template;
  };
  // the slots are each rendering thread's: the main thread's alone, or each worker's
  const threads = Math.max(1, settings.renderWorkers);
  const slots = new RenderSlots({
    running: limits.renders.running * threads,
    waiting: limits.renders.waiting * threads,
  });
  const cache = new PageCache({ ttlMs: cacheMs, maxBytes: limits.cacheBytes }, slots);
  // an operator's change shows on the next page asked for
  changes.onChange(() => cache.clear());
  // a page is the same for every visitor of its address (its language is in the path): a CDN may keep it
  const cacheControl = publicCacheControl(settings.sharedCache);
  const fetchApi = inProcessFetch(app);
  const freshRenders = new ClientBudget(limits.perClient);
  // the render workers, started with the first fresh render (as the renderer is loaded), ended with the server
  let pool: RenderPool | undefined;
  app.addHook('onClose', async () => pool?.close());
  /** the page at `url`, rendered in a worker, or in this thread when there are none (RENDER_WORKERS=0) */
  const renderFresh = (pages: PageRenderer, url: URL, texts: Record<string, Translations>) => {
    if (settings.renderWorkers === 0) return pages.renderPage({ url, fetchApi, translations: texts });
    pool ??= new RenderPool(
      { workers: settings.renderWorkers, rendererFile: rendererFile(settings.distDir), translations: texts },
      fetchApi,
    );
    return pool.render(url);
  };

  const staticPageOf = (url: string) =>
    ENGLISH_PAGE.test(url) && existsSync(path.join(settings.distDir, 'index.en.html')) ? 'index.en.html' : 'index.html';
  /** the built page of the address's language, which the browser renders itself */
  const unrendered = (reply: FastifyReply, url: string) =>
    reply.header('cache-control', 'no-cache').sendFile(staticPageOf(url), settings.distDir);

  app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(path.join(settings.distDir, 'index.html'))) {
      return reply.code(503).type('text/plain; charset=utf-8').send('storefront not built: run npm run build');
    }
    try {
      const pages = (renderer ??= loadPageRenderer(settings.distDir));
      const base = publicBase(request, settings);
      // the page is rendered at its own address: the same HTML for every address that means it
      const address = pages.pageAddress(onPublicBase(base, request.url));
      const render = async (): Promise<PageOutcome> => {
        translations ??= readTranslations(settings.localesDir);
        const page = await renderFresh(pages, onPublicBase(base, address), translations);
        if ('redirect' in page) return page;
        const filled = templateOf(page.lang).fill({
          head: page.head,
          styles: page.styles,
          root: page.html,
          state: page.state,
        });
        // a visitor's private page (a reset link's token) is kept by nobody on the way
        const html = new RenderedHtml(filled, page.status, page.private ? PERSONAL : cacheControl);
        // a page with a failed request shows its skeleton: it is not kept, the next visitor gets a fresh try
        return { page: html, keep: page.complete && !page.private };
      };
      const outcome = await cache.get(address, render, {
        admit: () => freshRenders.take(request.ip),
        onRefreshFailed: (error) =>
          request.log.error({ err: error }, 'refreshing a kept page failed: the kept one stays'),
      });
      if (!outcome) return unrendered(reply, address);
      if ('redirect' in outcome) return reply.redirect(outcome.redirect, outcome.status);
      return outcome.page.send(request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: the browser renders the page');
      return unrendered(reply, request.url);
    }
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(
        await sitemapXml(
          db,
          publicBase(request, settings),
          (renderer ??= loadPageRenderer(settings.distDir)).contentPages,
        ),
      ),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(robotsTxt(publicBase(request, settings))),
  );
}
