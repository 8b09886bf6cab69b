import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { Mail } from '../../src/auth/mailer';
import { hashPassword } from '../../src/auth/passwords';
import type { Database } from '../../src/db/client';
import type { Role } from '../../src/domain/roles';
import { createOperator } from '../../src/modules/operators/operators.service';

// Operators for the back office's tests: created as the command line creates them, signed in over
// HTTP, with two-step sign-in enrolled (owners and managers must; staff when asked) by codes made here.

export const OPERATOR_PASSWORD = 'a long enough secret';

export interface TestOperator {
  id: number;
  email: string;
  role: Role;
  token: string;
  auth: { authorization: string };
  /** the authenticator's secret, when enrolled */
  secret: string | null;
}

/** the time steps already used per secret: the server takes each code once */
const usedSteps = new Map<string, number>();

/** a code for the secret at a time step not used yet (now, or the next step, which the server still takes) */
export async function nextCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000 / 30);
  const step = Math.max(now, (usedSteps.get(secret) ?? -1) + 1);
  if (step > now + 1) throw new Error('two codes of this secret were used in this time step already: wait');
  usedSteps.set(secret, step);
  return generate({ secret, epoch: step * 30 });
}

export const secretOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret')!;

let count = 0;

/** an operator of `role` in the database, not signed in */
export async function addOperator(db: Database, role: Role, overrides: { email?: string; name?: string } = {}) {
  count += 1;
  const email = overrides.email ?? `${role}${count}.${randomBytes(3).toString('hex')}@astroshop.ge`;
  const row = await createOperator(
    db,
    { id: null, email: 'test' },
    { email, name: overrides.name ?? `Test ${role}`, role, passwordHash: await hashPassword(OPERATOR_PASSWORD, 1024) },
  );
  return { id: row.id, email, role };
}

/** signs the operator in with their password and, when asked or required, a code (enrolling first) */
export async function signInOperator(
  app: FastifyInstance,
  operator: { id: number; email: string; role: Role },
  secret: string | null = null,
): Promise<TestOperator> {
  const first = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email: operator.email, password: OPERATOR_PASSWORD },
  });
  expect(first.statusCode).toBe(200);
  const step = first.json<{ step: string; challenge?: string; otpauthUrl?: string; token?: string }>();
  if (step.step === 'done') return withToken(operator, step.token!, secret);
  const usedSecret = step.step === 'enrol' ? secretOf(step.otpauthUrl!) : secret!;
  const done = await app.inject({
    method: 'POST',
    url: '/api/admin/session/otp',
    payload: { challenge: step.challenge, code: await nextCode(usedSecret) },
  });
  expect(done.statusCode).toBe(200);
  return withToken(operator, done.json<{ token: string }>().token, usedSecret);
}

function withToken(operator: { id: number; email: string; role: Role }, token: string, secret: string | null) {
  return { ...operator, token, auth: { authorization: `Bearer ${token}` }, secret };
}

/** a new operator of `role`, signed in (owners and managers enrolled) */
export async function operatorWithToken(app: FastifyInstance, db: Database, role: Role): Promise<TestOperator> {
  return signInOperator(app, await addOperator(db, role));
}

/** the token of the last set-password link (an invitation's, a reset's) mailed to `email` */
export function linkTokenTo(mails: Mail[], email: string): string {
  const mail = mails.filter((sent) => sent.to === email).at(-1);
  const token = mail && /\/admin\/set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no set-password link was mailed to ${email}`);
  return token;
}

/** sets the operator's password from the last link mailed to them; the sign-in's next step */
export async function setPasswordFromMail(
  app: FastifyInstance,
  mails: Mail[],
  email: string,
  password = OPERATOR_PASSWORD,
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/session/password-link',
    payload: { token: linkTokenTo(mails, email), password },
  });
}
