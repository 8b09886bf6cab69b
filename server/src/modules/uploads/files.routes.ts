import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../../http/compression';
import type { Shop } from '../../app/shop';
import { sendError } from '../../http/errors';
import { ShopError } from '../../domain/errors';
import { storedUpload } from './storedUploads.service';
import { acceptsWebp, WebpVersions } from '../../http/webpVersions';

// Files: uploaded images (the seed's on disk, the back office's in the database), translation files and the built storefront, sent by @fastify/static (ETag,
// Last-Modified, 304, ranges, and the build's .br/.gz siblings to clients that take them). Every path
// is matched by a route whose params admit a plain file name only, so nothing outside those folders
// can be named. Source maps stay on disk for the shop's own debugging; the public gets a 404. The build's
// server/ folder (the render entry and the page templates, render/pageRenderer.ts) is the server's own.

const UPLOAD_FOLDERS = ['categories', 'products', 'news', 'partners', 'warehouse'] as const;
const FILE_NAME = '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$';
const FILE_NAME_PATTERN = new RegExp(FILE_NAME);
/** a bundler's content hash in the name, e.g. main.3f2a1c9e.js: such a file never changes */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
// /admin is the back office's (app/adminApp.ts): never a storefront page, rendered or not
const RESERVED_PREFIXES = ['/api', '/storage', '/locales', '/sandbox', '/admin'];
const SOURCE_MAP = /\.map$/i;
const SERVER_FOLDER = 'server/';

const hide = { hide: true };
// the build wrote .br/.gz siblings of the storefront's text files; pictures are compressed already
const asBuilt = { compress: false } as const;
// a file route answers 404 for any name it will not serve, whatever the reason
const notFound = (_error: unknown, request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, new ShopError(404, 'not_found'));

function isReserved(url: string): boolean {
  return RESERVED_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/** a file under root, with our Cache-Control (send's own knows max-age only) */
function sendFile(reply: FastifyReply, root: string, relative: string, cacheControl: string) {
  return reply.header('cache-control', cacheControl).sendFile(relative, root);
}

/**
 * An upload the database holds, with the headers @fastify/static gives a file on disk: a weak ETag of
 * size and time, Last-Modified, and 304 to a client that has it.
 */
async function sendStored(
  db: Shop['db'],
  request: FastifyRequest,
  reply: FastifyReply,
  relative: string,
  options: { cacheControl: string; webp: boolean },
) {
  const file = await storedUpload(db, relative, options.webp && acceptsWebp(request.headers.accept));
  if (!file) throw new ShopError(404, 'not_found');
  const etag = `W/"${file.bytes.length.toString(16)}-${file.createdAt.getTime().toString(16)}"`;
  reply
    .header('cache-control', options.cacheControl)
    .header('etag', etag)
    .header('last-modified', file.createdAt.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(file.contentType).send(file.bytes);
}

const fileRoutes: FastifyPluginAsync<Shop> = async (app, { settings, db }) => {
  // the reply.sendFile decorator only: each route below names its folder
  await app.register(fastifyStatic, { root: settings.distDir, serve: false, preCompressed: true, cacheControl: false });

  const uploadParams = {
    type: 'object',
    required: ['folder', 'file'],
    properties: { folder: { type: 'string', enum: UPLOAD_FOLDERS }, file: { type: 'string', pattern: FILE_NAME } },
  } as const;
  // names of uploads are not content-hashed, so a month rather than forever
  const UPLOAD_CACHE = 'public, max-age=2592000';
  const webp = new WebpVersions(settings.uploadsDir, settings.webpDir);
  const onDisk = async (relative: string) =>
    (await stat(path.join(settings.uploadsDir, relative)).catch(() => null))?.isFile() ?? false;
  const sendUpload = async (request: FastifyRequest, reply: FastifyReply, relative: string) => {
    if (webp.converts(relative)) addVary(reply, 'Accept');
    // the seed's files are on disk; the back office's uploads are in the database (modules/uploads/storedUploads.service.ts)
    if (!(await onDisk(relative)))
      return sendStored(db, request, reply, relative, {
        cacheControl: UPLOAD_CACHE,
        webp: webp.converts(relative),
      });
    if (webp.converts(relative)) {
      const version = acceptsWebp(request.headers.accept) ? await webp.of(relative) : null;
      if (version) return sendFile(reply, settings.webpDir, version, UPLOAD_CACHE);
    }
    return sendFile(reply, settings.uploadsDir, relative, UPLOAD_CACHE);
  };

  app.get<{ Params: { folder: string; file: string } }>(
    '/storage/uploads/:folder/:file',
    { schema: { ...hide, params: uploadParams }, errorHandler: notFound, ...asBuilt },
    (request, reply) => sendUpload(request, reply, path.join(request.params.folder, request.params.file)),
  );
  app.get<{ Params: { folder: string; file: string } }>(
    '/storage/uploads/:folder/thumbs/:file',
    { schema: { ...hide, params: uploadParams }, errorHandler: notFound, ...asBuilt },
    (request, reply) => sendUpload(request, reply, path.join(request.params.folder, 'thumbs', request.params.file)),
  );

  app.get<{ Params: { lng: string; file: string } }>(
    '/locales/:lng/:file',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['lng', 'file'],
          properties: {
            lng: { type: 'string', pattern: '^[a-z]{2}(-[A-Za-z]{2})?$' },
            file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}\\.json$' },
          },
        },
      },
      errorHandler: notFound,
    },
    (request, reply) =>
      sendFile(reply, settings.localesDir, path.join(request.params.lng, request.params.file), 'no-cache'),
  );

  const isDistFile = (relative: string) =>
    !relative.startsWith(SERVER_FOLDER) &&
    relative.split('/').every((segment) => FILE_NAME_PATTERN.test(segment)) &&
    (statSync(path.join(settings.distDir, relative), { throwIfNoEntry: false })?.isFile() ?? false);

  // the storefront: its files, and every other page path rendered (render/storefront.ts)
  app.get<{ Params: { '*': string } }>(
    '/*',
    {
      schema: { ...hide, params: { type: 'object', properties: { '*': { type: 'string', maxLength: 1000 } } } },
      ...asBuilt,
    },
    (request, reply) => {
      if (isReserved(request.url)) return reply.callNotFound();
      const relative = request.params['*'];
      if (SOURCE_MAP.test(relative)) return reply.callNotFound();
      if (!isDistFile(relative)) return app.sendPage(request, reply);
      return sendFile(
        reply,
        settings.distDir,
        relative,
        HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  );
};

export default fileRoutes;
