import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { ShopError } from '../../domain/errors';
import { sendError } from '../../http/errors';

/** Answers compressed, and a 404 in the shop's shape for what no route answers. */
export default fp(
  async (app) => {
    // answers made per request; files carry their build-time .br/.gz and cached answers their own encoding
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    app.setNotFoundHandler((request, reply) => sendError(request, reply, new ShopError(404, 'not_found')));
  },
  { name: 'compression', dependencies: ['http'] },
);
