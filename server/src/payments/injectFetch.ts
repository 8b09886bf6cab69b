import type { FastifyInstance } from 'fastify';
import type { Fetch } from './bankHttp';

// fetch's shape over app.inject: the shop reaching the sandbox bank this same server plays (and that
// bank reaching the shop's callback) without a round trip through the network to its own address,
// which tests never listen on. The URL's host travels as the Host header, as fetch would send it:
// the sandbox builds its links from it. light-my-request takes no AbortSignal: the signal is raced.

export function injectFetch(app: () => FastifyInstance): Fetch {
  return async (url, init) => {
    const target = new URL(url);
    const signal = init.signal;
    const answered = app().inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...(init.headers as Record<string, string>), host: target.host },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const aborted = new Promise<never>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const response = await Promise.race([answered, aborted]);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    // a 3xx of the sandbox's pages is answered as it is (fetch would follow it; nothing here needs that)
    return new Response([204, 205, 304].includes(response.statusCode) ? null : response.body, {
      status: response.statusCode,
      headers,
    });
  };
}
