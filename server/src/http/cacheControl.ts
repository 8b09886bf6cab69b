import type { FastifyInstance } from 'fastify';

// What a cache between the shop and its visitors (a CDN, a caching proxy, the browser) may keep. An
// answer is public only where a route says so (pages for anonymous visitors, catalogue answers); every
// other answer is kept by nobody, so nothing personal (an account, a cart, an order, a reset link, the
// back office) can end up served to someone else.

/** how long a shared cache keeps a public answer, and serves it stale while it asks again */
export interface SharedCacheSettings {
  /** s-maxage */
  maxAgeSeconds: number;
  /** stale-while-revalidate */
  staleSeconds: number;
}

/**
 * A public answer: shared caches keep it `maxAgeSeconds` and then serve it stale while they fetch it
 * again in the background; browsers revalidate it every time (max-age=0, a 304 by its ETag), so what a
 * shopper sees is never older than the shared cache's copy.
 */
export const publicCacheControl = ({ maxAgeSeconds, staleSeconds }: SharedCacheSettings) =>
  `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`;

/** one visitor's answer: kept by no cache, not even the browser's */
export const PERSONAL = 'private, no-store';

/** every answer that names no Cache-Control of its own is personal */
export function personalByDefault(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PERSONAL);
    return payload;
  });
}
