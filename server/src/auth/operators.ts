import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Shop } from '../app/shop';
import { ShopError } from '../domain/errors';
import { needsTwoStep } from '../domain/roles';
import {
  answerChallenge,
  challengeOperator,
  findOperatorSecrets,
  insertChallenge,
  insertOperatorSession,
  touchOperatorSession,
  type OperatorRow,
} from '../modules/operators/operators.service';
import { Limit } from './limits';
import { PasswordChecks } from './passwordChecks';
import { hashPassword } from './passwords';
import { newToken, tokenHash } from './tokens';
import { codeStep, enrolment, newTotpSecret } from './totp';
import { TotpSecrets } from './totpSecrets';

// The back office's sign-in: a password (checked and limited like the shop's logins, per operator's
// email, in a count of their own), then a one-time code (limited per operator), or the enrolment of an
// authenticator on a first sign-in of an owner or a manager. Its bearer tokens are opaque, stored
// hashed in operator_sessions: a shopper's token is not one of them.

export type SignInStep =
  | { step: 'otp'; challenge: string }
  | { step: 'enrol'; challenge: string; otpauthUrl: string; qrDataUrl: string }
  | { step: 'done'; token: string; operator: OperatorRow };

/** the operator a request's bearer token signs in, its session's use noted; 401 otherwise */
export async function operatorOf(
  request: FastifyRequest,
  { db, settings }: Pick<Shop, 'db' | 'settings'>,
): Promise<{ operator: OperatorRow; tokenHash: string }> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new ShopError(401, 'unauthenticated');
  const hash = tokenHash(match[1]);
  const operator = await touchOperatorSession(db, hash, settings.adminSessionIdleMinutes);
  if (!operator) throw new ShopError(401, 'unauthenticated');
  return { operator, tokenHash: hash };
}

export class OperatorSignIn {
  private readonly passwords: PasswordChecks;
  private readonly codes: Limit;
  /** authenticator secrets are stored sealed (in the challenge of an enrolment too) and opened to check a code */
  private readonly secrets: TotpSecrets;
  /** a hash nobody's password matches: an unknown email costs the same scrypt as a wrong password */
  private readonly noSuchOperator: Promise<string>;

  constructor(private readonly shop: Pick<Shop, 'db' | 'settings' | 'counters'>) {
    this.passwords = new PasswordChecks(shop.counters, shop.settings.accountRateLimit, 'operator-password');
    this.codes = new Limit(shop.counters, 'operator-code', shop.settings.adminCodeRateLimit);
    this.secrets = new TotpSecrets(shop.settings.adminTotpKey);
    this.noSuchOperator = hashPassword(randomBytes(16).toString('hex'), shop.settings.scryptCost);
  }

  /** the password step: 401 when wrong, 429 past the limit */
  async password(email: string, password: string, reply: FastifyReply): Promise<SignInStep> {
    const { db } = this.shop;
    const operator = await findOperatorSecrets(db, { email });
    const valid = await this.passwords.verify(
      email,
      password,
      operator?.password_hash ?? (await this.noSuchOperator),
      reply,
    );
    if (!operator || !valid) throw new ShopError(401, 'invalid_credentials');
    if (operator.totp_secret) return { step: 'otp', challenge: await this.challenge(operator, 'otp', null) };
    if (needsTwoStep(operator.role)) return this.enrol(operator);
    return { step: 'done', token: await this.openSession(operator.id), operator };
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
