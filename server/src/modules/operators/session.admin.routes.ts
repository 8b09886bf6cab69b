import type { ShopRoutes } from '../../app/shop';
import { OperatorSignIn, type SignInStep } from '../../auth/operators';
import { PasswordChecks } from '../../auth/passwordChecks';
import { hashPassword } from '../../auth/passwords';
import { invalidFields, ShopError } from '../../domain/errors';
import * as s from '../../http/schemas';
import {
  actorOf,
  changeOperatorPassword,
  findOperatorSecrets,
  presentOperator,
  revokeOperatorSession,
} from './operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { answer, bearer, failures, okAnswer, okStatus, text } from '../../http/adminSchemas';

// Signing in to the back office, and the signed-in operator's own account.

/** operators' passwords are longer than shoppers' */
export const operatorPassword = { type: 'string', minLength: 12, maxLength: 200 } as const;

export const operator = {
  type: 'object',
  required: ['id', 'email', 'name', 'role', 'totp'],
  properties: {
    id: { type: 'integer' },
    email: text,
    name: text,
    role: { type: 'string', enum: ['owner', 'manager', 'staff'] },
    totp: { type: 'boolean', description: 'two-step sign-in is on' },
    version: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
} as const;

const enrolAnswer = {
  challenge: text,
  otpauthUrl: { type: 'string', description: 'otpauth://totp/... for an authenticator app' },
  qrDataUrl: { type: 'string', description: 'the same as a QR code, a data:image/png URL' },
} as const;

const stepAnswer = {
  description: 'otp: send a code with the challenge; enrol: scan the QR code, then send a code; done: signed in',
  oneOf: [
    answer({ step: { type: 'string', const: 'otp' }, challenge: text }),
    answer({ step: { type: 'string', const: 'enrol' }, ...enrolAnswer }),
    answer({ step: { type: 'string', const: 'done' }, token: text, operator }),
  ],
} as const;

const code = { type: 'string', pattern: '^[0-9]{6}$', description: 'six digits from the authenticator app' } as const;

const present = (step: SignInStep) =>
  step.step === 'done' ? { ...step, operator: presentOperator(step.operator) } : step;

const sessionRoutes: ShopRoutes = async (app, shop) => {
  const { db, settings, counters } = shop;
  const signIn = new OperatorSignIn(shop);
  const passwordChecks = new PasswordChecks(counters, settings.accountRateLimit, 'operator-password');
  const limited = { access: 'public' as const, rateLimit: settings.authRateLimit };

  app.post(
    '/session',
    {
      config: limited,
      schema: {
        tags: ['admin'],
        summary: 'Sign in to the back office with email and password: then a code, an enrolment, or done',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: s.email, password: { type: 'string', maxLength: 200 } },
        },
        response: { 200: stepAnswer, ...failures },
      },
    },
    async (request, reply) => present(await signIn.password(request.body.email, request.body.password, reply)),
  );

  app.post(
    '/session/otp',
    {
      config: limited,
      schema: {
        tags: ['admin'],
        summary: "Answer a sign-in's challenge with a one-time code (also confirms an enrolment)",
        body: {
          type: 'object',
          required: ['challenge', 'code'],
          properties: { challenge: { type: 'string', minLength: 1, maxLength: 200 }, code },
        },
        response: { 200: stepAnswer, ...failures },
      },
    },
    async (request, reply) => present(await signIn.code(request.body.challenge, request.body.code, reply)),
  );

  app.post(
    '/session/enrol',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['admin'],
        summary: 'Turn two-step sign-in on (staff may): scan the QR code, then confirm a code at /session/otp',
        security: bearer,
        response: { 200: answer(enrolAnswer), ...failures },
      },
    },
    async (request) => {
      const { operator: me } = operatorIn(request);
      if (me.totp) throw new ShopError(409, 'totp_enrolled');
      const { step: _step, ...enrolment } = await signIn.enrol(me);
      return enrolment;
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['admin'],
        summary: 'The signed-in operator',
        security: bearer,
        response: { 200: operator, ...failures },
      },
    },
    async (request) => presentOperator(operatorIn(request).operator),
  );

  app.post(
    '/logout',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['admin'],
        summary: 'End this session',
        security: bearer,
        response: { 200: okAnswer, ...failures },
      },
    },
    async (request) => {
      await revokeOperatorSession(db, operatorIn(request).tokenHash);
      return okStatus;
    },
  );

  app.put(
    '/me/password',
    {
      config: { access: 'signedIn', rateLimit: settings.authRateLimit },
      schema: {
        tags: ['admin'],
        summary: "Change one's password: every other session of the operator ends",
        security: bearer,
        body: {
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          properties: { currentPassword: { type: 'string', maxLength: 200 }, newPassword: operatorPassword },
        },
        response: { 200: okAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { operator: me, tokenHash } = operatorIn(request);
      const secrets = await findOperatorSecrets(db, { id: me.id });
      if (!secrets) throw new ShopError(401, 'unauthenticated');
      if (!(await passwordChecks.verify(me.email, request.body.currentPassword, secrets.password_hash, reply)))
        throw invalidFields({ currentPassword: [{ key: 'field_current_password_wrong' }] });
      const hash = await hashPassword(request.body.newPassword, settings.scryptCost);
      await changeOperatorPassword(db, actorOf(me), me.id, hash, tokenHash);
      return okStatus;
    },
  );
};

export default sessionRoutes;
