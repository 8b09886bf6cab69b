import * as s from '../../http/schemas';
import { answer, bilingualInput, dateTime, id, line, text, titleInput } from '../../http/adminSchemas';
import type { RecordSchemaParts } from './records.admin.schemas';

// The back office's simple resources as the OpenAPI document shows them: categories, promo codes, news, FAQ
// and partners (records.admin.schemas.ts makes their routes' schemas of these).

const recordId = { type: 'integer' } as const;
const bilingual = answer({ en: text, ka: text });
const richInput = bilingualInput({ type: 'string', maxLength: 50000 }, { type: 'string', maxLength: 50000 });
const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,119}$' } as const;
const position = { type: 'integer', minimum: 0, maximum: 100000 } as const;
const fileName = {
  type: ['string', 'null'],
  pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$',
  description: 'a file name under /storage/uploads/{folder}/',
} as const;
const q = { type: 'string', maxLength: 200 } as const;
const lari = { type: 'number', minimum: 0, maximum: 9999999999 } as const;
const limit = { type: ['integer', 'null'], minimum: 1, maximum: 100000000, description: 'null: no limit' } as const;

/** a category as the back office shows it */
export const category = answer({
  id: recordId,
  version: recordId,
  slug: text,
  parentId: { type: ['integer', 'null'] },
  name: bilingual,
  position: recordId,
  home: { type: 'boolean', description: 'shown on the home page' },
  image: { type: ['string', 'null'] },
  products: { type: 'integer', description: 'products directly in it' },
});

export const categorySchemas = {
  title: 'Categories (the tree: parentId, position in the header and on the home page)',
  item: category,
  fields: {
    slug,
    parentId: { ...id, type: ['integer', 'null'] },
    name: titleInput,
    position,
    home: { type: 'boolean' },
    image: fileName,
  },
  required: ['slug', 'parentId', 'name', 'position', 'home'],
  filters: { parentId: id, q },
  sorts: ['position', 'id', 'slug', 'name'],
} satisfies RecordSchemaParts;

export const promoSchemas = {
  title: 'Promo codes (expire one: PUT its validTo now)',
  item: answer({
    id: recordId,
    version: recordId,
    code: text,
    kind: { type: 'string', enum: ['percent', 'fixed'] },
    value: { type: 'number', description: 'percent, or lari off' },
    minSubtotal: { type: 'number', description: 'lari' },
    maxUses: { type: ['integer', 'null'] },
    maxUsesPerCustomer: { type: ['integer', 'null'] },
    validFrom: { type: ['string', 'null'], format: 'date-time' },
    validTo: dateTime,
    uses: {
      type: 'integer',
      description: 'orders using it now: paid, or unpaid still holding stock (as the checkout counts)',
    },
  }),
  fields: {
    code: { type: 'string', minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    kind: { type: 'string', enum: ['percent', 'fixed'] },
    value: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10000000000 },
    minSubtotal: lari,
    maxUses: limit,
    maxUsesPerCustomer: limit,
    validFrom: { type: ['string', 'null'], format: 'date-time' },
    validTo: { type: 'string', format: 'date-time' },
  },
  required: ['code', 'kind', 'value', 'minSubtotal', 'maxUses', 'maxUsesPerCustomer', 'validFrom', 'validTo'],
  filters: { q, active: { type: 'boolean', description: 'valid now' } },
  sorts: ['id', 'code', 'validTo', 'validFrom'],
} satisfies RecordSchemaParts;

export const newsSchemas = {
  title: 'News',
  item: answer({
    id: recordId,
    version: recordId,
    slug: text,
    title: bilingual,
    text: bilingual,
    image: { type: ['string', 'null'] },
    imageAlt: bilingual,
    updatedAt: dateTime,
  }),
  // the picture itself is uploaded (POST /news/{id}/image); what it shows, for screen readers, is written here
  fields: { slug, title: titleInput, text: richInput, image: fileName, imageAlt: bilingualInput(line, line) },
  required: ['slug', 'title', 'text'],
  filters: { q },
  sorts: ['updatedAt', 'id', 'slug'],
} satisfies RecordSchemaParts;

export const faqSchemas = {
  title: 'FAQ',
  item: answer({ id: recordId, version: recordId, question: bilingual, answer: bilingual, position: recordId }),
  fields: { question: titleInput, answer: richInput, position },
  required: ['question', 'answer', 'position'],
  filters: { q },
  sorts: ['position', 'id'],
} satisfies RecordSchemaParts;

export const partnerSchemas = {
  title: 'Partners',
  item: answer({
    id: recordId,
    version: recordId,
    name: text,
    link: text,
    image: { type: ['string', 'null'] },
    position: recordId,
  }),
  fields: {
    name: { ...s.plainText, minLength: 1, maxLength: 200 },
    link: { type: 'string', maxLength: 500, pattern: '^https?://[^\\s]+$' },
    image: fileName,
    position,
  },
  required: ['name', 'link', 'position'],
  filters: { q },
  sorts: ['position', 'id', 'name'],
} satisfies RecordSchemaParts;
