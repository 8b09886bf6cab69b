import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError } from './config';

// `npm start`: the shop on PORT, with everything it needs (database, catalogue, images) made on demand.
async function main() {
  // files the shop writes (the embedded database, mails, uploads' WebP forms) are its user's alone
  process.umask(0o077);
  const app = await buildApp({ logger: true });
  const { config } = app;
  // SIGTERM/SIGINT: stop accepting, let requests in flight finish, then exit; exit anyway when that hangs
  closeWithGrace(
    { delay: config.shutdownGraceMs, logger: { error: (message) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an uncaught error');
      else app.log.info(`${signal}: draining requests in flight`);
      await app.close();
    },
  );
  await app.listen({ port: config.port, host: config.host });
  const local = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  // the address shoppers use: PUBLIC_URL when it is set, whatever this process listens on
  app.log.info(config.publicUrl ? `AstroShop at ${config.publicUrl} (listening on ${local})` : `AstroShop at ${local}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
