// The interface every query is written against, which both engines implement (./pglite.ts, ./postgres.ts)
// and ./client.ts opens.

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** runs a script of several statements without parameters (migrations) */
  exec(sql: string): Promise<void>;
}

/**
 * Notices between the processes sharing one database (PostgreSQL's LISTEN/NOTIFY), each reaching only
 * those working in the same schema (tests give every app its own).
 */
export interface Notices {
  /** sends a notice on channel when tx commits (never if it rolls back) */
  send(tx: Queryable, channel: string): Promise<void>;
  /**
   * calls onNotice at every notice on channel, from this process or another, until close(). A lost
   * connection is reported to onLost and made again (with backoff), and onNotice is then called once,
   * since notices sent meanwhile were missed.
   */
  listen(channel: string, onNotice: () => void, onLost: (error: Error) => void): Promise<void>;
}

/**
 * Advisory locks held by a session of their own (PostgreSQL's), so that among the processes sharing
 * a database one at a time does a thing (the background jobs), and another takes over when it dies.
 */
export interface SessionLocks {
  /**
   * whether this process holds lock `key` (of its schema): takes it when free and keeps it until
   * close(), or until its connection is lost; false while another process holds it
   */
  hold(key: number): Promise<boolean>;
}

export interface Database extends Queryable {
  /** runs fn in one transaction: committed when fn resolves, rolled back when it throws */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** null where no other process can share the database (PGlite: its files are locked to one process) */
  notices: Notices | null;
  /** null where one process alone opens the database (PGlite) */
  locks: SessionLocks | null;
  close(): Promise<void>;
}
