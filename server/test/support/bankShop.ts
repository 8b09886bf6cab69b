import { buildTestApp, productId, registerUser } from '../helpers';
import { startOutsideBanks } from './banks';
import { operatorWithToken } from './operators';

/**
 * A shop paid through the sandbox banks on a port of their own, as the real banks are reached, for a test
 * file of many orders (its unpaid limits wide, no reconciliation timer): with a shopper, a manager and the
 * mount's id. `close` stops both.
 */
export async function shopAtOutsideBanks() {
  const outside = await startOutsideBanks();
  const { app, db } = await buildTestApp({
    env: { ...outside.env, PAYMENT_RECONCILE_SECONDS: '0', MAX_UNPAID_ORDERS: '100', MAX_UNPAID_UNITS: '100' },
  });
  outside.callbacksTo(app);
  return {
    outside,
    app,
    db,
    shopper: await registerUser(app),
    manager: await operatorWithToken(app, db, 'manager'),
    mount: await productId(app, 'delta-mount'),
    close: async () => {
      await app.close();
      await outside.close();
    },
  };
}
