import pg from 'pg';
import type { Notices, Queryable } from './types';

// LISTEN/NOTIFY for the PostgreSQL engine (./postgres.ts). A listener holds a session connection of its
// own, outside the pool: LISTEN lasts as long as the session that ran it, and a pooled connection (or
// one behind a proxy pooling by transaction, such as PgBouncer in transaction mode) is not the same
// session from one query to the next. A notice's payload is the schema it was sent in, so that apps
// working in schemas of their own on one database (the tests) hear only their own.

/** the first wait before connecting again after a lost connection, doubled at every failed attempt up to the last */
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 10_000;
/** a connection attempt that hangs (an unreachable host) counts as failed after this long */
const CONNECT_TIMEOUT_MS = 5_000;

/** one channel's listener: connects, LISTENs, and does both again whenever the connection is lost */
class Listener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly payload: string,
    private readonly onNotice: () => void,
    private readonly onLost: (error: Error) => void,
  ) {}

  /** listening once this resolves; rejects when the first connection fails */
  start(): Promise<void> {
    this.connecting = this.connect();
    return this.connecting;
  }

  private async connect() {
    const client = new pg.Client({ ...this.config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    let listening = false;
    // errors while connecting reject connect() or the LISTEN; once listening, an error or an end is a lost connection
    const lose = (error: Error) => {
      if (!listening) return;
      listening = false;
      this.client = null;
      if (this.closed) return;
      this.onLost(error);
      this.reconnect(FIRST_RETRY_MS);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the connection ended')));
    client.on('notification', (notice) => {
      if (notice.channel === this.channel && notice.payload === this.payload) this.onNotice();
    });
    try {
      await client.connect();
      // the channel is one of the code's own names, never input
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) return void (await client.end());
    listening = true;
    this.client = client;
  }

  private reconnect(waitMs: number) {
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connecting = this.connect().then(
        // notices sent while the connection was down were never heard
        () => void (this.closed || this.onNotice()),
        (error: Error) => {
          if (this.closed) return;
          this.onLost(error);
          this.reconnect(Math.min(waitMs * 2, LAST_RETRY_MS));
        },
      );
    }, waitMs);
    // a server shutting down does not wait for the next attempt (close() clears it anyway)
    this.retry.unref();
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    await this.client?.end();
  }
}

/** notices for the PostgreSQL at `config` in `schema` (undefined: the default one); close() ends every listener */
export function postgresNotices(config: pg.ClientConfig, schema: string | undefined) {
  const payload = schema ?? '';
  const listeners: Listener[] = [];
  const notices: Notices = {
    async send(tx: Queryable, channel: string) {
      await tx.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen(channel, onNotice, onLost) {
      // pg_stat_activity names the listener's connection (and the schema it listens for)
      const application_name = schema ? `astroshop listener ${schema}` : 'astroshop listener';
      const listener = new Listener({ ...config, application_name }, channel, payload, onNotice, onLost);
      listeners.push(listener);
      return listener.start();
    },
  };
  return { notices, close: () => Promise.all(listeners.map((listener) => listener.close())) };
}
