import pg from 'pg';
import type { SessionLocks } from './types';

// Session-level advisory locks for the PostgreSQL engine (./postgres.ts), each held on a connection of
// its own, outside the pool (a pooled connection goes back to the pool, and a lock taken on it would
// stay with whatever borrows it next). PostgreSQL releases a session's locks when its connection ends:
// when the process holding one dies, or loses the database, another takes it. Keys are scoped to the
// schema (the second key is its hash), so that apps in schemas of their own (the tests) never contend.

/** a connection attempt that hangs (an unreachable host) counts as failed after this long */
const CONNECT_TIMEOUT_MS = 5_000;

/** one lock and the connection that holds it, or asks for it */
class SessionLock {
  private client: pg.Client | null = null;
  private held = false;
  /** one attempt at a time: two jobs asking at once get the same answer */
  private asking: Promise<boolean> | null = null;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly key: number,
  ) {}

  hold(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.held) return Promise.resolve(true);
    this.asking ??= this.ask().finally(() => (this.asking = null));
    return this.asking;
  }

  private async ask(): Promise<boolean> {
    const client = (this.client ??= await this.connect());
    const { rows } = await client.query<{ held: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS held',
      [this.key],
    );
    this.held = rows[0].held && this.client === client;
    return this.held;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    // a lost connection lost the lock with it: the next hold() connects again and asks again
    const lose = () => {
      if (this.client !== client) return;
      this.client = null;
      this.held = false;
    };
    client.on('error', lose);
    client.on('end', lose);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  async close() {
    this.closed = true;
    await this.asking?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.held = false;
    // ending the session releases its locks
    await client?.end().catch(() => undefined);
  }
}

/** locks for the PostgreSQL at `config` in `schema`; close() releases every lock held */
export function postgresLocks(config: pg.ClientConfig, schema: string | undefined) {
  const locks = new Map<number, SessionLock>();
  const application_name = schema ? `astroshop jobs ${schema}` : 'astroshop jobs';
  const sessionLocks: SessionLocks = {
    hold(key) {
      let lock = locks.get(key);
      if (!lock) locks.set(key, (lock = new SessionLock({ ...config, application_name }, key)));
      return lock.hold();
    },
  };
  return {
    locks: sessionLocks,
    close: () => Promise.all([...locks.values()].map((lock) => lock.close())),
  };
}
