import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, EncodedBody, isCompressible, sendEncoded } from './compression';
import { ShopError } from './errors';

// A small file sender (rather than @fastify/static, whose ESM-only dependency jest cannot load on Node 20).
// Callers pass names already limited to plain file names; the containment check is a second fence.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

// Text files are read and compressed once per version (path, size and mtime): after a rebuild the
// new version replaces the old one. Bigger files, and requests for a byte range, get the plain file.
const MAX_KEPT_BYTES = 8 * 1024 * 1024;
const MAX_KEPT_FILES = 500;
const kept = new Map<string, { version: string; body: Promise<EncodedBody> }>();

function keptBody(full: string, info: Stats, type: string): Promise<EncodedBody> {
  const version = `${info.size}-${info.mtimeMs}`;
  const entry = kept.get(full);
  if (entry?.version === version) return entry.body;
  const body = readFile(full).then((bytes) => new EncodedBody(bytes, type, 'best'));
  body.catch(() => kept.get(full)?.body === body && kept.delete(full));
  kept.delete(full);
  kept.set(full, { version, body });
  if (kept.size > MAX_KEPT_FILES) kept.delete(kept.keys().next().value!);
  return body;
}

/** answers the file root/relative with the given Cache-Control, or 404 when there is no such file */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, root: string, relative: string, cacheControl: string) {
  const base = path.resolve(root);
  const full = path.resolve(base, relative);
  if (!full.startsWith(base + path.sep)) throw new ShopError(404, 'not_found');
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw new ShopError(404, 'not_found');
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
  reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', info.mtime.toUTCString()).type(type);
  const compressible = isCompressible(type, info.size) && info.size <= MAX_KEPT_BYTES;
  // also on a 304 or a plain answer to a range request: others get this URL compressed
  if (compressible) addVary(reply, 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (compressible && request.headers.range === undefined) return sendEncoded(request, reply, await keptBody(full, info, type));
  return reply.header('content-length', info.size).send(createReadStream(full));
}
