import type { FastifyPluginAsync } from 'fastify';
import { allCategories } from '../db/queries/catalogue';
import type { Shop } from '../http/context';
import { presentCategories } from '../shop/present';

const HOME_CATEGORIES = 8;

const categoryRoutes: FastifyPluginAsync<Shop> = async (app, { db }) => {
  app.get('/api/categories', { schema: { summary: 'Top-level categories, each with all its descendants flattened' } }, async (request) => {
    const rows = await allCategories(db);
    return presentCategories(request.lang, rows, rows.filter((row) => row.parent_id === null));
  });

  app.get('/api/categories/home', { schema: { summary: `The categories of the home grid (at most ${HOME_CATEGORIES})` } }, async (request) => {
    const rows = await allCategories(db);
    return { data: presentCategories(request.lang, rows, rows.filter((row) => row.home).slice(0, HOME_CATEGORIES)) };
  });
};

export default categoryRoutes;
