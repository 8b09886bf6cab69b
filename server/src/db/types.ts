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

export interface Database extends Queryable {
  /** runs fn in one transaction: committed when fn resolves, rolled back when it throws */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
