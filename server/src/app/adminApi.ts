import type { ShopRoutes } from './shop';
import { installAccess, installErrors } from '../auth/adminAccess';
import auditRoutes from '../modules/audit/audit.admin.routes';
import csvRoutes from '../modules/csv/csv.admin.routes';
import customerRoutes from '../modules/customers/customers.admin.routes';
import { deliveryMethodRoutes, pickupPointRoutes } from '../modules/delivery/delivery.admin.routes';
import operatorRoutes from '../modules/operators/operators.admin.routes';
import orderRoutes from '../modules/orders/orders.admin.routes';
import pageRoutes from '../modules/content/content.admin.routes';
import productRoutes from '../modules/products/products.admin.routes';
import {
  categoryRoutes,
  faqRoutes,
  newsRoutes,
  partnerRoutes,
  promoRoutes,
} from '../modules/records/resources.admin.routes';
import sessionRoutes from '../modules/operators/session.admin.routes';
import uploadRoutes from '../modules/uploads/uploads.admin.routes';
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
