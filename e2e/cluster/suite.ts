import { startCluster, type Cluster, type ClusterOptions } from '../../test/harness/cluster';
import { freshDatabase, ownPostgres, type OwnPostgres } from '../../test/harness/postgres';

/** `describe` for the cluster suite: skipped, with the reason printed once by globalSetup, without nginx */
export const describeCluster = process.env.CLUSTER_SKIP === '1' ? describe.skip : describe;

/**
 * A cluster of `size` instances for the tests of the calling `describe`, on a fresh database of the
 * PostgreSQL at DATABASE_URL, or on a server of its own (`ownServer`, or without DATABASE_URL). The
 * browser helpers (e2e/support/browser.ts) open the shop at its nginx.
 */
export function clusterFor(size: number, options: { ownServer?: boolean; env?: ClusterOptions['env'] } = {}) {
  const state: { cluster?: Cluster; postgres?: OwnPostgres; databaseUrl?: string; drop?: () => Promise<void> } = {};
  beforeAll(async () => {
    let serverUrl = process.env.DATABASE_URL;
    if (options.ownServer || !serverUrl) {
      state.postgres = await ownPostgres();
      serverUrl = state.postgres.url;
    }
    const database = await freshDatabase(serverUrl);
    state.drop = database.drop;
    state.databaseUrl = database.url;
    state.cluster = await startCluster({ size, databaseUrl: database.url, env: options.env });
    process.env.E2E_BASE_URL = state.cluster.url;
  }, 240_000);
  afterAll(async () => {
    await state.cluster?.stop();
    await state.drop?.();
    await state.postgres?.remove();
  }, 60_000);
  return {
    get cluster(): Cluster {
      if (!state.cluster) throw new Error('the cluster starts in beforeAll: use it in hooks and tests');
      return state.cluster;
    },
    /** the database the instances share */
    get databaseUrl(): string {
      if (!state.databaseUrl) throw new Error('the database is made in beforeAll');
      return state.databaseUrl;
    },
    /** the suite's own PostgreSQL server (ownServer) */
    get postgres(): OwnPostgres {
      if (!state.postgres) throw new Error('no PostgreSQL server of the suite own: clusterFor(n, { ownServer: true })');
      return state.postgres;
    },
  };
}
