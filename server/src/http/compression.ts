import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Answers held in memory (the catalogue cache's, see cachedAnswer.ts) are compressed once per
// encoding, on first demand, and the bytes reused after that; @fastify/compress leaves an answer that
// already has a Content-Encoding alone. Answers made per request go through @fastify/compress
// (app/index.ts), files through the build's own .br/.gz (modules/uploads/files.routes.ts).

type Encoding = 'br' | 'gzip' | 'identity';

/** below this a compressed body saves fewer bytes than the work and the extra headers cost */
const MIN_BYTES = 1024;
// images (but SVG), fonts (woff2 is brotli already), PDFs and archives are compressed already
const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/(json|javascript|xml|manifest\+json)\b)/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// a cache entry lives seconds: a quick brotli, not the smallest
function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function isCompressible(type: string | undefined, bytes: number): boolean {
  return bytes >= MIN_BYTES && type !== undefined && COMPRESSIBLE.test(type);
}

/** the client's best taken encoding: br before gzip at equal weight, identity when it takes neither */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gz] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

export function addVary(reply: FastifyReply, field: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current.split(',').map((name) => name.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}

/** a body held in memory with its compressed forms, each made once, when first asked for */
export class EncodedBody {
  private readonly compressed = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>();
  private compressedBytes = 0;
  private onCompressed?: (bytes: number) => void;

  constructor(
    readonly plain: Buffer,
    readonly type: string,
  ) {}

  /** the bytes it holds: the plain body and the compressed forms made so far */
  get bytes(): number {
    return this.plain.length + this.compressedBytes;
  }

  /** `listener` is told the size of each compressed form once it is made (a cache counting its bytes) */
  whenCompressed(listener: (bytes: number) => void) {
    this.onCompressed = listener;
  }

  /** whether the bytes sent depend on Accept-Encoding (then every answer of it, a 304 too, says so in Vary) */
  get compressible(): boolean {
    return isCompressible(this.type, this.plain.length);
  }

  /** sets the encoding headers for this request and answers the bytes to send */
  async encodeFor(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
    reply.type(this.type);
    if (!this.compressible) return this.plain;
    addVary(reply, 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return this.plain;
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compress(this.plain, encoding).then((made) => {
        this.compressedBytes += made.length;
        this.onCompressed?.(made.length);
        return made;
      });
      this.compressed.set(encoding, bytes);
    }
    reply.header('content-encoding', encoding);
    return bytes;
  }
}

/** answers a body held in memory, in the encoding the client takes best */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const bytes = await body.encodeFor(request, reply);
  return reply.header('content-length', bytes.length).send(bytes);
}
