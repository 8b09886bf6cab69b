import type { ShopRoutes } from '../../context';
import { publicCacheControl } from '../../http/cacheControl';
import { shopSettingsSchema } from './settings.schemas';

// Beyond the spec's contract: the payment methods this server takes and whether it runs in test mode
// (the sandbox plays a bank). Fixed at start by the configuration, the same for every visitor.

const settingsRoutes: ShopRoutes = async (app, { payments, settings }) => {
  const answer = {
    paymethods: payments.methods,
    test_mode: payments.sandbox !== null,
    bog_sdk_url: settings.bogSdkUrl ?? null,
  };
  app.get('/api/settings', { schema: shopSettingsSchema }, async (_request, reply) => {
    reply.header('cache-control', publicCacheControl(settings.sharedCache));
    return answer;
  });
};

export default settingsRoutes;
