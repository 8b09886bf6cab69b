import type { ShopRoutes } from '../../context';
import { sandboxBase } from '../../http/publicUrl';
import { bogSdkScript } from '../../payments/bogSdk';
import { injectFetch } from '../../payments/injectFetch';
import { sandboxBanks } from '../../payments/sandbox/plugin';
import { bogSdkSchema } from './sandbox.schemas';

// The banks this server plays while a bank has no credentials (see payments/registry.ts), and the
// stand-in of BOG's calculator script. The sandbox is no part of the shop's API: its routes stay out
// of the OpenAPI document.
const sandboxRoutes: ShopRoutes = async (app, { payments, settings }) => {
  // the stand-in calculator speaks to the sandbox's BOG alone: with BOG's credentials set (or no sandbox)
  // it would create real orders it cannot finish, so it is not served (BOG_SDK_URL names BOG's own script)
  if (payments.byName('bog')?.sandboxed) {
    const bogSdk = bogSdkScript(settings.loanTerms);
    app.get(
      '/sandbox/bog-sdk.js',
      {
        schema: bogSdkSchema,
      },
      async (_request, reply) =>
        reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(bogSdk),
    );
  }

  const banks = payments.sandbox;
  if (!banks) return;
  // the sandbox's callbacks reach this same server in-process (no round trip to its own public URL)
  banks.deliver = injectFetch(() => app);
  await app.register(sandboxBanks, {
    banks,
    pageBase: (request) => sandboxBase(request, { publicUrl: settings.publicUrl }),
  });
};

export default sandboxRoutes;
