import fp from 'fastify-plugin';
import { registerStorefront } from '../../render/storefront';

/** Storefront pages rendered here (the files' fallback sends them), the sitemap and robots.txt. */
export default fp(
  async (app) => {
    registerStorefront(app, app.shop, { cacheMs: app.shop.settings.catalogueCacheMs });
  },
  { name: 'storefront', dependencies: ['shop-context'] },
);
