import type { RateLimit } from '../http/context';

/** more accounts than this are not tracked at once: the oldest entry goes first */
const MAX_TRACKED = 100_000;

/**
 * Failed logins per account (its email, lower-cased, known or not, so the answer says nothing about
 * which emails exist): after `max` failures within `timeWindow` the account's logins get a 429 until
 * the window ends, from any address, so a botnet cannot spread its guesses. A successful login
 * clears the count. Kept in this process's memory: the per-address limit of @fastify/rate-limit
 * counts requests, not failures, which is what a shopper who mistypes twice needs.
 */
export class FailedLogins {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(private readonly limit: RateLimit) {}

  private entry(email: string) {
    const key = email.toLowerCase();
    const entry = this.failures.get(key);
    if (entry && entry.until <= Date.now()) {
      this.failures.delete(key);
      return { key, entry: undefined };
    }
    return { key, entry };
  }

  /** whether the account's logins are refused for now */
  locked(email: string): boolean {
    const { entry } = this.entry(email);
    return entry !== undefined && entry.count >= this.limit.max;
  }

  failed(email: string) {
    const { key, entry } = this.entry(email);
    if (entry) entry.count += 1;
    else {
      this.failures.set(key, { count: 1, until: Date.now() + this.limit.timeWindow });
      if (this.failures.size > MAX_TRACKED) this.failures.delete(this.failures.keys().next().value!);
    }
  }

  succeeded(email: string) {
    this.failures.delete(email.toLowerCase());
  }
}
