import { PAGE_KINDS } from '../../domain/content';
import { answer, bearer, failures, listOf, text, version } from '../../http/adminSchemas';
import * as shopSchemas from '../../http/schemas';

// The back office's API of the HTML pages and the contact card as the OpenAPI document shows it.

const tags = ['admin'];
const bilingual = answer({ en: text, ka: text });
const page = answer({ id: { type: 'string', enum: PAGE_KINDS }, html: bilingual, version: { type: 'integer' } });
const kindParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', enum: PAGE_KINDS } },
} as const;
const html = { type: 'string', maxLength: 100000 } as const;
const line = { ...shopSchemas.plainText, maxLength: 300 } as const;
const contact = answer({
  id: { type: 'string', const: 'contact' },
  fb: text,
  instagram: text,
  phone: text,
  email: text,
  address: bilingual,
  version: { type: 'integer' },
});

export const pagesSchema = {
  tags,
  summary: 'The HTML pages: about and the policies',
  security: bearer,
  response: { 200: listOf(page), ...failures },
} as const;

export const pageSchema = {
  tags,
  summary: 'One HTML page',
  security: bearer,
  params: kindParams,
  response: { 200: page, ...failures },
} as const;

export const editPageSchema = {
  tags,
  summary: 'Edit an HTML page in both languages (sanitized) at its current version',
  security: bearer,
  params: kindParams,
  body: {
    type: 'object',
    required: ['html', 'version'],
    properties: {
      html: { type: 'object', required: ['en'], properties: { en: html, ka: html }, additionalProperties: false },
      version,
    },
    additionalProperties: false,
  },
  response: { 200: page, ...failures },
} as const;

export const contactSchema = {
  tags,
  summary: "The shop's contact card",
  security: bearer,
  response: { 200: contact, ...failures },
} as const;

export const editContactSchema = {
  tags,
  summary: "Edit the shop's contact card at its current version",
  security: bearer,
  body: {
    type: 'object',
    required: ['fb', 'instagram', 'phone', 'email', 'address', 'version'],
    properties: {
      fb: line,
      instagram: line,
      phone: { ...line, description: 'one or more numbers separated by |' },
      email: { type: 'string', maxLength: 254, anyOf: [{ const: '' }, { format: 'email' }] },
      address: {
        type: 'object',
        required: ['en'],
        properties: { en: line, ka: line },
        additionalProperties: false,
      },
      version,
    },
    additionalProperties: false,
  },
  response: { 200: contact, ...failures },
} as const;
