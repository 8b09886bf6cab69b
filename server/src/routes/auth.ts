import { hashPassword, verifyPassword } from '../auth/passwords';
import { newToken, tokenHash } from '../auth/tokens';
import { authenticate, signedIn } from '../auth/authenticate';
import {
  consumePasswordReset,
  findUserByEmail,
  insertAccessToken,
  insertPasswordReset,
  insertUser,
  revokeAllTokens,
  revokeToken,
  setPassword,
} from '../db/queries/accounts';
import type { ShopRoutes } from '../http/context';
import { invalidFields, ShopError } from '../http/errors';
import { publicBase } from '../http/publicUrl';
import * as s from '../http/schemas';

// verifying against this when the email is unknown makes both failures take the same time
const NO_SUCH_USER = 'scrypt$16384$8$AAAAAAAAAAAAAAAAAAAAAA==$AAAA';

const authRoutes: ShopRoutes = async (app, shop) => {
  const { db, settings, mailer } = shop;
  const limited = { rateLimit: settings.authRateLimit };

  app.post(
    '/api/login',
    {
      config: limited,
      schema: {
        summary: 'Sign in; answers a bearer token',
        body: { type: 'object', required: ['email', 'password'], properties: { email: s.email, password: { type: 'string', maxLength: 200 } } },
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
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? NO_SUCH_USER);
      if (!user || !valid) throw new ShopError(401, 'invalid_credentials');
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
        summary: 'Create a customer account',
        body: {
          type: 'object',
          required: ['fname', 'lname', 'phone', 'email', 'pid', 'password', 'repeat_password'],
          properties: {
            fname: s.personName,
            lname: s.personName,
            phone: s.phone,
            email: s.email,
            pid: s.pid,
            password: s.password,
            repeat_password: { type: 'string', maxLength: 200 },
          },
        },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request) => {
      const { password, repeat_password, ...profile } = request.body;
      if (password !== repeat_password) throw invalidFields({ repeat_password: [{ key: 'field_password_mismatch' }] });
      const id = await insertUser(db, {
        ...profile,
        fname: profile.fname.trim(),
        lname: profile.lname.trim(),
        email: profile.email.trim(),
        passwordHash: await hashPassword(password, settings.scryptCost),
      });
      if (id === null) throw invalidFields({ email: [{ key: 'field_email_taken' }] });
      return s.okStatus;
    },
  );

  app.post(
    '/api/reset',
    {
      config: limited,
      schema: {
        summary: 'Mail a one-time password reset link; answers OK for any well-formed email',
        body: { type: 'object', required: ['email'], properties: { email: s.email } },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        const token = newToken();
        await insertPasswordReset(db, user.id, tokenHash(token), settings.resetTtlMs);
        const link = `${publicBase(request, settings)}/${request.lang}/reset-password?token=${token}`;
        await mailer.send({
          to: user.email,
          subject: request.lang === 'ka' ? 'პაროლის აღდგენა' : 'Reset your password',
          text:
            request.lang === 'ka'
              ? `გამარჯობა, ${user.fname}!\n\nახალი პაროლის დასაყენებლად გახსენით ბმული (მოქმედებს ერთხელ):\n${link}\n`
              : `Hello ${user.fname},\n\nOpen this link to choose a new password (it works once):\n${link}\n`,
        });
      }
      return s.okStatus;
    },
  );

  app.post(
    '/api/reset/confirm',
    {
      config: limited,
      schema: {
        summary: 'Set a new password with a reset token; every session of the account is signed out',
        body: {
          type: 'object',
          required: ['token', 'password', 'repeat_password'],
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, password: s.password, repeat_password: { type: 'string', maxLength: 200 } },
        },
        response: { 200: s.okAnswer, ...s.failures },
      },
    },
    async (request) => {
      const { token, password, repeat_password } = request.body;
      if (password !== repeat_password) throw invalidFields({ repeat_password: [{ key: 'field_password_mismatch' }] });
      const passwordHash = await hashPassword(password, settings.scryptCost);
      await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, tokenHash(token));
        if (userId === null) throw invalidFields({ token: [{ key: 'reset_token_invalid' }] });
        await setPassword(tx, userId, passwordHash);
        await revokeAllTokens(tx, userId);
      });
      return s.okStatus;
    },
  );

  app.get('/api/logout', { onRequest: authenticate(db), schema: { summary: 'Revoke the bearer token', security: s.bearer, response: { 200: s.okAnswer, ...s.failures } } }, async (request) => {
    await revokeToken(db, signedIn(request).tokenHash);
    return s.okStatus;
  });
};

export default authRoutes;
