import type { ShopRoutes } from '../../context';
import { OperatorSignIn, type SignInStep } from '../../auth/operators';
import { PasswordChecks } from '../../auth/passwordChecks';
import { hashPassword } from '../../auth/passwords';
import { invalidFields, ShopError } from '../../domain/errors';
import {
  actorOf,
  changeOperatorPassword,
  findOperatorSecrets,
  presentOperator,
  revokeOperatorSession,
} from './operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { okStatus } from '../../http/adminSchemas';
import {
  changePasswordSchema,
  enrolSchema,
  meSchema,
  signInCodeSchema,
  signInSchema,
  signOutSchema,
} from './operators.admin.schemas';

// Signing in to the back office, and the signed-in operator's own account.

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
      schema: signInSchema,
    },
    async (request, reply) => present(await signIn.password(request.body.email, request.body.password, reply)),
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
