import { answer, bilingualInput, line, text, titleInput } from '../../http/adminSchemas';
import type { RecordSchemaParts } from '../records/records.admin.schemas';

// Delivery settings in the back office as the OpenAPI document shows them: the methods and the pickup
// points (records.admin.schemas.ts makes their routes' schemas of these).

const recordId = { type: 'integer' } as const;
const lari = { type: 'number', minimum: 0, maximum: 100000 } as const;
const days = { type: 'integer', minimum: 0, maximum: 60 } as const;
const position = { type: 'integer', minimum: 0, maximum: 100000 } as const;
const bilingual = answer({ en: text, ka: text });
const nullableBilingual = answer({ en: { type: ['string', 'null'] }, ka: text });

export const deliveryMethodSchemas = {
  title: 'Delivery methods (courier, regions, pickup: fees, free thresholds, days)',
  item: answer({
    id: recordId,
    version: recordId,
    code: { type: 'string', enum: ['courier', 'regions', 'pickup'] },
    name: bilingual,
    fee: { type: 'number', description: 'lari' },
    freeFrom: {
      type: ['number', 'null'],
      description: 'lari: free from this subtotal (lines less promo); null: never',
    },
    daysMin: recordId,
    daysMax: recordId,
    workingDays: { type: 'boolean' },
    active: { type: 'boolean', description: 'offered at checkout' },
    position: recordId,
  }),
  fields: {
    code: { type: 'string', enum: ['courier', 'regions', 'pickup'] },
    name: titleInput,
    fee: lari,
    freeFrom: { ...lari, type: ['number', 'null'] },
    daysMin: days,
    daysMax: days,
    workingDays: { type: 'boolean' },
    active: { type: 'boolean' },
    position,
  },
  required: ['code', 'name', 'fee', 'freeFrom', 'daysMin', 'daysMax', 'workingDays', 'active', 'position'],
  filters: { active: { type: 'boolean' } },
  sorts: ['position', 'id', 'code'],
} satisfies RecordSchemaParts;

export const pickupPointSchemas = {
  title: 'Warehouses as pickup points (address and opening hours in both languages)',
  item: answer({
    id: recordId,
    version: recordId,
    code: text,
    name: bilingual,
    pickup: { type: 'boolean', description: 'shoppers may collect orders here' },
    address: nullableBilingual,
    hours: nullableBilingual,
  }),
  fields: {
    name: titleInput,
    pickup: { type: 'boolean' },
    address: bilingualInput(line, line),
    hours: bilingualInput(line, line),
  },
  required: ['name', 'pickup', 'address', 'hours'],
  filters: { pickup: { type: 'boolean' } },
  sorts: ['id', 'code'],
} satisfies RecordSchemaParts;
