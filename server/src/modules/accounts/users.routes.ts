import { authenticate, signedIn } from '../../auth/authenticate';
import { Limit } from '../../auth/limits';
import { PasswordChecks } from '../../auth/passwordChecks';
import { hashPassword } from '../../auth/passwords';
import type { ShopRoutes } from '../../app/shop';
import { invalidFields, ShopError, type FieldProblems } from '../../domain/errors';
import { identityNumber } from '../../domain/identity';
import * as s from '../../http/schemas';
import { findUser, findUserWithPassword, updateAccount } from './accounts.service';

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
      schema: { summary: 'The signed-in customer', security: s.bearer, response: { 200: s.user, ...s.failures } },
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
      schema: {
        summary:
          "Update the signed-in customer's profile; email is ignored, an empty password keeps the old one, a new one needs current_password and signs out every other session of the account",
        security: s.bearer,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        body: {
          type: 'object',
          required: ['fname', 'lname', 'phone', 'pid'],
          ...s.identityFormat(s.ANY_ID_PATTERN),
          properties: {
            loading: { description: 'ignored (a client-side flag)' },
            fname: s.personName,
            lname: s.personName,
            phone: s.phone,
            email: { type: 'string', description: 'ignored: the email cannot be changed' },
            pid: s.pid,
            id_kind: s.idKind,
            password: s.optionalPassword,
            repeat_password: s.optionalPassword,
            current_password: {
              ...s.optionalPassword,
              description:
                "the account's password now: required with a new password (422 on this field when missing or wrong; a wrong one counts among the account's password checks, as a failed login does)",
            },
          },
        },
        response: {
          200: s.answer({ ...s.okAnswer.properties, user: s.user }),
          ...s.failures,
        },
      },
    },
    async (request, reply) => {
      const { id, tokenHash } = signedIn(request);
      if (request.params.id !== id) throw new ShopError(403, 'forbidden');
      const { fname, lname, phone, password = '', repeat_password = '', current_password = '' } = request.body;
      // a client of the contract sends no id_kind: the account keeps its kind
      const idKind = request.body.id_kind ?? (await findUser(db, id))?.id_kind ?? 'personal_id';
      const identity = identityNumber(idKind, request.body.pid);
      if ('problem' in identity) throw invalidFields({ pid: [{ key: identity.problem }] });
      let passwordHash: string | null = null;
      if (password !== '') {
        const problems: FieldProblems = {};
        if (current_password === '') problems.current_password = [{ key: 'field_required' }];
        if (password.length < MIN_PASSWORD)
          problems.password = [{ key: 'field_password_short', params: { limit: MIN_PASSWORD } }];
        else if (password !== repeat_password) problems.repeat_password = [{ key: 'field_password_mismatch' }];
        if (Object.keys(problems).length > 0) throw invalidFields(problems);
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
        { fname: fname.trim(), lname: lname.trim(), phone, pid: identity.number, id_kind: idKind },
        passwordHash,
        tokenHash,
      );
      return { ...s.okStatus, user };
    },
  );
};

export default userRoutes;
