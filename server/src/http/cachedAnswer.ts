import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, EncodedBody, sendEncoded } from './compression';

/**
 * A JSON answer made once and sent many times: serialised, hashed and compressed once, so sending it
 * again costs no JSON.stringify. Its ETag lets a browser revalidate with a 304 instead of a download.
 */
export class CachedAnswer {
  private encoded?: { body: EncodedBody; etag: string };

  constructor(
    private readonly value: unknown,
    /** the same for everyone who asks: public (./cacheControl.ts) */
    private readonly cacheControl: string,
  ) {}

  /** made on the first send, by the route's own serialiser: its response schema decides what is sent */
  private encode(reply: FastifyReply) {
    // a JSON serialiser answers a string
    const plain = Buffer.from(String(reply.serialize(this.value)));
    // weak: the br, gzip and plain forms carry the same tag
    return {
      body: new EncodedBody(plain, 'application/json; charset=utf-8'),
      etag: `W/"${createHash('sha1').update(plain).digest('base64url')}"`,
    };
  }

  send(request: FastifyRequest, reply: FastifyReply) {
    const { body, etag } = (this.encoded ??= this.encode(reply));
    // the texts are in the request's language, so a shared cache must not answer one language with another
    addVary(reply, 'Accept-Language');
    if (body.compressible) addVary(reply, 'Accept-Encoding');
    reply.header('cache-control', this.cacheControl).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return sendEncoded(request, reply, body);
  }
}
