import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, EncodedBody, sendEncoded } from './compression';

/**
 * A JSON answer made once and sent many times: serialised, hashed and compressed once, so sending it
 * again costs no JSON.stringify. Its ETag lets a browser revalidate with a 304 instead of a download.
 */
export class CachedAnswer {
  private readonly body: EncodedBody;
  private readonly etag: string;

  constructor(value: unknown) {
    // the bytes Fastify's own serialiser would have sent
    const plain = Buffer.from(JSON.stringify(value));
    this.body = new EncodedBody(plain, 'application/json; charset=utf-8');
    // weak: the br, gzip and plain forms carry the same tag
    this.etag = `W/"${createHash('sha1').update(plain).digest('base64url')}"`;
  }

  send(request: FastifyRequest, reply: FastifyReply) {
    // the texts are in the request's language, so a shared cache must not answer one language with another
    addVary(reply, 'Accept-Language');
    if (this.body.compressible) addVary(reply, 'Accept-Encoding');
    reply.header('etag', this.etag);
    if (request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    return sendEncoded(request, reply, this.body);
  }
}
