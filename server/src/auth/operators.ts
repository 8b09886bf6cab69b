import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShopContext } from '../context';
import { ShopError } from '../domain/errors';
import { needsTwoStep } from '../domain/roles';
import {
  answerChallenge,
  challengeOperator,
  findOperatorSecrets,
  insertChallenge,
  insertOperatorSession,
  listOwners,
  touchOperatorSession,
  type OperatorRow,
} from '../modules/operators/operators.service';
import { Limit } from './limits';
import { signInAlertMail } from './operatorMails';
import { hashPassword, verifyPassword } from './passwords';
import { newToken, tokenHash } from './tokens';
import { codeStep, enrolment, newTotpSecret } from './totp';
import { TotpSecrets } from './totpSecrets';

// The back office's sign-in: a password, then a one-time code (limited per operator), or the enrolment
// of an authenticator on a first sign-in of an owner or a manager. Its bearer tokens are opaque, stored
// hashed in operator_sessions: a shopper's token is not one of them.
//
// Wrong passwords are limited per source, not per account: per client address and email, and per
// client address whatever the email. A count per account would let whoever knows an operator's email
// lock them out; this one stops the guesser at their address, and the operator signs in from theirs.
// Guesses from many addresses at once are what the owners' alert is for: the account's wrong passwords
// are counted too, and the count's max-th in a window mails every owner once. The client address is
// the one Fastify's trustProxy reads behind the load balancers (TRUST_PROXY, config.ts): without it,
// every client behind nginx is nginx's one address.

export type SignInStep =
  | { step: 'otp'; challenge: string }
  | { step: 'enrol'; challenge: string; otpauthUrl: string; qrDataUrl: string }
  | { step: 'done'; token: string; operator: OperatorRow };

/** the operator a request's bearer token signs in, its session's use noted; 401 otherwise */
export async function operatorOf(
  request: FastifyRequest,
  { db, settings }: Pick<ShopContext, 'db' | 'settings'>,
): Promise<{ operator: OperatorRow; tokenHash: string }> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new ShopError(401, 'unauthenticated');
  const hash = tokenHash(match[1]);
  const operator = await touchOperatorSession(db, hash, settings.adminSessionIdleMinutes);
  if (!operator) throw new ShopError(401, 'unauthenticated');
  return { operator, tokenHash: hash };
}

export class OperatorSignIn {
  /** wrong passwords per client address and email */
  private readonly fromSource: Limit;
  /** wrong passwords per client address */
  private readonly fromAddress: Limit;
  /** wrong passwords per email, from anywhere: the owners' alert */
  private readonly failures: Limit;
  private readonly codes: Limit;
  /** authenticator secrets are stored sealed (in the challenge of an enrolment too) and opened to check a code */
  private readonly secrets: TotpSecrets;
  /** a hash nobody's password matches: an unknown email costs the same scrypt as a wrong password */
  private readonly noSuchOperator: Promise<string>;

  constructor(private readonly shop: Pick<ShopContext, 'db' | 'settings' | 'counters' | 'mailer'>) {
    const { counters, settings } = shop;
    this.fromSource = new Limit(counters, 'operator-password-source', settings.adminPasswordPerSource);
    this.fromAddress = new Limit(counters, 'operator-password-address', settings.adminPasswordPerAddress);
    this.failures = new Limit(counters, 'operator-password-failures', settings.adminPasswordAlert);
    this.codes = new Limit(shop.counters, 'operator-code', shop.settings.adminCodeRateLimit);
    this.secrets = new TotpSecrets(shop.settings.adminTotpKey);
    this.noSuchOperator = hashPassword(randomBytes(16).toString('hex'), shop.settings.scryptCost);
  }

  /**
   * The password step: 401 when wrong, 429 past a limit of the request's source. Each attempt is
   * counted before scrypt runs, so a burst cannot pass together; a right password takes its counts back.
   */
  async password(request: FastifyRequest, email: string, password: string, reply: FastifyReply): Promise<SignInStep> {
    // an address as the per-address limits see it (an IPv6 client has a whole /64)
    const address = normalizeIP(request.ip);
    const source = `${address} ${email.toLowerCase()}`;
    await this.fromAddress.enforce(address, reply);
    await this.fromSource.enforce(source, reply);
    const operator = await findOperatorSecrets(this.shop.db, { email });
    // an invited operator has no password yet: nothing matches, as for an unknown email
    const valid = await verifyPassword(password, operator?.password_hash ?? (await this.noSuchOperator));
    if (!operator || !valid) {
      await this.noteFailure(request, email, operator, address);
      throw new ShopError(401, 'invalid_credentials');
    }
    await this.fromSource.clear(source);
    await this.fromAddress.giveBack(address);
    return this.afterPassword(operator);
  }

  /** the step after a right password (or a password just set from a mailed link): a code, an enrolment, or a session */
  async afterPassword(operator: OperatorRow & { totp_secret: string | null }): Promise<SignInStep> {
    if (operator.totp_secret) return { step: 'otp', challenge: await this.challenge(operator, 'otp', null) };
    if (needsTwoStep(operator.role)) return this.enrol(operator);
    return { step: 'done', token: await this.openSession(operator.id), operator };
  }

  /**
   * Counts a wrong password against the email (an unknown one too, so the time taken is the same);
   * the window's max-th against an operator's account mails the owners
   */
  private async noteFailure(request: FastifyRequest, email: string, operator: OperatorRow | null, address: string) {
    const { count } = await this.failures.take(email.toLowerCase());
    if (!operator || count !== this.shop.settings.adminPasswordAlert.max) return;
    const owners = await listOwners(this.shop.db);
    // after the answer: the time it takes says nothing to the guesser
    Promise.all(
      owners.map((owner) => this.shop.mailer.send(signInAlertMail(owner.lang, owner, operator, count, address))),
    ).catch((error: unknown) => request.log.error({ err: error }, 'mailing a sign-in alert failed'));
  }

  /** an authenticator to enrol: its secret travels in the challenge until a code confirms it */
  async enrol(operator: Pick<OperatorRow, 'id' | 'email'>) {
    const secret = newTotpSecret();
    const challenge = await this.challenge(operator, 'enrol', this.secrets.seal(secret, operator.id));
    return { step: 'enrol' as const, challenge, ...(await enrolment(operator.email, secret)) };
  }

  /** the code step (and an enrolment's confirmation): 401 for a challenge gone, 422 for a wrong code, 429 past the limit */
  async code(challenge: string, code: string, reply: FastifyReply): Promise<SignInStep> {
    const { db } = this.shop;
    const challengeHash = tokenHash(challenge);
    const operatorId = await challengeOperator(db, challengeHash);
    if (operatorId === null) throw new ShopError(401, 'challenge_expired');
    await this.codes.enforce(operatorId, reply);
    const token = newToken();
    const operator = await answerChallenge(db, challengeHash, tokenHash(token), (sealed, afterStep) =>
      codeStep(this.secrets.open(sealed, operatorId), code, afterStep),
    );
    await this.codes.clear(operatorId);
    return { step: 'done', token, operator };
  }

  private async challenge(operator: Pick<OperatorRow, 'id'>, kind: 'otp' | 'enrol', secret: string | null) {
    const challenge = newToken();
    await insertChallenge(this.shop.db, {
      operatorId: operator.id,
      hash: tokenHash(challenge),
      kind,
      secret,
      ttlMs: this.shop.settings.adminChallengeTtlMs,
    });
    return challenge;
  }

  private async openSession(operatorId: number) {
    const token = newToken();
    await insertOperatorSession(this.shop.db, operatorId, tokenHash(token));
    return token;
  }
}
