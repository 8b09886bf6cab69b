import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** the jobs' lock (any constant shared by all servers; migrations take 7 351 001, a reconciliation round 7 351 002) */
const JOBS_LOCK = 7_351_003;

interface Job {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * The periodic jobs (releasing expired reservations, the payment reconciliation, deleting closed
 * windows of the limits), run by one server at a time among those sharing a PostgreSQL database: the
 * one holding a session-level advisory lock on a connection of its own (db/postgresLocks.ts). Every
 * server's timers tick; a server that does not hold the lock tries to take it and skips the round. When
 * the holder dies its session ends, PostgreSQL releases the lock, and the next server whose timer ticks
 * takes it over. Why a lock held across rounds rather than one taken per round: a lock per round keeps
 * two rounds from overlapping, but two servers whose timers tick apart would each run every round.
 * With PGlite the one server runs them. A job that every server may run at once (the order mails' sender,
 * whose rounds claim their mails) ticks here too, on each server: one runner starts and stops every timer.
 */
export class BackgroundJobs {
  private readonly jobs: Job[] = [];
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** whether this server runs the jobs now */
  private async holder(): Promise<boolean> {
    return this.db.locks ? this.db.locks.hold(JOBS_LOCK) : true;
  }

  /** runs `run` every `everyMs` (0: never) on the server holding the lock */
  every(everyMs: number, name: string, run: () => Promise<unknown>) {
    const job = { name, run };
    this.jobs.push(job);
    if (everyMs <= 0) return;
    this.tick(everyMs, () => this.runIfHolder([job]));
  }

  /** runs `run` every `everyMs` (0: never) on this server, whether or not it holds the lock */
  onEachServer(everyMs: number, name: string, run: () => Promise<unknown>) {
    if (everyMs <= 0) return;
    this.tick(everyMs, () => run().catch((error: unknown) => this.log.error({ err: error }, `${name} failed`)));
  }

  private tick(everyMs: number, run: () => Promise<unknown>) {
    const timer = setInterval(() => void run(), everyMs);
    // a server shutting down does not wait for the next round
    timer.unref();
    this.timers.push(timer);
  }

  /** one round of every job, if this server holds the lock: the names of the jobs it ran (tests) */
  round(): Promise<string[]> {
    return this.runIfHolder(this.jobs);
  }

  private async runIfHolder(jobs: Job[]): Promise<string[]> {
    try {
      if (!(await this.holder())) return [];
    } catch (error) {
      this.log.warn({ err: error }, 'could not ask for the background jobs’ lock: skipping this round');
      return [];
    }
    for (const job of jobs) {
      await job.run().catch((error: unknown) => this.log.error({ err: error }, `${job.name} failed`));
    }
    return jobs.map((job) => job.name);
  }

  stop() {
    for (const timer of this.timers) clearInterval(timer);
  }
}
