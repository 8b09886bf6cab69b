import type { ShopRoutes } from '../../context';
import { Limit } from '../../auth/limits';
import { OperatorSignIn, type SignInStep } from '../../auth/operators';
import { PasswordChecks } from '../../auth/passwordChecks';
import { newPasswordLink, setPasswordUrl } from '../../auth/passwordLinks';
import { hashPassword } from '../../auth/passwords';
import { resetMail } from '../../auth/resetMail';
import { tokenHash } from '../../auth/tokens';
import { invalidFields, ShopError } from '../../domain/errors';
import {
  actorOf,
  askPasswordReset,
  changeOperatorPassword,
  findOperatorSecrets,
  livePasswordLink,
  presentOperator,
  revokeOperatorSession,
  setPasswordByLink,
} from './operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { okStatus } from '../../http/adminSchemas';
import {
  changePasswordSchema,
  enrolSchema,
  forgotPasswordSchema,
  meSchema,
  passwordLinkSchema,
  setPasswordSchema,
  signInCodeSchema,
  signInSchema,
  signOutSchema,
} from './operators.admin.schemas';

// Signing in to the back office, a forgotten password, the set-password links (an invitation's, a
// reset's), and the signed-in operator's own account.

const present = (step: SignInStep) =>
  step.step === 'done' ? { ...step, operator: presentOperator(step.operator) } : step;

const sessionRoutes: ShopRoutes = async (app, shop) => {
  const { db, settings, counters, mailer } = shop;
  const signIn = new OperatorSignIn(shop);
  // the signed-in operator's current password, where a stolen session would guess it: per account
  const passwordChecks = new PasswordChecks(counters, settings.accountRateLimit, 'operator-password');
  const resetMails = new Limit(counters, 'operator-reset-mail', settings.resetMailLimit);
  const limited = { access: 'public' as const, rateLimit: settings.authRateLimit };

  app.post(
    '/session',
    {
      config: limited,
      schema: signInSchema,
    },
    async (request, reply) => present(await signIn.password(request, request.body.email, request.body.password, reply)),
  );

  app.post(
    '/session/otp',
    {
      config: limited,
      schema: signInCodeSchema,
    },
    async (request, reply) => present(await signIn.code(request.body.challenge, request.body.code, reply)),
  );

  app.post(
    '/session/forgot',
    {
      config: limited,
      schema: forgotPasswordSchema,
    },
    async (request) => {
      const operator = await findOperatorSecrets(db, { email: request.body.email });
      // answered before the mail, alike for any email: neither the answer nor its time says who is an operator
      if (operator) {
        const { lang } = request;
        const mailLink = async () => {
          // past the operator's limit the request is answered alike, and mails nothing
          if (!(await resetMails.take(operator.id)).allowed) return;
          const { token, stored } = newPasswordLink(settings.resetTtlMs);
          await askPasswordReset(db, operator.id, stored);
          await mailer.send(resetMail(lang, operator.email, operator.name, setPasswordUrl(request, settings, token)));
        };
        mailLink().catch((error: unknown) =>
          request.log.error({ err: error }, 'mailing an operator reset link failed'),
        );
      }
      return okStatus;
    },
  );

  // the set-password screen asks this when it opens: a used or expired link says so before a password is typed
  app.get(
    '/session/password-link',
    {
      config: limited,
      schema: passwordLinkSchema,
    },
    async (request) => {
      const link = await livePasswordLink(db, tokenHash(request.query.token));
      if (!link) throw invalidFields({ token: [{ key: 'password_link_invalid' }] });
      return link;
    },
  );

  app.post(
    '/session/password-link',
    {
      config: limited,
      schema: setPasswordSchema,
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password, settings.scryptCost);
      const operator = await setPasswordByLink(db, tokenHash(request.body.token), passwordHash);
      // the mailbox and the new password are the first step: a code, or the enrolment, follows
      return present(await signIn.afterPassword(operator));
    },
  );

  app.post(
    '/session/enrol',
    {
      config: { access: 'signedIn' },
      schema: enrolSchema,
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
      schema: meSchema,
    },
    async (request) => presentOperator(operatorIn(request).operator),
  );

  app.post(
    '/logout',
    {
      config: { access: 'signedIn' },
      schema: signOutSchema,
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
      schema: changePasswordSchema,
    },
    async (request, reply) => {
      const { operator: me, tokenHash: sessionHash } = operatorIn(request);
      const secrets = await findOperatorSecrets(db, { id: me.id });
      // a signed-in operator has a password: they signed in with it
      if (!secrets?.password_hash) throw new ShopError(401, 'unauthenticated');
      if (!(await passwordChecks.verify(me.email, request.body.currentPassword, secrets.password_hash, reply)))
        throw invalidFields({ currentPassword: [{ key: 'field_current_password_wrong' }] });
      const hash = await hashPassword(request.body.newPassword, settings.scryptCost);
      await changeOperatorPassword(db, actorOf(me), me.id, hash, sessionHash);
      return okStatus;
    },
  );
};

export default sessionRoutes;
