import type { FastifyReply } from 'fastify';
import { ShopError } from '../domain/errors';
import type { AttemptCounter, Attempts } from './counters';

import type { RateLimit } from '../domain/rateLimit';

export type { RateLimit };

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

  /** gives back an attempt of `subject` that turned out not to be one of the kind (see `takenEmails`) */
  giveBack(subject: string | number): Promise<void> {
    return this.counters.undo(this.key(subject));
  }

  /** forgets the subject's attempts */
  clear(subject: string | number): Promise<void> {
    return this.counters.reset(this.key(subject));
  }
}

/**
 * Registrations answered "This email is already registered", per address: the answer is kept for the
 * shopper's sake (most shops give it: someone who forgot their account learns to log in instead), and
 * this limit keeps it from being a fast list of the shop's customers. Every registration is counted
 * before it is tried and gives its attempt back when it creates an account, so a burst cannot pass
 * together; past the limit every registration from the address is refused alike (429), so the refusal
 * does not tell a taken email from a free one either.
 */
export const takenEmails = (counters: AttemptCounter, limit: RateLimit) => new Limit(counters, 'email-taken', limit);
