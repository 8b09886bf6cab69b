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
  summary: 'Add an operator (owner); owners and managers enrol two-step sign-in at their first sign-in',
  security: bearer,
  body: {
    type: 'object',
    required: ['email', 'name', 'role', 'password'],
    properties: { email: s.email, name, role, password: operatorPassword },
    additionalProperties: false,
  },
  response: { 200: operator, ...failures },
} as const;

export const editOperatorSchema = {
  tags,
  summary: "Change an operator's name or role (owner); 409 when the version is not the current one",
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
