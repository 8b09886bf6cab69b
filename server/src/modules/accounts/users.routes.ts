import { authenticate, signedIn } from '../../auth/authenticate';
import { Limit } from '../../auth/limits';
import { PasswordChecks } from '../../auth/passwordChecks';
import { hashPassword } from '../../auth/passwords';
import type { ShopRoutes } from '../../context';
import { invalidFields, ShopError } from '../../domain/errors';
import type { IdKind } from '../../domain/identity';
import { bodyProblems, formOf } from '../../http/errors';
import * as s from '../../http/schemas';
import { updateUserSchema, userSchema } from './accounts.schemas';
import { checkIdentity, findUser, findUserWithPassword, updateAccount } from './accounts.service';

const MIN_PASSWORD = s.password.minLength;

const userRoutes: ShopRoutes = async (app, { db, settings, counters }) => {
  // a password change runs scrypt: limited per address like the auth routes, and per account (a
  // stolen session must not hash passwords in a loop)
  const passwordChanges = new Limit(counters, 'password-change', settings.accountRateLimit);
  const passwordChecks = new PasswordChecks(counters, settings.accountRateLimit);

  app.get(
    '/api/user',
    {
      onRequest: authenticate(db),
      schema: userSchema,
    },
    async (request) => {
      const user = await findUser(db, signedIn(request).id);
      if (!user) throw new ShopError(401, 'unauthenticated');
      return user;
    },
  );

  app.post(
    '/api/user/:id/update',
    {
      onRequest: authenticate(db),
      config: { rateLimit: settings.authRateLimit },
      schema: updateUserSchema,
      // the schema's problems are answered with the handler's, all in one round
      attachValidation: true,
    },
    async (request, reply) => {
      const problems = bodyProblems(request);
      const { id, tokenHash } = signedIn(request);
      if (request.params.id !== id) throw new ShopError(403, 'forbidden');
      const sent = formOf(request.body);
      const text = (name: string) => (typeof sent[name] === 'string' ? sent[name] : '');
      // a client of the contract sends no id_kind: the account keeps its kind
      const kindSent = problems.id_kind ? undefined : (sent.id_kind as IdKind | undefined);
      const idKind = kindSent ?? (await findUser(db, id))?.id_kind ?? 'personal_id';
      if (!problems.pid) Object.assign(problems, checkIdentity(idKind, text('pid')).problems);
      const password = text('password');
      if (password !== '' && !problems.password) {
        if (text('current_password') === '') problems.current_password = [{ key: 'field_required' }];
        if (password.length < MIN_PASSWORD)
          problems.password = [{ key: 'field_password_short', params: { limit: MIN_PASSWORD } }];
        else if (password !== text('repeat_password')) problems.repeat_password = [{ key: 'field_password_mismatch' }];
      }
      if (Object.keys(problems).length > 0) throw invalidFields(problems);
      const { fname, lname, phone, current_password = '' } = request.body;
      const { pid } = checkIdentity(idKind, request.body.pid);
      let passwordHash: string | null = null;
      if (password !== '') {
        // a stolen session must not take the account for good: the password it replaces is asked for,
        // and a wrong one counts among the account's password checks, as a failed login does
        const account = await findUserWithPassword(db, id);
        if (!account) throw new ShopError(401, 'unauthenticated');
        if (!(await passwordChecks.verify(account.email, current_password, account.password_hash, reply))) {
          throw invalidFields({ current_password: [{ key: 'field_current_password_wrong' }] });
        }
        await passwordChanges.enforce(id, reply);
        passwordHash = await hashPassword(password, settings.scryptCost);
      }
      const user = await updateAccount(
        db,
        id,
        { fname: fname.trim(), lname: lname.trim(), phone, pid, id_kind: idKind },
        passwordHash,
        tokenHash,
      );
      return { ...s.okStatus, user };
    },
  );
};

export default userRoutes;
