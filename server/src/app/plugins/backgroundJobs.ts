import fp from 'fastify-plugin';
import { deleteClosedWindows } from '../../modules/limits/attemptCounts.repository';
import { confirmRequestedRefunds, refundsAtBank } from '../../modules/orders/refunds.service';
import { expireAfterAskingBanks, reconcilePayments } from '../../modules/settlement/settlement.service';
import { BackgroundJobs } from '../backgroundJobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** the periodic jobs' runner: a plugin adds its own job to it */
    jobs: BackgroundJobs;
    /** one round of the payment reconciliation (tests run it as its timer does): orders settled, null when another server ran it */
    reconcilePayments(): Promise<number | null>;
    /** one round of the periodic jobs, if this server runs them (tests): the names of the jobs it ran */
    runJobs(): Promise<string[]>;
  }
}

const MINUTE = 60 * 1000;

/** The periodic jobs, on one server at a time of those sharing the database (app/backgroundJobs.ts). */
export default fp(
  async (app) => {
    const { shop } = app;
    const { settings } = shop;
    // pending orders whose callback never came are settled by asking their bank (one server at a time)
    app.decorate('reconcilePayments', () =>
      reconcilePayments(shop, settings.reconcile.afterMs, (error, order) =>
        app.log.warn({ err: error, order }, 'reconciliation could not settle an order'),
      ),
    );
    const jobs = new BackgroundJobs(shop.db, app.log);
    // pending orders that were never paid give their stock back, their banks asked first
    jobs.every(MINUTE, 'releasing expired reservations', () =>
      expireAfterAskingBanks(shop, (error, order) =>
        app.log.warn({ err: error, order }, 'expiry could not ask the bank about an order'),
      ),
    );
    jobs.every(settings.reconcile.everyMs, 'payment reconciliation', () => app.reconcilePayments());
    // refunds a bank only said it received are settled once its record shows them given back
    const banks = refundsAtBank(shop.payments);
    jobs.every(settings.reconcile.everyMs, 'refunds the banks confirm', () =>
      confirmRequestedRefunds(shop, banks, (error, order) =>
        app.log.warn({ err: error, order }, 'could not ask the bank about a requested refund'),
      ),
    );
    // closed windows of the limits' counts (PostgreSQL: the table the servers share)
    if (shop.db.notices) {
      jobs.every(MINUTE, 'deleting closed windows of the limits', () => deleteClosedWindows(shop.db));
    }
    app.decorate('jobs', jobs);
    app.decorate('runJobs', () => jobs.round());
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'background-jobs', dependencies: ['shop-context'] },
);
