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

/**
 * Pages for anonymous visitors, kept for the catalogue cache's time: a page is the same for everyone
 * (what only a browser knows, the cart and the session, is drawn there after hydration), so under load
 * most requests are answered from here without rendering.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: RenderedHtml; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string): RenderedHtml | undefined {
    const entry = this.pages.get(key);
    if (entry && entry.expires > Date.now()) return entry.page;
    if (entry) this.pages.delete(key);
    return undefined;
  }

  set(key: string, page: RenderedHtml) {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, { page, expires: Date.now() + this.ttlMs });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }
}
