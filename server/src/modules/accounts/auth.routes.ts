import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { Limit, takenEmails } from '../../auth/limits';
import { PasswordChecks } from '../../auth/passwordChecks';
import { hashPassword } from '../../auth/passwords';
import { resetMail } from '../../auth/resetMail';
import { newToken, tokenHash } from '../../auth/tokens';
import { authenticate, signedIn } from '../../auth/authenticate';
import type { ShopRoutes } from '../../app/shop';
import { invalidFields, ShopError } from '../../domain/errors';
import { identityNumber, PERSONAL_ID_PATTERN } from '../../domain/identity';
import { publicBase } from '../../http/publicUrl';
import * as s from '../../http/schemas';
import {
  findUserByEmail,
  insertAccessToken,
  insertPasswordReset,
  insertUser,
  isLivePasswordReset,
  resetPassword,
  revokeToken,
} from './accounts.service';

const authRoutes: ShopRoutes = async (app, shop) => {
  const { db, settings, mailer, counters } = shop;
  const limited = { rateLimit: settings.authRateLimit };
  const passwordChecks = new PasswordChecks(counters, settings.accountRateLimit);
  const resetMails = new Limit(counters, 'reset-mail', settings.resetMailLimit);
  const emailsTaken = takenEmails(counters, settings.emailTakenLimit);
  // a real hash at the shop's cost, of a password nobody knows: verifying against it when the email is
  // unknown makes an unknown email cost the same scrypt as a wrong password
  const noSuchUser = await hashPassword(randomBytes(16).toString('hex'), settings.scryptCost);

  app.post(
    '/api/login',
    {
      config: limited,
      schema: {
        summary: 'Sign in; answers a bearer token',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: s.email, password: { type: 'string', maxLength: 200 } },
        },
        response: {
          200: s.answer({
            access_token: { type: 'string' },
            token_type: { type: 'string', const: 'Bearer' },
            expires_in: { type: 'integer', description: 'seconds' },
          }),
          ...s.failures,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      const valid = await passwordChecks.verify(email, password, user?.password_hash ?? noSuchUser, reply);
      if (!user || !valid) throw new ShopError(401, 'invalid_credentials');
      // told only to whoever knows the password
      if (user.disabled) throw new ShopError(403, 'account_disabled');
      const token = newToken();
      await insertAccessToken(db, user.id, tokenHash(token), settings.tokenTtlMs);
      return { access_token: token, token_type: 'Bearer' as const, expires_in: Math.floor(settings.tokenTtlMs / 1000) };
    },
  );

  app.post(
    '/api/register',
    {
      config: limited,
      schema: {
        summary:
          'Create a customer account; a registered email answers 422, at most 10 times an hour per address (then every registration from it 429)',
        body: {
          type: 'object',
          required: ['fname', 'lname', 'phone', 'email', 'pid', 'password', 'repeat_password'],
          ...s.identityFormat(PERSONAL_ID_PATTERN),
          properties: {
            fname: s.personName,
            lname: s.personName,
            phone: s.phone,
            email: s.email,
            pid: s.pid,
            id_kind: { ...s.idKind, default: 'personal_id' },
            password: s.password,
            repeat_password: { type: 'string', maxLength: 200 },
          },
        },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request, reply) => {
      const { password, repeat_password, pid, id_kind, ...profile } = request.body;
      const identity = identityNumber(id_kind, pid);
      if ('problem' in identity) throw invalidFields({ pid: [{ key: identity.problem }] });
      if (password !== repeat_password) throw invalidFields({ repeat_password: [{ key: 'field_password_mismatch' }] });
      // an address as the per-address limits see it (an IPv6 client has a whole /64)
      const address = normalizeIP(request.ip);
      await emailsTaken.enforce(address, reply);
      const id = await insertUser(db, {
        ...profile,
        fname: profile.fname.trim(),
        lname: profile.lname.trim(),
        email: profile.email.trim(),
        pid: identity.number,
        id_kind,
        passwordHash: await hashPassword(password, settings.scryptCost),
      });
      if (id === null) throw invalidFields({ email: [{ key: 'field_email_taken' }] });
      await emailsTaken.giveBack(address);
      return s.okStatus;
    },
  );

  app.post(
    '/api/reset',
    {
      config: limited,
      schema: {
        summary:
          'Mail a one-time password reset link (at most 3 an hour per account); answers OK alike for any well-formed email',
        body: { type: 'object', required: ['email'], properties: { email: s.email } },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      // the answer goes before the mail, for a known email as for an unknown one: the time it takes
      // says nothing about which emails have an account
      if (user) {
        const { lang } = request;
        const base = publicBase(request, settings);
        const mailLink = async () => {
          // past the account's limit the request is answered alike, and mails nothing
          if (!(await resetMails.take(user.id)).allowed) return;
          const token = newToken();
          await insertPasswordReset(db, user.id, tokenHash(token), settings.resetTtlMs);
          await mailer.send(resetMail(lang, user.email, user.fname, `${base}/${lang}/reset-password?token=${token}`));
        };
        mailLink().catch((error: unknown) => request.log.error({ err: error }, 'mailing a reset link failed'));
      }
      return s.okStatus;
    },
  );

  app.post(
    '/api/reset/confirm',
    {
      config: limited,
      schema: {
        summary:
          'Set a new password with a reset token; every session and every other reset link of the account is void afterwards',
        body: {
          type: 'object',
          required: ['token', 'password', 'repeat_password'],
          properties: {
            token: { type: 'string', minLength: 1, maxLength: 200 },
            password: s.password,
            repeat_password: { type: 'string', maxLength: 200 },
          },
        },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request) => {
      const { token, password, repeat_password } = request.body;
      if (password !== repeat_password) throw invalidFields({ repeat_password: [{ key: 'field_password_mismatch' }] });
      const passwordHash = await hashPassword(password, settings.scryptCost);
      await resetPassword(db, tokenHash(token), passwordHash);
      return s.okStatus;
    },
  );

  app.get(
    '/api/logout',
    {
      onRequest: authenticate(db),
      schema: { summary: 'Revoke the bearer token', security: s.bearer, response: { 200: s.okAnswer, ...s.failures } },
    },
    async (request) => {
      await revokeToken(db, signedIn(request).tokenHash);
      return s.okStatus;
    },
  );

  // the reset page asks this when it opens, so a used or expired link says so before a password is typed
  app.get(
    '/api/reset/check',
    {
      config: limited,
      schema: {
        summary: 'Whether a password reset link still works; the token stays usable',
        querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200 } } },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request) => {
      if (!(await isLivePasswordReset(db, tokenHash(request.query.token))))
        throw invalidFields({ token: [{ key: 'reset_token_invalid' }] });
      return s.okStatus;
    },
  );
};

export default authRoutes;
