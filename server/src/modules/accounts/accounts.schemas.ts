import { PERSONAL_ID_PATTERN } from '../../domain/identity';
import * as s from '../../http/schemas';

// The accounts' API as the OpenAPI document shows it: signing up and in, password resets, the customer's profile.

export const userSchema = {
  summary: 'The signed-in customer',
  security: s.bearer,
  response: { 200: s.user, ...s.failures },
} as const;

export const updateUserSchema = {
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
} as const;

export const loginSchema = {
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
} as const;

export const registerSchema = {
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
} as const;

export const resetSchema = {
  summary:
    'Mail a one-time password reset link (at most 3 an hour per account); answers OK alike for any well-formed email',
  body: { type: 'object', required: ['email'], properties: { email: s.email } },
  response: { 200: s.okAnswer, ...s.failures },
} as const;

export const resetConfirmSchema = {
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
} as const;

export const logoutSchema = {
  summary: 'Revoke the bearer token',
  security: s.bearer,
  response: { 200: s.okAnswer, ...s.failures },
} as const;

export const resetCheckSchema = {
  summary: 'Whether a password reset link still works; the token stays usable',
  querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200 } } },
  response: { 200: s.okAnswer, ...s.failures },
} as const;
