import { buildApp } from './app';

// `npm start`: the shop on PORT, with everything it needs (database, catalogue, images) made on demand.
async function main() {
  const env = process.env;
  const app = await buildApp({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: env.DIST_DIR,
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    catalogueCacheMs: env.CATALOGUE_CACHE_MS ? Number(env.CATALOGUE_CACHE_MS) : undefined,
    maxUnpaidOrders: env.MAX_UNPAID_ORDERS ? Number(env.MAX_UNPAID_ORDERS) : undefined,
    logger: true,
  });
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  app.log.info(`listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
