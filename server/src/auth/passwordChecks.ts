import type { FastifyReply } from 'fastify';
import type { AttemptCounter } from './counters';
import { Limit, type RateLimit } from './limits';
import { verifyPassword } from './passwords';

/**
 * The checks of one account's password, whoever asks: logins (by the email typed, known or not, so the
 * answer says nothing about which emails exist) and the profile's current password, where a stolen
 * session would guess it. Strict, since one account's password is guessed from many addresses at once;
 * each check is counted before scrypt runs, and a right password clears the account's count.
 */
export class PasswordChecks {
  private readonly limit: Limit;

  /** `kind` keeps the counts of one set of accounts apart from another's (shoppers', operators') */
  constructor(counters: AttemptCounter, limit: RateLimit, kind = 'password-check') {
    this.limit = new Limit(counters, kind, limit);
  }

  /** whether `password` is the one `hash` was made from, for the account of `email`; 429 past the limit */
  async verify(email: string, password: string, hash: string, reply: FastifyReply): Promise<boolean> {
    const account = email.toLowerCase();
    await this.limit.enforce(account, reply);
    const valid = await verifyPassword(password, hash);
    if (valid) await this.limit.clear(account);
    return valid;
  }
}
