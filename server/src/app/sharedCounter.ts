import { MemoryCounter, type AttemptCounter, type Attempts } from '../auth/counters';
import type { Database } from '../db/client';
import { hitAttempt, resetAttempts, undoAttempt } from '../modules/limits/attemptCounts.repository';

/**
 * The counter of servers sharing a PostgreSQL database: a row per key (modules/limits/attemptCounts.repository.ts),
 * counted by one atomic upsert, so N servers behind a load balancer allow together what one allows.
 * Closed windows are deleted by a periodic job (deleteClosedWindows).
 */
export class DatabaseCounter implements AttemptCounter {
  constructor(private readonly db: Database) {}

  hit(key: string, windowMs: number): Promise<Attempts> {
    return hitAttempt(this.db, key, windowMs);
  }

  undo(key: string): Promise<void> {
    return undoAttempt(this.db, key);
  }

  reset(key: string): Promise<void> {
    return resetAttempts(this.db, key);
  }
}

/**
 * Where the limits count on this database: in PostgreSQL, which other servers may share; in memory
 * with the embedded PGlite, whose files one server alone opens (a count there would cost a query for nothing).
 */
export const countersFor = (db: Database): AttemptCounter =>
  db.notices ? new DatabaseCounter(db) : new MemoryCounter();
