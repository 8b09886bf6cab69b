import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptCounter } from '../auth/counters';

/** what the plugin really gives a child store (its types name route options; it passes its merged options) */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store on the shop's AttemptCounter, so the per-address limits count where every
 * other limit does (and go to a shared store with them). The plugin makes a child store per route; the
 * child's keys carry the route, as its own per-route stores keep each route's count apart. A limiter of
 * app.createRateLimit has no route: its key generator's keys are used as they are.
 */
export function rateLimitStore(counters: AttemptCounter): FastifyRateLimitStoreCtor {
  class RouteStore implements FastifyRateLimitStore {
    constructor(private readonly prefix: string) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, resetsAt }) => callback(null, { current: count, ttl: Math.max(0, resetsAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown) {
      const route = (options as ChildOptions).routeInfo;
      return new RouteStore(route?.url ? `address:${[route.method].flat().join(',')} ${route.url}:` : 'address:');
    }
  }
  // the plugin makes the root store itself, with its options, which this store does not need
  return class CounterStore extends RouteStore {
    constructor() {
      super('address:');
    }
  };
}
