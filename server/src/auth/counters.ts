/** what one attempt learns from its counter */
export interface Attempts {
  /** the attempts of the key in its current window, this one included */
  count: number;
  /** when the window closes (ms since the epoch); the next attempt after it starts a new count */
  resetsAt: number;
}

/**
 * Counts attempts per key in fixed windows (a window opens at its key's first attempt). Every limit of
 * the shop counts through one of these: the password checks of an account (logins, the profile's current
 * password), password changes, reset mails, "email taken" answers, and @fastify/rate-limit's per-address
 * limits (its store is built on it, app/rateLimitStore.ts).
 *
 * Why an interface of three calls: today the counts live in this process (MemoryCounter), so several
 * servers behind a load balancer would each allow the whole limit. A store shared by all of them (a
 * PostgreSQL table: an upsert that increments, or restarts an expired window, and returns the row) only
 * has to implement these calls and be given to buildApp (`counters`). `hit` must count atomically:
 * the count it answers includes every earlier attempt, however many arrive at once.
 */
export interface AttemptCounter {
  /** counts one attempt of `key`; a window of `windowMs` opens when the key has none open */
  hit(key: string, windowMs: number): Promise<Attempts>;
  /** takes back one attempt of the key's open window: one that turned out not to count */
  undo(key: string): Promise<void>;
  /** forgets the key's attempts */
  reset(key: string): Promise<void>;
}

/** more keys than this are not kept at once: the oldest window goes first */
const MAX_KEYS = 100_000;

/** The counter of a single server: its counts live in this process's memory and die with it. */
export class MemoryCounter implements AttemptCounter {
  private readonly windows = new Map<string, Attempts>();

  async hit(key: string, windowMs: number): Promise<Attempts> {
    const now = Date.now();
    const open = this.windows.get(key);
    if (open && open.resetsAt > now) {
      open.count += 1;
      return { ...open };
    }
    // a new window goes to the end of the map's order, so the first key is the one opened longest ago
    this.windows.delete(key);
    const fresh = { count: 1, resetsAt: now + windowMs };
    this.windows.set(key, fresh);
    if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
    return { ...fresh };
  }

  async undo(key: string): Promise<void> {
    const open = this.windows.get(key);
    if (open && open.resetsAt > Date.now() && open.count > 0) open.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}
