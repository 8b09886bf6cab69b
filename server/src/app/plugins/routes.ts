import fp from 'fastify-plugin';
import authRoutes from '../../modules/accounts/auth.routes';
import userRoutes from '../../modules/accounts/users.routes';
import addressRoutes from '../../modules/addresses/addresses.routes';
import cartRoutes from '../../modules/cart/cart.routes';
import categoryRoutes from '../../modules/categories/categories.routes';
import checkoutRoutes from '../../modules/checkout/checkout.routes';
import contentRoutes from '../../modules/content/content.routes';
import deliveryRoutes from '../../modules/delivery/delivery.routes';
import orderRoutes from '../../modules/orders/orders.routes';
import productRoutes from '../../modules/products/products.routes';
import sandboxRoutes from '../../modules/sandbox/sandbox.routes';
import settingsRoutes from '../../modules/settings/settings.routes';
import telescopeRoutes from '../../modules/telescopes/telescopes.routes';
import paymentRoutes from '../../modules/settlement/settlement.routes';
import fileRoutes from '../../modules/uploads/files.routes';
import adminApi from '../adminApi';
import adminAppRoutes from '../adminApp';

/**
 * The API: one plugin of routes per resource (modules/<resource>/<name>.routes.ts), each given the shop's
 * context (context.ts); the back office's under /api/admin (adminApi.ts). A new resource is one line here.
 */
export default fp(
  async (app) => {
    for (const routes of [
      authRoutes,
      userRoutes,
      addressRoutes,
      categoryRoutes,
      productRoutes,
      telescopeRoutes,
      contentRoutes,
      cartRoutes,
      deliveryRoutes,
      settingsRoutes,
      checkoutRoutes,
      orderRoutes,
      paymentRoutes,
      sandboxRoutes,
      adminAppRoutes,
      fileRoutes,
      adminApi,
    ]) {
      await app.register(routes, app.shop);
    }
  },
  { name: 'routes', dependencies: ['shop-context', 'docs'] },
);
