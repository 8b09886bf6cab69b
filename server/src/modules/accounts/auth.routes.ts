import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { Limit, takenEmails } from '../../auth/limits';
import { PasswordChecks } from '../../auth/passwordChecks';
import { hashPassword } from '../../auth/passwords';
import { resetMail } from '../../auth/resetMail';
import { newToken, tokenHash } from '../../auth/tokens';
import { authenticate, signedIn } from '../../auth/authenticate';
import type { ShopRoutes } from '../../context';
import { invalidFields, ShopError } from '../../domain/errors';
import { bodyProblems, formOf } from '../../http/errors';
import { publicBase } from '../../http/publicUrl';
import * as s from '../../http/schemas';
import {
  checkIdentity,
  findUserByEmail,
  insertAccessToken,
  insertPasswordReset,
  insertUser,
  isLivePasswordReset,
  resetPassword,
  revokeToken,
} from './accounts.service';
import {
  loginSchema,
  logoutSchema,
  registerSchema,
  resetCheckSchema,
  resetConfirmSchema,
  resetSchema,
} from './accounts.schemas';

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
      schema: loginSchema,
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
      schema: registerSchema,
      // the schema's problems are answered with the handler's, all in one round
      attachValidation: true,
    },
    async (request, reply) => {
      const problems = bodyProblems(request);
      const sent = formOf(request.body);
      if (typeof sent.password === 'string' && sent.password !== sent.repeat_password && !problems.repeat_password)
        problems.repeat_password = [{ key: 'field_password_mismatch' }];
      // an address as the per-address limits see it (an IPv6 client has a whole /64)
      const address = normalizeIP(request.ip);
      await emailsTaken.enforce(address, reply);
      if (Object.keys(problems).length > 0) {
        // only a "taken" answer keeps its count (limits.ts): a form refused for other fields gives it back
        const taken =
          !problems.email && typeof sent.email === 'string' && (await findUserByEmail(db, sent.email.trim()));
        if (taken) problems.email = [{ key: 'field_email_taken' }];
        else await emailsTaken.giveBack(address);
        throw invalidFields(problems);
      }
      const { password, repeat_password: _repeated, pid, id_kind, ...profile } = request.body;
      const id = await insertUser(db, {
        ...profile,
        fname: profile.fname.trim(),
        lname: profile.lname.trim(),
        email: profile.email.trim(),
        pid: checkIdentity(id_kind, pid).pid,
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
      schema: resetSchema,
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
      schema: resetConfirmSchema,
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
      schema: logoutSchema,
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
      schema: resetCheckSchema,
    },
    async (request) => {
      if (!(await isLivePasswordReset(db, tokenHash(request.query.token))))
        throw invalidFields({ token: [{ key: 'reset_token_invalid' }] });
      return s.okStatus;
    },
  );
};

export default authRoutes;
