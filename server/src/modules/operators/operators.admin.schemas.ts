import { LANGUAGES } from '../../domain/language';
import { ROLES } from '../../domain/roles';
import {
  answer,
  bearer,
  failures,
  idParams,
  listOf,
  listQuery,
  okAnswer,
  text,
  version,
} from '../../http/adminSchemas';
import * as s from '../../http/schemas';
import { OPERATOR_SORTS } from './operators.service';

// Signing in to the back office, the signed-in operator's own account, and the owner's management of
// operators, as the OpenAPI document shows them.

const tags = ['admin'];
/** operators' passwords are longer than shoppers' */
const operatorPassword = { type: 'string', minLength: 12, maxLength: 200 } as const;

const operator = {
  type: 'object',
  required: ['id', 'email', 'name', 'role', 'lang', 'totp', 'invited'],
  properties: {
    id: { type: 'integer' },
    email: text,
    name: text,
    role: { type: 'string', enum: ['owner', 'manager', 'staff'] },
    lang: { type: 'string', enum: LANGUAGES, description: 'the language of the mails the operator gets' },
    totp: { type: 'boolean', description: 'two-step sign-in is on' },
    invited: { type: 'boolean', description: 'invited, and no password set yet' },
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

const linkToken = { type: 'string', minLength: 1, maxLength: 200 } as const;
const code = { type: 'string', pattern: '^[0-9]{6}$', description: 'six digits from the authenticator app' } as const;
const role = { type: 'string', enum: ROLES } as const;
const name = { ...s.personName, maxLength: 100 } as const;

export const signInSchema = {
  tags: ['admin'],
  summary: 'Sign in to the back office with email and password: then a code, an enrolment, or done',
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: { email: s.email, password: { type: 'string', maxLength: 200 } },
  },
  response: { 200: stepAnswer, ...failures },
} as const;

export const signInCodeSchema = {
  tags: ['admin'],
  summary: "Answer a sign-in's challenge with a one-time code (also confirms an enrolment)",
  body: {
    type: 'object',
    required: ['challenge', 'code'],
    properties: { challenge: { type: 'string', minLength: 1, maxLength: 200 }, code },
  },
  response: { 200: stepAnswer, ...failures },
} as const;

export const forgotPasswordSchema = {
  tags: ['admin'],
  summary:
    "A forgotten password: mails a set-password link (one use, an hour) when the email is an operator's; the answer is the same for any email",
  body: { type: 'object', required: ['email'], properties: { email: s.email } },
  response: { 200: okAnswer, ...failures },
} as const;

export const passwordLinkSchema = {
  tags: ['admin'],
  summary: "Whether a set-password link (an invitation's or a reset's) still works: 422 on the token when not",
  querystring: { type: 'object', required: ['token'], properties: { token: linkToken } },
  response: {
    200: answer({ purpose: { type: 'string', enum: ['invite', 'reset'] }, email: text }),
    ...failures,
  },
} as const;

export const setPasswordSchema = {
  tags: ['admin'],
  summary:
    "Set a password from a mailed link (once): the operator's sessions, challenges and other links end; then the sign-in's next step",
  body: {
    type: 'object',
    required: ['token', 'password'],
    properties: { token: linkToken, password: operatorPassword },
  },
  response: { 200: stepAnswer, ...failures },
} as const;

export const enrolSchema = {
  tags: ['admin'],
  summary: 'Turn two-step sign-in on (staff may): scan the QR code, then confirm a code at /session/otp',
  security: bearer,
  response: { 200: answer(enrolAnswer), ...failures },
} as const;

export const meSchema = {
  tags: ['admin'],
  summary: 'The signed-in operator',
  security: bearer,
  response: { 200: operator, ...failures },
} as const;

export const signOutSchema = {
  tags: ['admin'],
  summary: 'End this session',
  security: bearer,
  response: { 200: okAnswer, ...failures },
} as const;

export const changePasswordSchema = {
  tags: ['admin'],
  summary: "Change one's password: every other session of the operator ends",
  security: bearer,
  body: {
    type: 'object',
    required: ['currentPassword', 'newPassword'],
    properties: { currentPassword: { type: 'string', maxLength: 200 }, newPassword: operatorPassword },
  },
  response: { 200: okAnswer, ...failures },
} as const;

export const operatorsSchema = {
  tags,
  summary: 'Operators (owner)',
  security: bearer,
  querystring: listQuery(Object.keys(OPERATOR_SORTS) as (keyof typeof OPERATOR_SORTS)[], 'id', {
    q: { type: 'string', maxLength: 200, description: 'a part of the email or name' },
    role,
  }),
  response: { 200: listOf(operator), ...failures },
} as const;

export const operatorSchema = {
  tags,
  summary: 'One operator (owner)',
  security: bearer,
  params: idParams,
  response: { 200: operator, ...failures },
} as const;

export const addOperatorSchema = {
  tags,
  summary:
    'Invite an operator (owner): a mail in their language with a set-password link (one use, 72 hours); owners and managers then enrol two-step sign-in',
  security: bearer,
  body: {
    type: 'object',
    required: ['email', 'name', 'role'],
    properties: {
      email: s.email,
      name,
      role,
      lang: { type: 'string', enum: LANGUAGES, description: "the invitation's language; default: the request's" },
    },
    additionalProperties: false,
  },
  response: { 200: operator, ...failures },
} as const;

export const reinviteOperatorSchema = {
  tags,
  summary:
    'Send an invitation again (owner), with a new link (the older ones stop working); 409 once the operator has set a password',
  security: bearer,
  params: idParams,
  response: { 200: operator, ...failures },
} as const;

export const editOperatorSchema = {
  tags,
  summary:
    "Change an operator's name or role (owner): a new role ends the operator's sessions; 409 when the version is not the current one",
  security: bearer,
  params: idParams,
  body: {
    type: 'object',
    required: ['name', 'role', 'version'],
    properties: { name, role, version },
  },
  response: { 200: operator, ...failures },
} as const;

export const removeOperatorSchema = {
  tags,
  summary: 'Remove an operator (owner): their sessions end; the audit log keeps their email',
  security: bearer,
  params: idParams,
  response: { 200: okAnswer, ...failures },
} as const;

export const resetTwoStepSchema = {
  tags,
  summary: "Turn an operator's two-step sign-in off (a lost phone): their sessions end, the next sign-in enrols again",
  security: bearer,
  params: idParams,
  response: { 200: operator, ...failures },
} as const;
