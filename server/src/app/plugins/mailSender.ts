import fp from 'fastify-plugin';
import { sendDueMails } from '../../modules/orders/orderMails.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** one round of the order mails' sender (tests run it as its timer does): mails sent */
    sendMails(): Promise<number>;
  }
}

/**
 * The order mails queued with the orders' changes, sent by whichever server claims them first: a job of
 * every server (not only the jobs' lock holder), ticking in the jobs' runner.
 */
export default fp(
  async (app) => {
    const { db, mailer, settings } = app.shop;
    app.decorate('sendMails', () =>
      sendDueMails(
        db,
        (mail) => mailer.send(mail),
        {
          // development without PUBLIC_URL (production requires it): this server on localhost
          publicUrl: settings.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${settings.port}`,
          trackingUrl: settings.trackingUrl,
          retryMs: settings.mailOutbox.retryMs,
          maxAttempts: settings.mailOutbox.maxAttempts,
        },
        (error, failure) =>
          failure.final
            ? app.log.error({ err: error, ...failure }, 'an order mail could not be sent: given up')
            : app.log.warn({ err: error, ...failure }, 'an order mail could not be sent: trying again later'),
      ),
    );
    app.jobs.onEachServer(settings.mailOutbox.everyMs, 'sending order mails', () => app.sendMails());
  },
  { name: 'mail-sender', dependencies: ['shop-context', 'background-jobs'] },
);
