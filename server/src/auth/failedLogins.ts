import type { RateLimit } from '../http/context';

/** more accounts than this are not tracked at once: the oldest entry goes first */
const MAX_TRACKED = 100_000;

/**
 * Password checks per account (its email, lower-cased, known or not, so the answer says nothing about
 * which emails exist): an account's password is checked at most `max` times within `timeWindow`, from
 * any addresses, so a botnet cannot spread its guesses. The check is counted BEFORE it runs: guesses
 * sent at once cannot all pass a "not locked yet" test and be checked together. A successful login
 * clears the count (its own check included). Kept in this process's memory: the per-address limit of
 * @fastify/rate-limit counts requests, not password checks, which is what a shopper who mistypes
 * twice needs.
 */
export class FailedLogins {
  private readonly checks = new Map<string, { count: number; until: number }>();

  constructor(private readonly limit: RateLimit) {}

  /** counts one check of the account's password; false (check nothing) when the account has had its checks for now */
  attempt(email: string): boolean {
    const key = email.toLowerCase();
    const entry = this.checks.get(key);
    if (entry && entry.until > Date.now()) {
      entry.count += 1;
      return entry.count <= this.limit.max;
    }
    this.checks.delete(key);
    this.checks.set(key, { count: 1, until: Date.now() + this.limit.timeWindow });
    if (this.checks.size > MAX_TRACKED) this.checks.delete(this.checks.keys().next().value!);
    return true;
  }

  succeeded(email: string) {
    this.checks.delete(email.toLowerCase());
  }
}
