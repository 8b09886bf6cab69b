import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody, sendEncoded } from '../http/compression';

/** the pages kept at most (any address can be asked for: lists with every page and order) */
const MAX_PAGES = 500;

/** A rendered page: hashed and compressed once, sent many times. */
export class RenderedHtml {
  private readonly body: EncodedBody;
  private readonly etag: string;

  constructor(
    html: string,
    readonly status: number,
    private readonly cacheControl: string,
  ) {
    const plain = Buffer.from(html);
    this.body = new EncodedBody(plain, 'text/html; charset=utf-8');
    this.etag = `W/"${createHash('sha1').update(plain).digest('base64url')}"`;
  }

  send(request: FastifyRequest, reply: FastifyReply) {
    reply.code(this.status).header('cache-control', this.cacheControl).header('etag', this.etag);
    if (this.status === 200 && request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    return sendEncoded(request, reply, this.body);
  }
}

/** What rendering an address gives: a page (kept when it is complete) or a redirect. */
export type PageOutcome = { page: RenderedHtml; complete: boolean } | { redirect: string; status: number };

/**
 * Pages for anonymous visitors, kept for the catalogue cache's time: a page is the same for everyone
 * (what only a browser knows, the cart and the session, is drawn there after hydration), so under load
 * most requests are answered from here without rendering. An address is rendered once however many
 * ask for it at the same time, and a page just past its time is still sent, for one more such time,
 * while one render refreshes it: no visitor waits for a render of a page the shop already has.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: RenderedHtml; expires: number }>();
  private readonly rendering = new Map<string, Promise<PageOutcome>>();

  constructor(private readonly ttlMs: number) {}

  /** The page of `key`: kept, kept and refreshing in the background (its failure goes to `onRefreshFailed`), or rendered now. */
  get(key: string, render: () => Promise<PageOutcome>, onRefreshFailed: (error: unknown) => void): Promise<PageOutcome> {
    const entry = this.pages.get(key);
    const now = Date.now();
    if (entry && entry.expires > now) return Promise.resolve({ page: entry.page, complete: true });
    if (entry && entry.expires + this.ttlMs > now) {
      this.renderOnce(key, render).catch(onRefreshFailed);
      return Promise.resolve({ page: entry.page, complete: true });
    }
    if (entry) this.pages.delete(key);
    return this.renderOnce(key, render);
  }

  private renderOnce(key: string, render: () => Promise<PageOutcome>): Promise<PageOutcome> {
    let running = this.rendering.get(key);
    if (!running) {
      running = render()
        .then((outcome) => {
          if ('page' in outcome && outcome.complete) this.keep(key, outcome.page);
          return outcome;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, running);
    }
    return running;
  }

  private keep(key: string, page: RenderedHtml) {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, { page, expires: Date.now() + this.ttlMs });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }
}
