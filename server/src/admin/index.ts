import type { ShopRoutes } from '../app/shop';
import { installAccess, installErrors } from './access';
import auditRoutes from './audit';
import csvRoutes from './csv';
import customerRoutes from './customers';
import { deliveryMethodRoutes, pickupPointRoutes } from './delivery';
import operatorRoutes from './operators';
import orderRoutes from './orders';
import pageRoutes from './pages';
import productRoutes from './products';
import { categoryRoutes, faqRoutes, newsRoutes, partnerRoutes, promoRoutes } from './resources';
import sessionRoutes from './session';
import uploadRoutes from './uploads';
import specificationRoutes from '../modules/specifications/specifications.admin.routes';

// The back office's API under /api/admin: its own plugin, so its access hook and its error shape hold
// for its routes alone. Each route module names who may call each route (route config `access`).

const PREFIX = '/api/admin';
const CSV_LIMIT = 4 * 1024 * 1024;

const adminApi: ShopRoutes = async (app, shop) => {
  installAccess(app, shop);
  installErrors(app);
  // CSV imports (prices and stock): a spreadsheet of thousands of products is larger than a JSON body may be
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  for (const routes of [
    sessionRoutes,
    operatorRoutes,
    auditRoutes,
    orderRoutes,
    productRoutes,
    specificationRoutes,
    uploadRoutes,
    categoryRoutes,
    promoRoutes,
    newsRoutes,
    faqRoutes,
    partnerRoutes,
    pageRoutes,
    customerRoutes,
    deliveryMethodRoutes,
    pickupPointRoutes,
    csvRoutes,
  ]) {
    await app.register(routes, { ...shop, prefix: PREFIX });
  }
};

export default adminApi;
