import type { FastifyReply } from 'fastify';
import type { RateLimit } from '../http/context';
import { ShopError } from '../http/errors';
import type { AttemptCounter, Attempts } from './counters';

/**
 * One kind of attempt limited to `max` per `timeWindow` for each of its subjects (an account, an
 * address), counted in the shop's counter store. An attempt is counted before it is made, so attempts
 * arriving together cannot all pass a check made before any of them was counted.
 */
export class Limit {
  constructor(
    private readonly counters: AttemptCounter,
    /** the kind, which keeps its keys apart from other kinds' in the store */
    private readonly kind: string,
    private readonly limit: RateLimit,
  ) {}

  private key(subject: string | number) {
    return `${this.kind}:${subject}`;
  }

  /** counts an attempt of `subject`; whether it is within the limit */
  async take(subject: string | number): Promise<Attempts & { allowed: boolean }> {
    const attempts = await this.counters.hit(this.key(subject), this.limit.timeWindow);
    return { ...attempts, allowed: attempts.count <= this.limit.max };
  }

  /** counts an attempt of `subject`, refused past the limit with 429 and Retry-After */
  async enforce(subject: string | number, reply: FastifyReply): Promise<void> {
    const { allowed, resetsAt } = await this.take(subject);
    if (allowed) return;
    reply.header('retry-after', Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000)));
    throw new ShopError(429, 'too_many_requests');
  }

  /** forgets the subject's attempts */
  clear(subject: string | number): Promise<void> {
    return this.counters.reset(this.key(subject));
  }
}

/**
 * The checks of one account's password, whoever asks: logins (by the email typed, known or not, so
 * the answer says nothing about which emails exist) and the profile's current password. Strict, since
 * one account's password is guessed from many addresses at once; a right password clears the count.
 */
export const passwordChecks = (counters: AttemptCounter, limit: RateLimit) => new Limit(counters, 'password-check', limit);

/** the subject of an account's password checks: its email as any letter case writes it */
export const accountOf = (email: string) => email.toLowerCase();
