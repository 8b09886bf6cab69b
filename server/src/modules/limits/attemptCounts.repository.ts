import type { Queryable } from '../../db/client';

// The counts of the limits in PostgreSQL (migration 024), for servers sharing the database. Every call
// is one statement: the row's lock makes attempts arriving together on any servers count one by one.
// Windows are timed by the database's clock, which every server shares.

export interface AttemptCount {
  count: number;
  /** ms since the epoch */
  resetsAt: number;
}

const RETURNED = 'count, (extract(epoch FROM resets_at) * 1000)::float8 AS "resetsAt"';

/** counts one attempt of key: in its open window, or in a new one of windowMs when none is open */
export async function hitAttempt(db: Queryable, key: string, windowMs: number): Promise<AttemptCount> {
  const { rows } = await db.query<AttemptCount>(
    `INSERT INTO attempt_counts AS a (key, count, resets_at)
     VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN a.resets_at > clock_timestamp() THEN a.count + 1 ELSE 1 END,
       resets_at = CASE WHEN a.resets_at > clock_timestamp() THEN a.resets_at ELSE excluded.resets_at END
     RETURNING ${RETURNED}`,
    [key, windowMs],
  );
  return rows[0];
}

/** takes back one attempt of key's open window */
export async function undoAttempt(db: Queryable, key: string): Promise<void> {
  await db.query(
    'UPDATE attempt_counts SET count = count - 1 WHERE key = $1 AND resets_at > clock_timestamp() AND count > 0',
    [key],
  );
}

/** forgets key's attempts */
export async function resetAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM attempt_counts WHERE key = $1', [key]);
}

/** deletes the closed windows (a key's next attempt would restart them anyway); how many */
export async function deleteClosedWindows(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM attempt_counts WHERE resets_at <= clock_timestamp()');
  return rowCount;
}
