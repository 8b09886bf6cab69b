import type { ShopRoutes } from '../app/shop';
import { installAccess, installErrors } from './access';
import auditRoutes from './audit';
import operatorRoutes from './operators';
import orderRoutes from './orders';
import pageRoutes from './pages';
import productRoutes from './products';
import { categoryRoutes, faqRoutes, newsRoutes, partnerRoutes, promoRoutes } from './resources';
import sessionRoutes from './session';

// The back office's API under /api/admin: its own plugin, so its access hook and its error shape hold
// for its routes alone. Each route module names who may call each route (route config `access`).

const PREFIX = '/api/admin';

const adminApi: ShopRoutes = async (app, shop) => {
  installAccess(app, shop);
  installErrors(app);
  for (const routes of [
    sessionRoutes,
    operatorRoutes,
    auditRoutes,
    orderRoutes,
    productRoutes,
    categoryRoutes,
    promoRoutes,
    newsRoutes,
    faqRoutes,
    partnerRoutes,
    pageRoutes,
  ]) {
    await app.register(routes, { ...shop, prefix: PREFIX });
  }
};

export default adminApi;
