import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { EncodedBody, sendEncoded } from '../http/compression';
import type { RenderSlots } from './renderSlots';

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

  /** the bytes it holds: its HTML, and its compressed forms once made */
  get bytes(): number {
    return this.body.bytes;
  }

  /** `listener` is told the size of each compressed form once it is made */
  whenCompressed(listener: (bytes: number) => void) {
    this.body.whenCompressed(listener);
  }

  send(request: FastifyRequest, reply: FastifyReply) {
    reply.code(this.status).header('cache-control', this.cacheControl).header('etag', this.etag);
    if (this.status === 200 && request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    return sendEncoded(request, reply, this.body);
  }
}

/**
 * What rendering an address gives: a page, kept when `keep` says so (every request it made was
 * answered, and it is not a visitor's private page), or a redirect.
 */
export type PageOutcome = { page: RenderedHtml; keep: boolean } | { redirect: string; status: number };

/** A page kept: until when it is fresh, and the bytes it holds as counted so far. */
type Kept = { page: RenderedHtml; expires: number; bytes: number };

export interface PageCacheLimits {
  /** how long a page is fresh; 0 keeps none */
  ttlMs: number;
  /** the bytes kept pages may hold at most, plain and compressed: the least recently sent go first */
  maxBytes: number;
}

/**
 * Pages for anonymous visitors, kept for the catalogue cache's time: a page is the same for everyone
 * (what only a browser knows, the cart and the session, is drawn there after hydration), so under load
 * most requests are answered from here without rendering. An address is rendered once however many
 * ask for it at the same time, and a page just past its time is still sent, for one more such time,
 * while one render refreshes it: no visitor waits for a render of a page the shop already has. Fresh
 * renders take turns (`slots`), and a visitor may be refused one (`admit`): a kept page is sent
 * whatever either says.
 */
export class PageCache {
  /**
   * least recently sent first, held to the byte cap by lru-cache (an entry's size is its bytes as counted
   * so far); when a page is fresh is this cache's own (`expires`): a page past its time is still sent
   */
  private readonly pages: LRUCache<string, Kept>;
  private readonly rendering = new Map<string, Promise<PageOutcome>>();
  /** counts the clears: a render started before one is not kept after it */
  private generation = 0;

  constructor(
    private readonly limits: PageCacheLimits,
    private readonly slots: RenderSlots,
  ) {
    // lru-cache wants a cap of 1 or more; a cap of 0 keeps nothing all the same (keep() refuses any page)
    this.pages = new LRUCache({ maxSize: Math.max(1, limits.maxBytes), sizeCalculation: (entry) => entry.bytes });
  }

  /**
   * The page of `key`: kept (refreshed in the background once past its time; a failed refresh goes to
   * `onRefreshFailed`), the render of it already under way, or rendered now if `admit` allows this
   * visitor a fresh render and a slot is free. Undefined when none of these: the caller answers
   * without a render.
   */
  async get(
    key: string,
    render: () => Promise<PageOutcome>,
    { admit, onRefreshFailed }: { admit: () => boolean; onRefreshFailed: (error: unknown) => void },
  ): Promise<PageOutcome | undefined> {
    const entry = this.pages.get(key);
    const now = Date.now();
    if (entry && entry.expires + this.limits.ttlMs > now) {
      if (entry.expires <= now) this.renderOnce(key, render)?.catch(onRefreshFailed);
      return { page: entry.page, keep: true };
    }
    if (entry) this.pages.delete(key);
    const running = this.rendering.get(key);
    if (running) return running;
    if (!admit()) return undefined;
    return this.renderOnce(key, render);
  }

  /** the render of `key` under way, or a new one if a slot is free */
  private renderOnce(key: string, render: () => Promise<PageOutcome>): Promise<PageOutcome> | undefined {
    const running = this.rendering.get(key);
    if (running) return running;
    const started = this.slots.run(render);
    if (!started) return undefined;
    const generation = this.generation;
    const kept = started
      .then((outcome) => {
        if ('page' in outcome && outcome.keep && generation === this.generation) this.keep(key, outcome.page);
        return outcome;
      })
      .finally(() => {
        if (this.rendering.get(key) === kept) this.rendering.delete(key);
      });
    this.rendering.set(key, kept);
    return kept;
  }

  private keep(key: string, page: RenderedHtml) {
    if (this.limits.ttlMs <= 0 || page.bytes > this.limits.maxBytes) return;
    const entry: Kept = { page, expires: Date.now() + this.limits.ttlMs, bytes: page.bytes };
    this.pages.set(key, entry);
    // a compressed form is made when a client first asks for it: counted then, if the page is still kept
    // (set again with its new size: the least recently sent go until the rest fit)
    page.whenCompressed((bytes) => {
      const kept = this.pages.peek(key);
      if (kept?.page !== page) return;
      // a new entry: lru-cache sizes an entry when it is set, and not again for the same one
      this.pages.set(key, { ...kept, bytes: kept.bytes + bytes });
    });
  }

  /**
   * Forgets every page (the catalogue or the content changed): the next visitor of each gets a fresh
   * render, and renders under way are sent to those waiting for them but not kept.
   */
  clear() {
    this.generation += 1;
    this.pages.clear();
    this.rendering.clear();
  }
}
