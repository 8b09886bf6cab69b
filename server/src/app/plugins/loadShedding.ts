import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { ShopError } from '../../domain/errors';
import { failures, okAnswer } from '../../http/schemas';

/** seconds a shedding server asks clients to wait (Retry-After) */
const RETRY_AFTER_S = 5;

/**
 * /api/health, and load shedding: when the event loop lags, new requests get a 503 with Retry-After at once
 * instead of waiting in a queue that only grows.
 */
export default fp<{ maxEventLoopDelayMs: number }>(
  async (app, { maxEventLoopDelayMs }) => {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      retryAfter: RETRY_AFTER_S,
      healthCheck: async () => {
        await app.db.query('SELECT 1');
        return { status: 'OK' };
      },
      exposeStatusRoute: {
        url: '/api/health',
        routeOpts: {},
        routeSchemaOpts: { summary: 'Liveness: the database answers', response: { 200: okAnswer, ...failures } },
      },
      // a rejected promise goes to the error handler (the shop's error shape); Retry-After stays set
      pressureHandler: async (_request, reply) => {
        reply.header('retry-after', RETRY_AFTER_S);
        throw new ShopError(503, 'server_busy');
      },
    });
  },
  { name: 'load-shedding', dependencies: ['database', 'docs'] },
);
