import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ShopError } from '../../domain/errors';
import { rateLimitStore } from '../rateLimitStore';

/** Per-address rate limits, for the routes that name one (config.rateLimit), counted where the shop's other limits count. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(app.shop.counters),
      errorResponseBuilder: () => new ShopError(429, 'too_many_requests'),
    });
  },
  { name: 'rate-limit', dependencies: ['shop-context'] },
);
