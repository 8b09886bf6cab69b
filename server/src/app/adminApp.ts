import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ShopContext } from '../context';
import { adminPageHelmet } from './plugins/securityHeaders';
import { sendError } from '../http/errors';
import { ShopError } from '../domain/errors';
import { PERSONAL } from '../http/cacheControl';

// The back office (admin/, its own webpack build in dist/admin): one page that the browser renders for
// every address under /admin (react-admin routes in the browser), never rendered here, kept by no cache
// and by no search engine, with a Content-Security-Policy of its own (securityHeaders.ts). Its built files
// beside the page are sent as the storefront's are.

const ADMIN_FOLDER = 'admin';
const PAGE = 'index.html';
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** a bundler's content hash in the name: such a file never changes */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const SOURCE_MAP = /\.map$/i;
/** an address that names a file (has an extension): a missing one is a 404, not the page */
const FILE_LIKE = /\.[a-z0-9]+$/i;

const adminAppRoutes: FastifyPluginAsync<ShopContext> = async (app, { settings }) => {
  const root = path.join(settings.distDir, ADMIN_FOLDER);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  const noindex = (reply: FastifyReply) => reply.header('x-robots-tag', 'noindex');
  const sendPage = (reply: FastifyReply) =>
    existsSync(path.join(root, PAGE))
      ? noindex(reply).header('cache-control', PERSONAL).sendFile(PAGE, root)
      : noindex(reply).code(503).type('text/plain; charset=utf-8').send('back office not built: run npm run build');
  const isFile = (relative: string) =>
    relative.split('/').every((segment) => FILE_NAME.test(segment)) &&
    (statSync(path.join(root, relative), { throwIfNoEntry: false })?.isFile() ?? false);

  const options = {
    schema: { hide: true },
    helmet: adminPageHelmet(app.config),
    // the build wrote .br/.gz siblings of its text files
    compress: false,
  } as const;
  app.get('/admin', options, (_request, reply) => sendPage(reply));
  app.get<{ Params: { '*': string } }>('/admin/*', options, (request, reply) => {
    const relative = request.params['*'];
    if (relative === PAGE || relative === '' || !FILE_LIKE.test(relative)) return sendPage(reply);
    if (SOURCE_MAP.test(relative) || !isFile(relative))
      return sendError(request, noindex(reply), new ShopError(404, 'not_found'));
    return noindex(reply)
      .header('cache-control', HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache')
      .sendFile(relative, root);
  });
};

export default adminAppRoutes;
