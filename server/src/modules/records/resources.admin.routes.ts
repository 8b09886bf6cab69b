import {
  CATEGORY_SPEC,
  categoryRules,
  FAQ_SPEC,
  NEWS_SPEC,
  newsRules,
  PARTNER_SPEC,
  PROMO_SPEC,
  promoRules,
} from './recordRules.service';
import { recordRoutes } from './records.admin.routes';
import { categorySchemas, faqSchemas, newsSchemas, partnerSchemas, promoSchemas } from './resources.admin.schemas';

// The back office's simple resources: categories, promo codes, news, FAQ and partners (their schemas:
// resources.admin.schemas.ts).

export const categoryRoutes = recordRoutes({
  path: 'categories',
  entity: 'category',
  access: 'catalogue',
  spec: CATEGORY_SPEC,
  rules: categoryRules,
  ...categorySchemas,
  deletable: true,
});

export const promoRoutes = recordRoutes({
  path: 'promo-codes',
  entity: 'promo',
  access: 'promos',
  spec: PROMO_SPEC,
  rules: promoRules,
  ...promoSchemas,
  deletable: false,
});

export const newsRoutes = recordRoutes({
  path: 'news',
  entity: 'news',
  access: 'content',
  spec: NEWS_SPEC,
  rules: newsRules,
  ...newsSchemas,
  richText: ['text'],
  deletable: true,
});

export const faqRoutes = recordRoutes({
  path: 'faq',
  entity: 'faq',
  access: 'content',
  spec: FAQ_SPEC,
  ...faqSchemas,
  richText: ['answer'],
  deletable: true,
});

export const partnerRoutes = recordRoutes({
  path: 'partners',
  entity: 'partner',
  access: 'content',
  spec: PARTNER_SPEC,
  ...partnerSchemas,
  deletable: true,
});
