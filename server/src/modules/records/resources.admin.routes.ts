import * as s from '../../http/schemas';
import {
  CATEGORY_SPEC,
  categoryRules,
  FAQ_SPEC,
  NEWS_SPEC,
  PARTNER_SPEC,
  PROMO_SPEC,
  promoRules,
} from './recordRules.service';
import { recordRoutes } from './records.admin.routes';
import { answer, bilingualInput, dateTime, id, text, titleInput } from '../../http/adminSchemas';

// The back office's simple resources: categories, promo codes, news, FAQ and partners.

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

export const categoryRoutes = recordRoutes({
  path: 'categories',
  entity: 'category',
  title: 'Categories (the tree: parentId, position in the header and on the home page)',
  access: 'catalogue',
  spec: CATEGORY_SPEC,
  rules: categoryRules,
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
  deletable: true,
});

export const promoRoutes = recordRoutes({
  path: 'promo-codes',
  entity: 'promo',
  title: 'Promo codes (expire one: PUT its validTo now)',
  access: 'promos',
  spec: PROMO_SPEC,
  rules: promoRules,
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
  deletable: false,
});

export const newsRoutes = recordRoutes({
  path: 'news',
  entity: 'news',
  title: 'News',
  access: 'content',
  spec: NEWS_SPEC,
  item: answer({
    id: recordId,
    version: recordId,
    slug: text,
    title: bilingual,
    text: bilingual,
    image: { type: ['string', 'null'] },
    updatedAt: dateTime,
  }),
  fields: { slug, title: titleInput, text: richInput, image: fileName },
  required: ['slug', 'title', 'text'],
  filters: { q },
  sorts: ['updatedAt', 'id', 'slug'],
  richText: ['text'],
  deletable: true,
});

export const faqRoutes = recordRoutes({
  path: 'faq',
  entity: 'faq',
  title: 'FAQ',
  access: 'content',
  spec: FAQ_SPEC,
  item: answer({ id: recordId, version: recordId, question: bilingual, answer: bilingual, position: recordId }),
  fields: { question: titleInput, answer: richInput, position },
  required: ['question', 'answer', 'position'],
  filters: { q },
  sorts: ['position', 'id'],
  richText: ['answer'],
  deletable: true,
});

export const partnerRoutes = recordRoutes({
  path: 'partners',
  entity: 'partner',
  title: 'Partners',
  access: 'content',
  spec: PARTNER_SPEC,
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
  deletable: true,
});
